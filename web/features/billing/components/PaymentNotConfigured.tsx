import { useTranslation } from 'react-i18next';
import type { Tier } from '../../../../common/domain/plans';
import { Alert } from '../../../ui/Alert';
import { useSiteInfo } from '../../site/site.queries';

/**
 * Said plainly when no Stripe key is set: this server takes no payment, and access comes from its
 * administrator, who creates the account with `npm run user:create`.
 */
export function PaymentNotConfigured({ tier }: { tier: Tier }) {
  const { t } = useTranslation('billing');
  const site = useSiteInfo();
  const command = `npm run user:create -- --email ${t('offline.commandEmail')} --tier ${tier} --invite`;
  return (
    <section aria-labelledby="offline-title" className="flex flex-col gap-4" data-testid="payment-offline">
      <Alert variant="warning" title={<span id="offline-title">{t('offline.title')}</span>}>
        {t('offline.text')}
      </Alert>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">{t('offline.howTitle')}</h2>
        <p>{t('offline.how')}</p>
        <pre className="rounded-lg bg-slate-900 p-3 text-xs break-all whitespace-pre-wrap text-slate-100">
          <code>{command}</code>
        </pre>
        {site.data && <p>{t('offline.contact', { email: site.data.operator.contactEmail })}</p>}
        <p className="text-xs text-slate-500">{t('offline.admin')}</p>
      </div>
    </section>
  );
}
