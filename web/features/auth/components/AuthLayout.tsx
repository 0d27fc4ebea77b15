import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '../../../app/LanguageToggle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Logo } from '../../../ui/Logo';

/** The frame of the sign-in family of pages: a centred card, the FR/EN toggle and a way home. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" aria-label={t('common:brand.logoAlt')} className="rounded-lg">
          <Logo />
        </Link>
        <LanguageToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
            {subtitle && <p className="mt-2 text-sm leading-relaxed text-slate-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
          <div className="mt-6 flex flex-col items-center gap-3 text-sm">
            {footer}
            <Link to="/" className="inline-flex items-center gap-1.5 text-slate-600 hover:text-slate-900">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t('backHome')}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
