import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/session';
import { Spinner } from '../../ui/Spinner';
import { goToSignIn } from './GuardMessage';
import { SIGN_IN_REDIRECT_DELAY_MS } from './RequireConsultant';

/** Screens any signed-in person may use, whatever their tier (the profile). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  useEffect(() => {
    if (session.status !== 'anonymous') return;
    const timer = window.setTimeout(() => goToSignIn(location.pathname), SIGN_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [session.status, location.pathname]);
  if (session.status !== 'authenticated') {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner size="lg" label={t('guard.loading')} />
      </div>
    );
  }
  return <>{children}</>;
}
