import { ArrowRight, FileText, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '../../../../common/domain/plans';
import type { Language } from '../../../../common/i18n/language';
import { Button } from '../../../ui/Button';
import { SeverityBadge } from '../../../ui/SeverityBadge';

interface PreviewRisk {
  severity: string;
  label: string;
}

export function HeroSection() {
  const { t, i18n } = useTranslation('landing');
  const previewRisks = t('hero.previewRisks', { returnObjects: true }) as PreviewRisk[];
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(38,119,189,0.55),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-safety-400 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="text-4xl leading-tight font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="max-w-xl text-lg leading-relaxed text-brand-100">{t('hero.lead')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="#plans">
                {t('hero.primary')}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to="/canadian-regulatory">
                <MapIcon aria-hidden="true" className="h-4 w-4" />
                {t('hero.secondary')}
              </Link>
            </Button>
          </div>
          <p className="text-sm text-brand-200">{t('hero.trial', { days: TRIAL_DAYS })}</p>
        </div>

        <figure
          aria-label={t('hero.previewTitle')}
          className="rounded-2xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-white/20 sm:p-6"
        >
          <figcaption className="mb-4 flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50">
              <FileText aria-hidden="true" className="h-5 w-5 text-brand-700" />
            </span>
            <span>
              <span className="block text-xs font-medium text-slate-500 uppercase">
                {t('hero.previewTitle')}
              </span>
              <span className="block font-semibold">{t('hero.previewArea')}</span>
            </span>
          </figcaption>
          <ul className="flex flex-col divide-y divide-slate-100">
            {previewRisks.map((risk) => (
              <li key={risk.label} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span>{risk.label}</span>
                <SeverityBadge value={risk.severity} language={i18n.language as Language} />
              </li>
            ))}
          </ul>
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600">
            {t('hero.previewReference')}
          </p>
        </figure>
      </div>
    </section>
  );
}
