import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { homePathOf } from '../../../../common/domain/access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/Button';
import { PaymentShell } from '../components/PaymentShell';
import { ResultCard } from '../components/ResultCard';
import { PAYMENT_SUCCESS_REDIRECT_MS, recordPaymentCompleted, tierOf } from '../payment-storage';

/**
 * `/payment-success?tier=`: records the payment under the spec's keys, then goes to the tier's home
 * after 3 s (enterprise /dashboard, conseiller /conseiller-sst, otherwise /), or at once on the button.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation(['billing', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tier = tierOf(params.get('tier'));
  const home = homePathOf(tier);
  const [seconds, setSeconds] = useState(PAYMENT_SUCCESS_REDIRECT_MS / 1000);
  useDocumentTitle(t('success.title'));

  useEffect(() => {
    recordPaymentCompleted(tier);
    const redirect = window.setTimeout(() => navigate(home, { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    const countdown = window.setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => {
      window.clearTimeout(redirect);
      window.clearInterval(countdown);
    };
  }, [tier, home, navigate]);

  return (
    <PaymentShell>
      <ResultCard id="success-title" icon={CheckCircle2} tone="success" title={t('success.title')}>
        <p className="text-slate-700">{t('success.text', { plan: t(`common:tiers.${tier ?? 'none'}`) })}</p>
        <p className="text-sm text-slate-600">{t('success.account')}</p>
        <p className="text-sm text-slate-500" aria-live="polite">
          {t('success.redirect', { seconds })}
        </p>
        <Button size="lg" onClick={() => navigate(home, { replace: true })}>
          {t('success.go')}
        </Button>
      </ResultCard>
    </PaymentShell>
  );
}
