import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isTier, parseBillingPeriod, TRIAL_DAYS } from '../../../../common/domain/plans';
import { PlanCard } from './PlanCard';

/**
 * The two plans. `?billing=annual` (or `yearly`) preselects the period; `?tier=` (from the payment
 * cancel page's "Try again") brings that plan into view and highlights it.
 */
export function PlansSection() {
  const { t } = useTranslation('landing');
  const [params] = useSearchParams();
  const period = parseBillingPeriod(params.get('billing')) ?? 'monthly';
  const requestedTier = params.get('tier');
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    // The requested plan itself: on a phone the cards stack, and the second is below the fold.
    if (isTier(requestedTier))
      section.current
        ?.querySelector(`[data-testid="plan-${requestedTier}"]`)
        ?.scrollIntoView({ block: 'start' });
  }, [requestedTier]);

  return (
    <section
      id="plans"
      ref={section}
      aria-labelledby="plans-title"
      className="scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="plans-title" className="text-3xl font-bold text-brand-900 sm:text-4xl">
            {t('plans.title')}
          </h2>
          <p className="mt-3 text-slate-600">{t('plans.lead', { days: TRIAL_DAYS })}</p>
        </div>
        <div className="grid gap-8 md:grid-cols-2">
          <PlanCard tier="conseiller" initialPeriod={period} highlighted={requestedTier === 'conseiller'} />
          <PlanCard tier="enterprise" initialPeriod={period} highlighted={requestedTier === 'enterprise'} />
        </div>
      </div>
    </section>
  );
}
