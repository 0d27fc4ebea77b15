import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../../features/site/site.queries';
import { Logo } from '../../ui/Logo';

const LINKS = [
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/terms-conditions', key: 'terms' },
  { to: '/contact', key: 'contact' },
  { to: '/canadian-regulatory', key: 'regulatory' },
] as const;

/** The footer of public pages, with the legal notice the spec requires and the legal links. */
export function PublicFooter() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-3">
          <Logo inverted />
          <p className="text-sm text-slate-400">{t('brand.tagline')}</p>
        </div>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="legal-notice-title"
            className="rounded-xl border border-white/10 bg-white/5 p-5"
          >
            <h2
              id="legal-notice-title"
              className="mb-2 flex items-center gap-2 text-sm font-semibold text-white"
            >
              <Scale aria-hidden="true" className="h-4 w-4 text-safety-400" />
              {t('footer.legalNoticeTitle')}
            </h2>
            <p className="text-sm leading-relaxed text-slate-300" data-testid="legal-notice">
              {t('footer.legalNotice')}
            </p>
          </section>
          <nav aria-label={t('footer.navigationLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-slate-200 underline-offset-4 hover:text-white hover:underline"
                  >
                    {t(`footer.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-xs text-slate-400">
            {t('footer.copyright', {
              year: new Date().getFullYear(),
              companyName: site.data?.operator.name ?? 'RisqueVision',
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
