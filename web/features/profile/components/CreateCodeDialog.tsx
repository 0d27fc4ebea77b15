import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateVisitorCodeResponse } from '../../../../common/contract/teams';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toast-store';
import { useCreateVisitorCode } from '../profile.queries';

/** Creates a visitor code, then shows it in full this once, with a direct link to share. */
export function CreateCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const create = useCreateVisitorCode();
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [days, setDays] = useState('7');
  const [uses, setUses] = useState('1');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateVisitorCodeResponse | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setError(null);
      setEmail('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setCreated(
        await create.mutateAsync({
          role,
          expiresInDays: Number(days),
          maxUses: Number(uses),
          email: email.trim() || null,
        }),
      );
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code ? failure.message : t('team.create.error'));
    }
  };

  if (created) {
    const params = new URLSearchParams({ code: created.code });
    if (created.visitorCode.email) params.set('email', created.visitorCode.email);
    const link = `${window.location.origin}/visitor-access?${params}`;
    const copy = async (value: string) => {
      await navigator.clipboard.writeText(value);
      toast({ title: t('team.created.copied'), variant: 'success' });
    };
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('team.created.title')}
        description={t('team.created.text')}
      >
        <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 p-4">
          <span
            className="font-mono text-2xl font-bold tracking-[0.2em] text-brand-900"
            data-testid="created-code"
          >
            {created.code}
          </span>
          <Button variant="outline" size="sm" onClick={() => copy(created.code)}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t('team.created.copy')}
          </Button>
        </div>
        <Field label={t('team.created.link')}>
          <Input
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            data-testid="created-link"
          />
        </Field>
        <div className="flex justify-end">
          <Button onClick={() => close(false)}>{t('team.created.done')}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close} title={t('team.create.title')} dismissible={!create.isPending}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label={t('team.create.role')}>
          <Select
            value={role}
            onChange={(event) => setRole(event.target.value as 'member' | 'admin')}
            options={[
              { value: 'member', label: t('roles.member') },
              { value: 'admin', label: t('roles.admin') },
            ]}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label={t('team.create.days')} hint={t('team.create.daysHint')}>
            <Input
              type="number"
              min={1}
              max={90}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </Field>
          <Field label={t('team.create.uses')} hint={t('team.create.usesHint')}>
            <Input
              type="number"
              min={1}
              max={100}
              value={uses}
              onChange={(event) => setUses(event.target.value)}
            />
          </Field>
        </div>
        <Field label={t('team.create.email')} hint={t('team.create.emailHint')}>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-code-submit">
            {t('team.create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
