import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { type BillingPeriod, isTier, parseBillingPeriod, TRIAL_DAYS } from '../../../../common/domain/plans';
import { PageSpinner } from '../../../app/PageSpinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { useSession } from '../../auth/session';
import { useStartCheckout, useStripeTiers } from '../billing.queries';
import { PaymentNotConfigured } from '../components/PaymentNotConfigured';
import { PaymentShell } from '../components/PaymentShell';
import { PlanSummary } from '../components/PlanSummary';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `/simple/stripe/:tier?billing=monthly|annual`: the plan, then Stripe Checkout. Without Stripe
 * keys it says that this server takes no payment and how an administrator grants access.
 */
export function PaymentPage() {
  const { t } = useTranslation(['billing', 'common']);
  const { tier } = useParams();
  const [params, setParams] = useSearchParams();
  const period: BillingPeriod = parseBillingPeriod(params.get('billing')) ?? 'monthly';
  const tiers = useStripeTiers();
  const session = useSession();
  const checkout = useStartCheckout();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const plan = isTier(tier) ? t(`common:tiers.${tier}`) : '';
  useDocumentTitle(isTier(tier) ? t('payment.title', { plan }) : t('payment.unknownPlan'));

  if (!isTier(tier)) {
    return (
      <PaymentShell>
        <Alert variant="error" title={t('payment.unknownPlan')} />
        <Button asChild variant="outline" className="w-fit">
          <Link to="/#plans">{t('payment.seePlans')}</Link>
        </Button>
      </PaymentShell>
    );
  }
  if (!tiers.data && !tiers.isError) return <PageSpinner />;

  const signedInEmail = session.status === 'authenticated' ? session.user.email : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!signedInEmail && !EMAIL.test(address)) {
      setEmailError(t('payment.invalidEmail'));
      return;
    }
    setEmailError(null);
    checkout.mutate({ tier, billing: period, ...(signedInEmail ? {} : { email: address }) });
  };
  const failure = checkout.error instanceof ApiError && checkout.error.code ? checkout.error.message : null;

  return (
    <PaymentShell>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-900">{t('payment.title', { plan })}</h1>
        <p className="text-slate-600">{t('payment.lead', { days: TRIAL_DAYS })}</p>
      </header>
      <PlanSummary
        tier={tier}
        period={period}
        onPeriodChange={(next) => setParams({ billing: next }, { replace: true })}
      />
      {tiers.isError ? (
        <Alert variant="error" title={t('payment.redirectError')} />
      ) : tiers.data?.enabled ? (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          {signedInEmail ? (
            <p className="text-sm text-slate-700">{t('payment.signedInAs', { email: signedInEmail })}</p>
          ) : (
            <Field label={t('payment.emailLabel')} hint={t('payment.emailHint')} error={emailError}>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
              />
            </Field>
          )}
          {tiers.data.automaticTax && <p className="text-xs text-slate-500">{t('payment.taxesComputed')}</p>}
          {checkout.isError && (
            <Alert variant="error" title={t('payment.redirectError')}>
              {failure}
            </Alert>
          )}
          <Button type="submit" size="lg" loading={checkout.isPending || checkout.isSuccess}>
            {checkout.isPending || checkout.isSuccess ? t('payment.redirecting') : t('payment.continue')}
          </Button>
          <p className="text-xs text-slate-500">
            {t('payment.legal')}{' '}
            <Link to="/terms-conditions" className="text-brand-700 underline">
              {t('payment.terms')}
            </Link>
          </p>
        </form>
      ) : (
        <PaymentNotConfigured tier={tier} />
      )}
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/">{t('payment.backHome')}</Link>
      </Button>
    </PaymentShell>
  );
}
