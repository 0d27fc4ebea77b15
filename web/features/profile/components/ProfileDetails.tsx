import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../common/contract/profile';
import { profileFieldError } from '../../../../common/contract/profile-rules';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { useProfile, useUpdateProfile } from '../profile.queries';

const FIELDS = ['name', 'phone', 'company', 'position'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const valuesOf = (profile: Profile): Values => ({
  name: profile.name ?? '',
  phone: profile.phone ?? '',
  company: profile.company ?? '',
  position: profile.position ?? '',
});

/**
 * The Profile tab: read-only until Edit; Save checks the fields, then sends them; Cancel puts back
 * the saved values. The plan, team and role come from the account and are not edited here.
 */
export function ProfileDetails(props: { tier: string; team: string | null; role: string | null }) {
  // The field messages are the server's own (errors namespace), so both sides say the same.
  const { t } = useTranslation(['profile', 'errors']);
  const profile = useProfile();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>({ name: '', phone: '', company: '', position: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  if (profile.isError) return <Alert variant="error">{t('info.loadError')}</Alert>;
  const saved = profile.data;

  const startEditing = () => {
    setValues(valuesOf(saved));
    setErrors({});
    setFailure(null);
    setEditing(true);
  };
  const cancel = () => {
    setValues(valuesOf(saved));
    setErrors({});
    setFailure(null);
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    for (const field of FIELDS) {
      const code = profileFieldError(field, values[field]);
      if (code) found[field] = t(`errors:${code}`);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync(values);
      setEditing(false);
      setFailure(null);
      toast({ title: t('info.saved'), variant: 'success' });
    } catch (error) {
      setFailure(error instanceof ApiError && error.code ? error.message : t('security.error'));
    }
  };

  const notSpecified = <span className="text-slate-500 italic">{t('info.notSpecified')}</span>;
  const readOnlyRows = [
    { label: t('info.tier'), value: <Badge variant="brand">{props.tier}</Badge> },
    { label: t('info.team'), value: props.team ?? notSpecified },
    { label: t('info.role'), value: props.role ?? notSpecified },
  ];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('info.title')}</CardTitle>
        {!editing && (
          <Button variant="outline" onClick={startEditing}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('info.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <Field key={field} label={t(`info.${field}`)} error={errors[field] ?? null}>
                <Input
                  name={field}
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={
                    { name: 'name', phone: 'tel', company: 'organization', position: 'organization-title' }[
                      field
                    ]
                  }
                  placeholder={editing && field === 'phone' ? t('info.phonePlaceholder') : undefined}
                  readOnly={!editing}
                  required={field === 'name'}
                  value={editing ? values[field] : (saved[field] ?? '')}
                  onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                />
              </Field>
            ))}
            <Field label={t('info.email')} hint={editing ? t('info.emailHint') : undefined}>
              <Input name="email" type="email" readOnly value={saved.email} />
            </Field>
          </div>
          {failure && <Alert variant="error">{failure}</Alert>}
          {editing && (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={update.isPending}>
                {t('info.save')}
              </Button>
              <Button type="button" variant="outline" onClick={cancel}>
                {t('info.cancel')}
              </Button>
            </div>
          )}
          <dl className="grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-[10rem_1fr]">
            {readOnlyRows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-500">{row.label}</dt>
                <dd className="break-all text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </form>
      </CardContent>
    </Card>
  );
}
