import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../../common/contract/auth';
import { routes } from '../../../../common/contract/routes';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';

/**
 * The sign-in's second step: the code from the app, or a recovery code. The pending token lives in
 * memory only; an expired one sends the person back to the password.
 */
export function TwoFactorStep(props: {
  pendingToken: string;
  onSignedIn: (user: AuthUser) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { user } = await api(routes.loginTwoFactor, { body: { pendingToken: props.pendingToken, code } });
      props.onSignedIn(user);
    } catch (error) {
      const description =
        error instanceof ApiError && error.code ? error.message : t('login.serverUnreachable');
      toast({ title: t('login.errorTitle'), description, variant: 'destructive' });
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'twoFactor.pendingExpired') props.onRestart();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('twoFactor.subtitle')}</p>
      <Field label={t('twoFactor.code')} hint={t('twoFactor.recoveryHint')}>
        <Input
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
        />
      </Field>
      <Button type="submit" size="lg" loading={submitting}>
        {t('twoFactor.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={props.onRestart}>
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
