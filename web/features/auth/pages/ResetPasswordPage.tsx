import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../common/contract/password-rules';
import { routes } from '../../../../common/contract/routes';
import { PageSpinner } from '../../../app/PageSpinner';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { clearStoredSession } from '../auth-storage';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordInput } from '../components/PasswordInput';

/** `/reset-password?token=`: a missing or dead link sends the user back to ask for a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [email, setEmail] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const invalidLink = () => {
      toast({ title: t('reset.invalidTitle'), description: t('reset.invalid'), variant: 'destructive' });
      navigate('/forgot-password', { replace: true });
    };
    if (!token) {
      invalidLink();
      return;
    }
    api(routes.verifyToken, { query: { token, purpose: 'password_reset' } })
      .then((answer) => {
        setEmail(answer.user.email);
        setChecked(true);
      })
      .catch((failure: unknown) => {
        // A refused link goes back; a network failure keeps the form, and submitting will tell.
        if (failure instanceof ApiError) invalidLink();
        else setChecked(true);
      });
  }, [token, navigate, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setError(t('reset.mismatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('reset.tooShort'));
    setError(null);
    setSubmitting(true);
    try {
      await api(routes.resetPassword, { body: { token: token ?? '', password } });
      clearStoredSession();
      setDone(true);
    } catch (failure) {
      const message = failure instanceof ApiError && failure.code ? failure.message : t('reset.error');
      toast({ title: t('reset.invalidTitle'), description: message, variant: 'destructive' });
      if (failure instanceof ApiError && failure.code === 'auth.resetLinkInvalid')
        navigate('/forgot-password');
    } finally {
      setSubmitting(false);
    }
  };

  if (!checked) return <PageSpinner />;
  if (done) {
    return (
      <AuthLayout title={t('reset.successTitle')}>
        <div className="flex flex-col items-start gap-5" data-testid="reset-done">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-green-600" />
          <p className="leading-relaxed text-slate-700" role="status">
            {t('reset.success')}
          </p>
          <Button asChild size="lg">
            <Link to="/login">{t('reset.goToLogin')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={email ? t('reset.subtitle', { email }) : t('reset.subtitleNoEmail')}
    >
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <Field label={t('reset.newPassword')} hint={t('reset.hint')}>
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label={t('reset.confirm')} error={error}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={submitting}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
