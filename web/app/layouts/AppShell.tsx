import { Bot, FileSearch, Home, LayoutDashboard, type LucideIcon, Menu, UserRound, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { Tier } from '../../../common/domain/plans';
import { SignOutButton } from '../../features/auth/components/SignOutButton';
import { useSession } from '../../features/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/Badge';
import { cn } from '../../ui/cn';
import { Logo } from '../../ui/Logo';
import { LanguageToggle } from '../LanguageToggle';

interface NavItem {
  to: string;
  key: string;
  icon: LucideIcon;
  end?: boolean;
}

/** The side menu by tier (spec part 2 §2.2 and §2.6). */
export function navItemsFor(tier: Tier | null): NavItem[] {
  if (tier === 'enterprise') {
    return [
      { to: '/', key: 'home', icon: Home, end: true },
      { to: '/dashboard', key: 'dashboard', icon: LayoutDashboard },
      { to: '/risk-analysis', key: 'riskAnalysis', icon: FileSearch },
      { to: '/gemini', key: 'assistant', icon: Bot },
      { to: '/profile', key: 'profile', icon: UserRound },
    ];
  }
  return [
    { to: '/conseiller-sst', key: 'dashboard', icon: LayoutDashboard, end: true },
    { to: '/conseiller-sst/profil', key: 'profile', icon: UserRound },
  ];
}

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, key, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white',
              )
            }
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
            {t(`nav.${key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of signed-in screens with a side menu: the menu by tier (a slide-over under 768 px),
 * the tier badge, the user's label, the FR/EN toggle and sign-out.
 */
export function AppShell({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useDocumentTitle(title);
  const user = session.status === 'authenticated' ? session.user : null;
  const items = navItemsFor(user?.tier ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-screen bg-slate-50 md:pl-64">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col bg-brand-900 p-4 md:flex">
        <Link to="/" className="mb-8 rounded-lg px-2 py-1" aria-label={t('common:brand.logoAlt')}>
          <Logo inverted />
        </Link>
        <nav aria-label={t('nav.label')}>
          <NavList items={items} />
        </nav>
      </aside>

      {menuOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <button
            type="button"
            className="absolute inset-0 bg-brand-950/50"
            aria-label={t('common:actions.closeMenu')}
            onClick={() => setMenuOpen(false)}
          />
          <div
            className="absolute inset-y-0 left-0 flex w-72 flex-col bg-brand-900 p-4 shadow-xl"
            id="mobile-menu"
          >
            <div className="mb-6 flex items-center justify-between">
              <Logo inverted />
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="rounded-lg p-2 text-white hover:bg-white/10"
                aria-label={t('common:actions.closeMenu')}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <nav aria-label={t('nav.label')}>
              <NavList items={items} onNavigate={() => setMenuOpen(false)} />
            </nav>
          </div>
        </div>
      )}

      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          onClick={() => setMenuOpen(true)}
          aria-label={t('common:actions.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          data-testid="mobile-menu-button"
        >
          <Menu aria-hidden="true" className="h-5 w-5" />
        </button>
        <Badge variant={user?.tier === 'enterprise' ? 'safety' : 'brand'}>
          {t(user?.tier === 'enterprise' ? 'badges.enterprise' : 'badges.conseiller')}
        </Badge>
        <span className="hidden truncate text-sm text-slate-600 sm:inline" data-testid="user-label">
          {user?.name ?? user?.email}
        </span>
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <LanguageToggle />
          <SignOutButton compact />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
