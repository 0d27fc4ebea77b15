import { Home, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { LanguageToggle } from '../LanguageToggle';

/** The header of public pages: the logo, then the page's own buttons and the FR/EN toggle. */
export function PublicHeader({ showHome = false, actions }: { showHome?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:p-2"
      >
        {t('actions.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" aria-label={t('brand.logoAlt')} className="rounded-lg">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          {showHome && (
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <Home aria-hidden="true" className="h-4 w-4" />
                <span className="hidden sm:inline">{t('actions.home')}</span>
                <span className="sr-only sm:hidden">{t('actions.home')}</span>
              </Link>
            </Button>
          )}
          {actions}
          <LanguageToggle />
        </div>
      </div>
    </header>
  );
}

export function LoginButton() {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm">
      <Link to="/login" data-testid="login-button">
        <LogIn aria-hidden="true" className="h-4 w-4" />
        {t('actions.login')}
      </Link>
    </Button>
  );
}
