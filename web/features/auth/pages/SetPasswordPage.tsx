import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { VerifyTokenResponse } from '../../../../common/contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../../common/contract/password-rules';
import { routes } from '../../../../common/contract/routes';
import { homePathOf } from '../../../../common/domain/access';
import { PageSpinner } from '../../../app/PageSpinner';
import { ApiError, api } from '../../../lib/api-client';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordInput } from '../components/PasswordInput';
import { useRecordSignIn } from '../session';

/** The spec's pause before going to the tier's home. */
export const SET_PASSWORD_REDIRECT_DELAY_MS = 1000;

/** `/set-password?token=&tier=&action=`: an invitation creates a password, a returning user updates it. */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const recordSignIn = useRecordSignIn();
  const [account, setAccount] = useState<VerifyTokenResponse | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const leave = (title: string, description?: string) => {
      toast({ title, description, variant: 'destructive' });
      navigate('/', { replace: true });
    };
    if (!token) return leave(t('setPassword.missingTokenTitle'), t('setPassword.missingToken'));
    api(routes.verifyToken, { query: { token } })
      .then(setAccount)
      .catch((failure: unknown) =>
        failure instanceof ApiError
          ? leave(t('setPassword.invalidTokenTitle'), t('setPassword.invalidToken'))
          : leave(t('setPassword.verifyError')),
      );
  }, [token, navigate, t]);

  if (!account) return <PageSpinner />;
  const existing = account.isExistingUser;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      !password || !confirm
        ? 'required'
        : password !== confirm
          ? 'mismatch'
          : password.length < PASSWORD_MIN_LENGTH
            ? 'tooShort'
            : null;
    if (problem) {
      toast({
        title: t(`setPassword.${problem}Title`),
        description: t(`setPassword.${problem}`),
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      const { user } = await api(routes.setPassword, { body: { token: token ?? '', password } });
      recordSignIn(user);
      toast({
        title: t(existing ? 'setPassword.successUpdateTitle' : 'setPassword.successCreateTitle'),
        description: t('setPassword.success'),
        variant: 'success',
      });
      window.setTimeout(
        () => navigate(homePathOf(user.tier), { replace: true }),
        SET_PASSWORD_REDIRECT_DELAY_MS,
      );
    } catch (failure) {
      const description =
        failure instanceof ApiError
          ? failure.code
            ? failure.message
            : t('setPassword.createError')
          : t('setPassword.serverError');
      toast({ title: t('setPassword.createError'), description, variant: 'destructive' });
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={t(existing ? 'setPassword.updateTitle' : 'setPassword.createTitle')}
      subtitle={t(existing ? 'setPassword.updateText' : 'setPassword.createText')}
    >
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-500">{t('setPassword.account')}</dt>
        <dd className="font-medium break-all text-slate-900" data-testid="set-password-email">
          {account.user.email}
        </dd>
        <dt className="text-slate-500">{t('setPassword.tier')}</dt>
        <dd>
          <Badge variant="brand">{t(`common:tiers.${account.user.tier ?? 'none'}`)}</Badge>
        </dd>
      </dl>
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <Field label={t('setPassword.password')} hint={t('setPassword.hint')}>
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label={t('setPassword.confirm')}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={submitting}>
          {t(existing ? 'setPassword.submitUpdate' : 'setPassword.submitCreate')}
        </Button>
      </form>
    </AuthLayout>
  );
}
