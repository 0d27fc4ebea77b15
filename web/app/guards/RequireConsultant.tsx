import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { GuardMessage, goToSignIn } from './GuardMessage';

/** The spec's pause before sending an anonymous visitor to sign in. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/** `/conseiller-sst` and the consultant screens (spec part 1 §4, Consultant page guard). */
export function RequireConsultant({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  const returnPath = location.pathname + location.search;

  useEffect(() => {
    if (session.status !== 'anonymous') return;
    const timer = window.setTimeout(() => goToSignIn(returnPath), SIGN_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [session.status, returnPath]);

  if (session.status === 'loading' || session.status === 'anonymous') {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner
          size="lg"
          label={session.status === 'loading' ? t('guard.loading') : t('guard.redirecting')}
        />
        <span aria-hidden="true" className="ml-3 text-slate-600">
          {session.status === 'loading' ? t('guard.loading') : t('guard.redirecting')}
        </span>
      </div>
    );
  }
  if (session.user.tier === 'enterprise') return <Navigate to="/dashboard" replace />;
  if (session.user.tier !== 'conseiller') {
    return (
      <GuardMessage
        title={t('guard.consultantOnly')}
        text={t('guard.consultantOnlyText')}
        action={<Button onClick={() => goToSignIn(returnPath)}>{t('guard.login')}</Button>}
      />
    );
  }
  return <>{children}</>;
}
