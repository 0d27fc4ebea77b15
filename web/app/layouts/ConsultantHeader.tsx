import { ArrowLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignOutButton } from '../../features/auth/components/SignOutButton';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { LanguageToggle } from '../LanguageToggle';

/** The consultant screens' header: back to home, the badge, the FR/EN toggle, profile and sign-out. */
export function ConsultantHeader() {
  const { t } = useTranslation('app');
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Button asChild variant="ghost" size="sm">
          <Link to="/" aria-label={t('nav.backHome')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            <span className="hidden sm:inline">{t('nav.home')}</span>
          </Link>
        </Button>
        <Link
          to="/conseiller-sst"
          className="hidden rounded-lg sm:block"
          aria-label={t('common:brand.logoAlt')}
        >
          <Logo />
        </Link>
        <Badge variant="brand">{t('badges.conseiller')}</Badge>
        <div className="ml-auto flex items-center gap-2">
          <LanguageToggle />
          <Button asChild variant="ghost" size="sm">
            <Link to="/conseiller-sst/profil" aria-label={t('nav.profile')}>
              <UserRound aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">{t('nav.profile')}</span>
            </Link>
          </Button>
          <SignOutButton compact />
        </div>
      </div>
    </header>
  );
}
