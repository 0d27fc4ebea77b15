import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AuthUser } from '../../../../common/contract/auth';
import { routes } from '../../../../common/contract/routes';
import { homePathOf, safeReturnPath } from '../../../../common/domain/access';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordInput } from '../components/PasswordInput';
import { TwoFactorStep } from '../components/TwoFactorStep';
import { useRecordSignIn } from '../session';

/** The spec's pause between the welcome toast and the tier's home. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** `/login`: after signing in, back to the page that sent the user here, else the tier's home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recordSignIn = useRecordSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [pendingToken, setPendingToken] = useState<string | null>(null);

  const welcome = (user: AuthUser) => {
    recordSignIn(user);
    toast({
      title: t('login.welcomeTitle'),
      description: user.name ? t('login.welcomeNamed', { name: user.name }) : t('login.welcome'),
      variant: 'success',
    });
    const target = safeReturnPath(params.get('next')) ?? homePathOf(user.tier);
    window.setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const answer = await api(routes.login, { body: { email: email.trim(), password } });
      if ('twoFactorRequired' in answer) {
        setPassword('');
        setSubmitting(false);
        setPendingToken(answer.pendingToken);
        return;
      }
      welcome(answer.user);
    } catch (error) {
      const description =
        error instanceof ApiError
          ? error.code
            ? error.message
            : t('login.invalid')
          : t('login.serverUnreachable');
      toast({ title: t('login.errorTitle'), description, variant: 'destructive' });
      setSubmitting(false);
    }
  };

  if (pendingToken) {
    return (
      <AuthLayout title={t('twoFactor.title')} subtitle={email.trim()}>
        <TwoFactorStep
          pendingToken={pendingToken}
          onSignedIn={welcome}
          onRestart={() => setPendingToken(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Link to="/visitor-access" className="font-medium text-brand-700 hover:underline">
          {t('login.visitor')}
        </Link>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <Field label={t('email')}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            required
            placeholder={t('emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={t('password')}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value.trim())}
          />
        </Field>
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
