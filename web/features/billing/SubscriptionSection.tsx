import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionResponse } from '../../../common/contract/billing';
import { formatDate } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { paymentPagePath } from '../landing/subscribe';
import { useOpenPortal, useSubscription } from './billing.queries';

type Current = NonNullable<SubscriptionResponse['subscription']>;

function dateLine(subscription: Current): { label: string; date: string | null } {
  if (subscription.status === 'trialing')
    return { label: 'subscription.trialEnds', date: subscription.trialEnd };
  if (!subscription.access) return { label: 'subscription.expired', date: subscription.currentPeriodEnd };
  if (subscription.cancelAtPeriodEnd)
    return { label: 'subscription.ends', date: subscription.currentPeriodEnd };
  return { label: 'subscription.renews', date: subscription.currentPeriodEnd };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The profile's Subscription tab: the plan and its state from the billing records, the trial end
 * or renewal date, Stripe's Customer Portal, and the analyses and seats actually used.
 */
export function SubscriptionSection() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const query = useSubscription();
  const portal = useOpenPortal();

  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) return <Alert variant="error" title={t('subscription.loadError')} />;
  const { subscription, usage, tier, onlinePayment } = query.data;
  const planTier = subscription?.tier ?? tier;
  const when = subscription ? dateLine(subscription) : null;

  return (
    <section
      aria-labelledby="subscription-title"
      className="flex flex-col gap-5"
      data-testid="subscription-section"
    >
      <h2 id="subscription-title" className="text-xl font-semibold text-slate-900">
        {t('subscription.title')}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('subscription.plan')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="subscription-plan">
            {planTier ? t(`common:tiers.${planTier}`) : t('subscription.noPlan')}
            {subscription && ` · ${t(`payment.${subscription.billingPeriod}`)}`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('subscription.status')}</dt>
          <dd>
            {subscription ? (
              <Badge variant={subscription.access ? 'success' : 'critical'} data-testid="subscription-status">
                {t(`subscription.statuses.${subscription.status}`)}
              </Badge>
            ) : (
              <span className="text-slate-700">{t('subscription.none')}</span>
            )}
          </dd>
        </div>
        {when && (
          <div>
            <dt className="text-slate-600">{t(when.label)}</dt>
            <dd className="font-semibold text-slate-900" data-testid="subscription-date">
              {when.date ? formatDate(when.date, i18n.language) : t('subscription.noDate')}
            </dd>
          </div>
        )}
      </dl>

      {subscription && !subscription.access && <Alert variant="warning">{t('subscription.lapsed')}</Alert>}
      {subscription?.cancelAtPeriodEnd && subscription.access && (
        <p className="text-sm text-slate-600">{t('subscription.cancelScheduled')}</p>
      )}
      {!subscription && (
        <p className="text-sm text-slate-600">
          {t(onlinePayment ? 'subscription.noneOnline' : 'subscription.noneManual')}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        {subscription?.canManage && onlinePayment && (
          <Button onClick={() => portal.mutate()} loading={portal.isPending || portal.isSuccess}>
            {t('subscription.manage')}
          </Button>
        )}
        {subscription && !subscription.access && subscription.canManage && (
          <Button asChild variant="accent">
            <Link
              to={paymentPagePath(subscription.tier, subscription.billingPeriod)}
              target="_blank"
              rel="noopener"
            >
              {t('subscription.renew')}
            </Link>
          </Button>
        )}
        {subscription && !subscription.canManage && (
          <p className="text-sm text-slate-600">{t('subscription.managedByTeam')}</p>
        )}
      </div>
      {portal.isError && <Alert variant="error" title={t('subscription.portalError')} />}

      <dl className="grid gap-4 sm:grid-cols-2">
        <Figure
          label={t('subscription.analysesThisMonth')}
          value={String(usage.analysesThisMonth)}
          testId="usage-analyses"
        />
        <Figure
          label={t('subscription.seatsUsed')}
          value={usage.seats ? `${usage.seats.used}/${usage.seats.total}` : t('subscription.noSeats')}
          testId="usage-seats"
        />
      </dl>
    </section>
  );
}
