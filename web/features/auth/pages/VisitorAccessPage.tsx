import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../../../common/contract/routes';
import { normalizeVisitorCode, VISITOR_CODE_MAX_LENGTH } from '../../../../common/contract/visitor';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { dismissToast, toast } from '../../../ui/toast-store';
import { VISITOR_TOKEN_KEY } from '../auth-storage';
import { AuthLayout } from '../components/AuthLayout';
import { VisitorLinkSent } from '../components/VisitorLinkSent';
import { useRecordSignIn } from '../session';

/**
 * `/visitor-access?code=&email=`: a team's code e-mails the address a one-time link; nothing opens
 * until it is followed. `/visitor-access?token=` is that link: it opens the session (the spec's
 * visitor token is stored then) and goes to the role's screen.
 */
export function VisitorAccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VisitorLinkFollow token={token} /> : <VisitorCodeForm />;
}

function VisitorLinkFollow({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const recordSignIn = useRecordSignIn();
  // A link is spent once: React's development double effect must not post it twice.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    api(routes.visitorConfirm, { body: { token } })
      .then((answer) => {
        localStorage.setItem(VISITOR_TOKEN_KEY, JSON.stringify(answer.accessToken));
        recordSignIn(answer.user);
        toast({ title: t('visitor.successTitle'), description: answer.message, variant: 'success' });
        navigate(answer.accessToken.role === 'admin' ? '/dashboard' : '/conseiller-sst', { replace: true });
      })
      .catch((failure: unknown) => {
        const known = failure instanceof ApiError && failure.code;
        toast({
          title: known ? t('visitor.linkInvalidTitle') : t('visitor.errorTitle'),
          description: known ? failure.message : t('visitor.error'),
          variant: 'destructive',
        });
        navigate('/visitor-access', { replace: true });
      });
  }, [token, navigate, recordSignIn, t]);

  return (
    <AuthLayout title={t('visitor.title')}>
      <div className="flex justify-center py-6">
        <Spinner size="lg" label={t('visitor.confirming')} />
      </div>
    </AuthLayout>
  );
}

function VisitorCodeForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const linkCode = params.get('code');
  const linkEmail = params.get('email');
  // The address is fixed only when the link brings it together with a code (spec part 2 §2.8).
  const emailLocked = Boolean(linkCode && linkEmail);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(linkEmail ?? '');
  const [code, setCode] = useState(normalizeVisitorCode(linkCode ?? '').slice(0, VISITOR_CODE_MAX_LENGTH));
  const [validating, setValidating] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

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
      // An earlier "invalid code" toast no longer applies.
      dismissToast();
      setSentTo(answer.email);
      setValidating(false);
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

  if (sentTo) {
    return (
      <AuthLayout title={t('visitor.sentTitle')}>
        <VisitorLinkSent
          email={sentTo}
          onUseAnother={() => {
            setSentTo(null);
            if (!emailLocked) setEmail('');
          }}
        />
      </AuthLayout>
    );
  }
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
