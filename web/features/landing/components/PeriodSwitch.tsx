import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, type BillingPeriod } from '../../../../common/domain/plans';
import { cn } from '../../../ui/cn';

/** The monthly/annual switch of a plan (landing cards and payment page). */
export function PeriodSwitch({
  name,
  period,
  onChange,
}: {
  name: string;
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <fieldset className="flex w-fit rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">{t('plans.periodLabel')}</legend>
      {BILLING_PERIODS.map((option) => (
        <label
          key={option}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            period === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={period === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {t(`plans.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
