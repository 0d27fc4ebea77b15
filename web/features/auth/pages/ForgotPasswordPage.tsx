import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '../../../../common/contract/routes';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';
import { AuthLayout } from '../components/AuthLayout';

/**
 * `/forgot-password`: whatever the server answers, the same confirmation shows (spec part 1 §4);
 * only a network failure shows an error.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setSubmitting(true);
    try {
      await api(routes.forgotPassword, { body: { email: address } });
      setSentTo(address);
    } catch (error) {
      if (error instanceof ApiError) setSentTo(address);
      else toast({ title: t('forgot.error'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const backToLogin = (
    <Link to="/login" className="font-medium text-brand-700 hover:underline">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AuthLayout title={t('forgot.sentTitle')} footer={backToLogin}>
        <div className="flex flex-col items-start gap-5" data-testid="forgot-sent">
          <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-600" />
          <p className="leading-relaxed text-slate-700" role="status">
            {t('forgot.sent', { email: sentTo })}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            {t('forgot.another')}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToLogin}>
      <form onSubmit={submit} className="flex flex-col gap-5">
        <Field label={t('email')}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={t('emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
