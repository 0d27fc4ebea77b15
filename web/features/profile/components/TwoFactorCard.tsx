import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '../../../../common/contract/profile';
import { routes } from '../../../../common/contract/routes';
import { ApiError, api } from '../../../lib/api-client';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';
import { PasswordInput } from '../../auth/components/PasswordInput';
import { useRefreshProfile } from '../profile.queries';

/**
 * Two-factor sign-in: set up (QR code, key, first code), the recovery codes shown once, and turning
 * it off with a code or the password. The secret and codes live in this component's state only.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const refreshProfile = useRefreshProfile();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const messageOf = (failure: unknown) =>
    failure instanceof ApiError && failure.code ? failure.message : t('twoFactor.error');
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setCode('');
      setSetup(await api(routes.twoFactorSetup));
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await api(routes.twoFactorEnable, { body: { code } });
      setSetup(null);
      setCode('');
      setRecoveryCodes(answer.recoveryCodes);
      await refreshProfile();
      toast({ title: t('twoFactor.enabled'), variant: 'success' });
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await api(routes.twoFactorDisable, {
        body: code ? { code } : { password },
      });
      setDisabling(false);
      setCode('');
      setPassword('');
      await refreshProfile();
      toast({ title: t('twoFactor.disabled'), variant: 'success' });
    });
  };
  const copyCodes = async () => {
    await navigator.clipboard?.writeText(recoveryCodes?.join('\n') ?? '');
    toast({ title: t('twoFactor.copied'), variant: 'success' });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {t('twoFactor.title')}
          <Badge variant={enabled ? 'success' : 'neutral'}>
            {enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
          </Badge>
        </CardTitle>
        <p className="text-sm text-slate-600">{enabled ? t('twoFactor.textOn') : t('twoFactor.textOff')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error && !disabling && <Alert variant="error">{error}</Alert>}
        {!enabled && !setup && (
          <div>
            <Button onClick={start} loading={busy}>
              {t('twoFactor.setup')}
            </Button>
          </div>
        )}
        {!enabled && setup && (
          <form onSubmit={confirm} className="flex flex-col gap-4">
            <p className="text-sm font-medium text-slate-800">{t('twoFactor.scan')}</p>
            <img
              src={setup.qrCode}
              alt={t('twoFactor.qrAlt')}
              width={200}
              height={200}
              className="h-[200px] w-[200px] rounded-lg border border-slate-200"
            />
            <div className="text-sm text-slate-600">
              {t('twoFactor.manual')}{' '}
              <code
                className="rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all text-slate-900"
                data-testid="totp-secret"
              >
                {setup.secret}
              </code>
            </div>
            <Field label={t('twoFactor.confirmLabel')} className="flex max-w-xs flex-col gap-1.5">
              <Input
                name="totp-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={busy}>
                {t('twoFactor.confirm')}
              </Button>
              <Button type="button" variant="outline" onClick={() => setSetup(null)}>
                {t('twoFactor.cancel')}
              </Button>
            </div>
          </form>
        )}
        {enabled && (
          <div>
            <Button variant="outline" onClick={() => setDisabling(true)}>
              {t('twoFactor.disable')}
            </Button>
          </div>
        )}
      </CardContent>

      <Dialog
        open={recoveryCodes !== null}
        onOpenChange={(open) => !open && setRecoveryCodes(null)}
        title={t('twoFactor.recoveryTitle')}
        description={t('twoFactor.recoveryText')}
        footer={
          <>
            <Button variant="outline" onClick={copyCodes}>
              {t('twoFactor.copy')}
            </Button>
            <Button onClick={() => setRecoveryCodes(null)}>{t('twoFactor.done')}</Button>
          </>
        }
      >
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
          {recoveryCodes?.map((recovery) => (
            <li key={recovery} className="rounded bg-slate-100 px-2 py-1 text-center text-slate-900">
              {recovery}
            </li>
          ))}
        </ul>
      </Dialog>

      <Dialog
        open={disabling}
        onOpenChange={(open) => {
          setDisabling(open);
          setError(null);
        }}
        title={t('twoFactor.disableTitle')}
        description={t('twoFactor.disableText')}
      >
        <form onSubmit={disable} className="flex flex-col gap-4">
          <Field label={t('twoFactor.disableCode')}>
            <Input
              name="disable-code"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
            />
          </Field>
          <Field label={t('twoFactor.disablePassword')}>
            <PasswordInput
              name="disable-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
          <Button type="submit" variant="danger" loading={busy} disabled={!code && !password}>
            {t('twoFactor.disable')}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
