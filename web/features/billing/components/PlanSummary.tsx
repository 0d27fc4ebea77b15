import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  annualSaving,
  type BillingPeriod,
  PLAN_PRICES,
  seatsOf,
  type Tier,
  TRIAL_DAYS,
} from '../../../../common/domain/plans';
import { formatMoney } from '../../../lib/format';
import { PeriodSwitch } from '../../landing/components/PeriodSwitch';

/** The plan being bought, from common/domain/plans.ts, with its period switch. */
export function PlanSummary({
  tier,
  period,
  onPeriodChange,
}: {
  tier: Tier;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'landing']);
  const seats = seatsOf(tier);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <PeriodSwitch name="period" period={period} onChange={onPeriodChange} />
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid="payment-price">
          {formatMoney(PLAN_PRICES[tier][period], i18n.language)}
        </span>
        <span className="text-sm text-slate-600">
          {t(period === 'monthly' ? 'payment.perMonth' : 'payment.perYear')}
        </span>
        <span className="text-xs text-slate-500">· {t('payment.taxesExtra')}</span>
      </p>
      <ul className="flex flex-col gap-2 text-sm text-slate-700">
        {[
          t('payment.trial', { days: TRIAL_DAYS }),
          seats > 1 ? t('payment.seats', { count: seats }) : t('payment.seatsOne'),
          ...(period === 'annual'
            ? [t('landing:plans.saving', { amount: formatMoney(annualSaving(tier), i18n.language) })]
            : []),
        ].map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" strokeWidth={3} />
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
