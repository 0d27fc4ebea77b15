import { XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/Button';
import { PaymentShell } from '../components/PaymentShell';
import { ResultCard } from '../components/ResultCard';
import { clearPaymentRecord, tierOf } from '../payment-storage';

/** `/payment-cancel?tier=`: nothing was charged; Try again goes to the plans with the tier, or home. */
export function PaymentCancelPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const tier = tierOf(params.get('tier'));
  useDocumentTitle(t('cancel.title'));

  useEffect(() => {
    clearPaymentRecord();
  }, []);

  return (
    <PaymentShell>
      <ResultCard id="cancel-title" icon={XCircle} tone="neutral" title={t('cancel.title')}>
        <p className="text-slate-700">{t('cancel.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={tier ? `/?tier=${tier}` : '/'}>{t('cancel.retry')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">{t('cancel.home')}</Link>
          </Button>
        </div>
      </ResultCard>
    </PaymentShell>
  );
}
