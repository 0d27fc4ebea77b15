import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  annualSaving,
  type BillingPeriod,
  PLAN_PRICES,
  type Tier,
  TRIAL_DAYS,
} from '../../../../common/domain/plans';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toast-store';
import { openPaymentPage, PAYMENT_REDIRECT_DELAY_MS, rememberPurchaseIntent } from '../subscribe';
import { PeriodSwitch } from './PeriodSwitch';

/** One plan with its own monthly/annual switch and its "Subscribe now" button (spec part 1 §2, §4). */
export function PlanCard({
  tier,
  initialPeriod,
  highlighted = false,
}: {
  tier: Tier;
  initialPeriod: BillingPeriod;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation('landing');
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const [redirecting, setRedirecting] = useState(false);
  const price = PLAN_PRICES[tier][period];
  const features = t(`plans.${tier}.features`, { returnObjects: true }) as string[];
  const featured = tier === 'enterprise';

  const subscribe = () => {
    try {
      rememberPurchaseIntent(tier, period);
      setRedirecting(true);
      toast({ title: t('plans.redirectTitle'), description: t('plans.redirectText') });
      window.setTimeout(() => {
        setRedirecting(false);
        if (!openPaymentPage(tier, period))
          toast({ title: t('plans.redirectError'), variant: 'destructive' });
      }, PAYMENT_REDIRECT_DELAY_MS);
    } catch {
      setRedirecting(false);
      toast({ title: t('plans.redirectError'), variant: 'destructive' });
    }
  };

  return (
    <article
      aria-labelledby={`plan-${tier}-name`}
      data-testid={`plan-${tier}`}
      className={cn(
        'relative flex scroll-mt-24 flex-col gap-6 rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        featured ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
        highlighted && 'ring-4 ring-safety-400',
      )}
    >
      {featured && (
        <Badge variant="safety" className="absolute -top-3 left-6">
          {t('plans.popular')}
        </Badge>
      )}
      <div className="flex flex-col gap-1">
        <h3 id={`plan-${tier}-name`} className="text-xl font-bold text-brand-900">
          {t(`plans.${tier}.name`)}
        </h3>
        <p className="text-sm text-slate-600">{t(`plans.${tier}.audience`)}</p>
      </div>

      <PeriodSwitch name={`period-${tier}`} period={period} onChange={setPeriod} />

      <div>
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid={`price-${tier}`}>
            {formatMoney(price, i18n.language)}
          </span>
          <span className="text-sm text-slate-600">
            {t(period === 'monthly' ? 'plans.perMonth' : 'plans.perYear')}
          </span>
        </p>
        <p className="mt-1 h-5 text-sm font-medium text-green-700">
          {period === 'annual' &&
            t('plans.saving', { amount: formatMoney(annualSaving(tier), i18n.language) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('plans.trial', { days: TRIAL_DAYS })}</p>
      </div>

      <ul className="flex flex-1 flex-col gap-2.5 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" strokeWidth={3} />
            {feature}
          </li>
        ))}
      </ul>

      <Button size="lg" variant={featured ? 'primary' : 'outline'} onClick={subscribe} loading={redirecting}>
        {t('plans.subscribe')}
      </Button>
    </article>
  );
}
