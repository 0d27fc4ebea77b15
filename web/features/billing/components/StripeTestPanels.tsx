import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StripeTiersResponse } from '../../../../common/contract/billing';
import { BILLING_PERIODS, PLAN_PRICES, TIERS } from '../../../../common/domain/plans';
import { formatMoney } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { paymentPagePath } from '../../landing/subscribe';

/** The four plans of the spec, from common/domain/plans.ts. */
export function PlanGrid() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="test-plans">
      {TIERS.flatMap((tier) =>
        BILLING_PERIODS.map((period) => (
          <li key={`${tier}-${period}`} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm font-medium text-slate-600">
              {t(`common:tiers.${tier}`)} · {t(`payment.${period}`)}
            </p>
            <p className="text-2xl font-bold text-slate-900">
              {formatMoney(PLAN_PRICES[tier][period], i18n.language)}{' '}
              <span className="text-sm font-normal text-slate-500">
                {t(period === 'monthly' ? 'payment.perMonth' : 'payment.perYear')}
              </span>
            </p>
          </li>
        )),
      )}
    </ul>
  );
}

/** The per-tier, per-period buttons: each builds its payment path and says it, without calling it. */
export function RedirectTests({ onResult }: { onResult: (path: string) => void }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <div className="flex flex-wrap gap-2">
      {TIERS.flatMap((tier) =>
        BILLING_PERIODS.map((period) => (
          <Button
            key={`${tier}-${period}`}
            variant="outline"
            onClick={() => onResult(paymentPagePath(tier, period))}
          >
            {t('test.test', {
              plan: t(`common:tiers.${tier}`),
              period: t(`payment.${period}`).toLowerCase(),
            })}
          </Button>
        )),
      )}
    </div>
  );
}

export function TierConfiguration({ tiers }: { tiers: StripeTiersResponse }) {
  const { t } = useTranslation('billing');
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-700" data-testid="stripe-config">
      <li>{t(tiers.enabled ? 'test.stripeEnabled' : 'test.stripeDisabled')}</li>
      <li>{t(tiers.automaticTax ? 'test.taxOn' : 'test.taxOff')}</li>
      {tiers.tiers.map((entry) => (
        <li key={entry.tier}>
          <Link to={entry.paymentPaths.monthly} className="text-brand-700 underline">
            {entry.paymentPaths.monthly}
          </Link>{' '}
          ·{' '}
          <Link to={entry.paymentPaths.annual} className="text-brand-700 underline">
            {entry.paymentPaths.annual}
          </Link>
        </li>
      ))}
    </ul>
  );
}
