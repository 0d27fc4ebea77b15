import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../../../common/contract/routes';
import { normalizeVisitorCode, VISITOR_CODE_MAX_LENGTH } from '../../../../common/contract/visitor';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';
import { VISITOR_TOKEN_KEY } from '../auth-storage';
import { AuthLayout } from '../components/AuthLayout';
import { useRecordSignIn } from '../session';

/** `/visitor-access?code=&email=`: a team's code opens a session in that team with the code's role. */
export function VisitorAccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recordSignIn = useRecordSignIn();
  const linkCode = params.get('code');
  const linkEmail = params.get('email');
  // The address is fixed only when the link brings it together with a code (spec part 2 §2.8).
  const emailLocked = Boolean(linkCode && linkEmail);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(linkEmail ?? '');
  const [code, setCode] = useState(normalizeVisitorCode(linkCode ?? '').slice(0, VISITOR_CODE_MAX_LENGTH));
  const [validating, setValidating] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = !name.trim() ? 'name' : !email.trim() ? 'email' : !code.trim() ? 'code' : null;
    if (missing) {
      toast({
        title: t(`visitor.${missing}RequiredTitle`),
        description: t(`visitor.${missing}Required`),
        variant: 'destructive',
      });
      return;
    }
    setValidating(true);
    try {
      const answer = await api(routes.visitorValidate, {
        body: { name: name.trim(), email: email.trim(), code: normalizeVisitorCode(code) },
      });
      localStorage.setItem(VISITOR_TOKEN_KEY, JSON.stringify(answer.accessToken));
      recordSignIn(answer.user);
      toast({ title: t('visitor.successTitle'), description: answer.message, variant: 'success' });
      navigate(answer.accessToken.role === 'admin' ? '/dashboard' : '/conseiller-sst', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError) {
        toast({
          title: t('visitor.invalidTitle'),
          description: failure.code ? failure.message : t('visitor.invalid'),
          variant: 'destructive',
        });
      } else {
        toast({ title: t('visitor.errorTitle'), description: t('visitor.error'), variant: 'destructive' });
      }
      setValidating(false);
    }
  };

  const incomplete = !name.trim() || !email.trim() || !code.trim();
  return (
    <AuthLayout title={t('visitor.title')} subtitle={t('visitor.subtitle')}>
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <Field label={t('visitor.name')}>
          <Input
            autoComplete="name"
            placeholder={t('visitor.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field label={t('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            readOnly={emailLocked}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={t('visitor.code')} hint={t('visitor.codeHint')}>
          <Input
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VISITOR_CODE_MAX_LENGTH}
            className="font-mono tracking-widest uppercase"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, VISITOR_CODE_MAX_LENGTH))}
          />
        </Field>
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" disabled={incomplete} loading={validating}>
            {validating ? t('visitor.submitting') : t('visitor.submit')}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">{t('visitor.returnHome')}</Link>
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
