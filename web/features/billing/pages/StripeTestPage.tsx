import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '../../../../common/contract/routes';
import { GuardMessage } from '../../../app/guards/GuardMessage';
import { PageSpinner } from '../../../app/PageSpinner';
import { ApiError, api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { useStripeTiers } from '../billing.queries';
import { PaymentShell } from '../components/PaymentShell';
import { PlanGrid, RedirectTests, TierConfiguration } from '../components/StripeTestPanels';
import { TestSection } from '../components/TestSection';

/**
 * `/stripe-test`, for the installation's administrators: the real state of the e-mail service, the
 * tier configuration, the redirect paths and the four plans. Others are refused by the server.
 */
export function StripeTestPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('test.title'));
  const email = useQuery({
    queryKey: ['billing', 'email-status'],
    queryFn: ({ signal }) => api(routes.emailStatus, { signal }),
    retry: false,
    staleTime: 0,
  });
  const tiers = useStripeTiers();
  const [showTiers, setShowTiers] = useState(false);
  const [redirect, setRedirect] = useState<string | null>(null);

  if (email.error instanceof ApiError && email.error.status === 403) {
    return (
      <GuardMessage
        title={t('test.forbiddenTitle')}
        text={t('test.forbidden')}
        action={
          <Button asChild variant="outline">
            <Link to="/">{t('payment.backHome')}</Link>
          </Button>
        }
      />
    );
  }
  if (email.isPending) return <PageSpinner />;

  const testEmail = async () => {
    const result = await email.refetch();
    if (result.data)
      toast({
        title: result.data.provider.status.message,
        variant: result.data.provider.status.success ? 'success' : 'destructive',
      });
    else toast({ title: t('test.emailError'), variant: 'destructive' });
  };
  const provider = email.data?.provider;

  return (
    <PaymentShell wide>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-900">{t('test.title')}</h1>
        <p className="text-slate-600">{t('test.lead')}</p>
      </header>

      <TestSection id="email-title" title={t('test.emailTitle')}>
        {provider ? (
          <Alert
            variant={provider.status.success ? 'success' : 'error'}
            title={`${t(provider.kind === 'smtp' ? 'test.emailSmtp' : 'test.emailOutbox')} — ${provider.name}`}
          >
            <span data-testid="email-status">{provider.status.message}</span>
          </Alert>
        ) : (
          <Alert variant="error" title={t('test.emailError')} />
        )}
        <Button variant="outline" className="w-fit" onClick={testEmail} loading={email.isFetching}>
          {t('test.emailTest')}
        </Button>
      </TestSection>

      <TestSection id="stripe-title" title={t('test.stripeTitle')}>
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => {
            // biome-ignore lint/suspicious/noConsole: the spec's button logs the configuration for whoever has the console open
            console.info('Stripe tiers', tiers.data);
            setShowTiers(true);
          }}
        >
          {t('test.stripeShow')}
        </Button>
        {showTiers && tiers.data && (
          <>
            <p className="text-sm text-slate-500">{t('test.stripeLogged')}</p>
            <TierConfiguration tiers={tiers.data} />
          </>
        )}
      </TestSection>

      <TestSection id="redirect-title" title={t('test.redirectTitle')}>
        <RedirectTests onResult={setRedirect} />
        {redirect && <Alert variant="info">{t('test.redirectResult', { path: redirect })}</Alert>}
      </TestSection>

      <section aria-labelledby="plans-title" className="flex flex-col gap-3">
        <h2 id="plans-title" className="text-lg font-semibold text-slate-900">
          {t('test.plansTitle')}
        </h2>
        <PlanGrid />
      </section>
    </PaymentShell>
  );
}
