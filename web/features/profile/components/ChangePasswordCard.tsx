import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../common/contract/password-rules';
import { routes } from '../../../../common/contract/routes';
import { ApiError, api } from '../../../lib/api-client';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { PasswordInput } from '../../auth/components/PasswordInput';

/** A new password in exchange for the current one; a forgotten one goes through the e-mailed link. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sendingLink, setSendingLink] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH) return setError(t('security.passwordTooShort'));
    if (next !== confirm) return setError(t('security.passwordMismatch'));
    setError(null);
    setSaving(true);
    try {
      await api(routes.changePassword, { body: { currentPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      setConfirm('');
      toast({ title: t('security.passwordChanged'), variant: 'success' });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code ? failure.message : t('security.error'));
    } finally {
      setSaving(false);
    }
  };

  const sendPasswordLink = async () => {
    setSendingLink(true);
    try {
      await api(routes.forgotPassword, { body: { email } });
      toast({ title: t('security.passwordLinkSent', { email }), variant: 'success' });
    } catch {
      toast({ title: t('security.error'), variant: 'destructive' });
    } finally {
      setSendingLink(false);
    }
  };

  const fields = [
    { name: 'current-password', label: t('security.currentPassword'), value: current, set: setCurrent },
    { name: 'new-password', label: t('security.newPassword'), value: next, set: setNext },
    { name: 'confirm-password', label: t('security.confirmPassword'), value: confirm, set: setConfirm },
  ].map((field) => ({
    ...field,
    autoComplete: field.name === 'current-password' ? 'current-password' : 'new-password',
    hint: field.name === 'new-password' ? t('security.passwordHint') : undefined,
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security.passwordTitle')}</CardTitle>
        <p className="text-sm text-slate-600">{t('security.passwordText')}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex max-w-md flex-col gap-4">
          {fields.map((field) => (
            <Field key={field.name} label={field.label} hint={field.hint}>
              <PasswordInput
                name={field.name}
                autoComplete={field.autoComplete}
                required
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
              />
            </Field>
          ))}
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={saving}>
              {t('security.changePassword')}
            </Button>
            {/* A text link that wraps: its sentence is too long for a button on a phone. */}
            <button
              type="button"
              onClick={sendPasswordLink}
              disabled={sendingLink}
              className="text-left text-sm font-medium text-brand-700 hover:underline disabled:opacity-50"
            >
              {t('security.forgotLink')}
            </button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
