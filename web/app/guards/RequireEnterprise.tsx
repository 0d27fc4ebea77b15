import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { GuardMessage, goToSignIn } from './GuardMessage';

/** `/dashboard` and the enterprise screens (spec part 2 §2.2). */
export function RequireEnterprise({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner size="lg" label={t('guard.loading')} />
      </div>
    );
  }
  if (session.status === 'anonymous') {
    return (
      <GuardMessage
        title={t('guard.unauthorizedTitle')}
        text={t('guard.unauthorizedText')}
        action={
          <Button onClick={() => goToSignIn(location.pathname + location.search)}>{t('guard.login')}</Button>
        }
      />
    );
  }
  if (session.user.tier === 'conseiller') return <Navigate to="/conseiller-sst" replace />;
  if (session.user.tier !== 'enterprise') {
    return (
      <GuardMessage
        title={t('guard.enterpriseOnly')}
        text={t('guard.enterpriseOnlyText')}
        action={
          <Button asChild>
            <Link to="/conseiller-sst">{t('guard.goToConsultant')}</Link>
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
