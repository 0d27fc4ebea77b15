import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExternalAnchor } from './ExternalAnchor';

/**
 * The criminal-law side of OHS: Bill C-45 and Criminal Code s. 217.1, never presented as "Bill C-21"
 * (the Quebec nickname comes from the statute's chapter number; see docs/knowledge-base.md §6).
 */
export function DueDiligenceNotice() {
  const { t } = useTranslation('regulatory');
  return (
    <section
      aria-labelledby="due-diligence-title"
      className="flex flex-col gap-4 rounded-2xl border-l-4 border-safety-400 bg-brand-900 p-6 text-white sm:p-8"
      data-testid="due-diligence-notice"
    >
      <div className="flex items-start gap-3">
        <Gavel aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-safety-400" />
        <div className="flex flex-col gap-1">
          <h2 id="due-diligence-title" className="text-2xl font-semibold">
            {t('dueDiligence.title')}
          </h2>
          <p className="font-semibold text-safety-300" data-testid="c45-label">
            {t('dueDiligence.label')}
          </p>
        </div>
      </div>
      <p className="leading-relaxed text-brand-50">{t('dueDiligence.text')}</p>
      <p className="leading-relaxed text-brand-50">{t('dueDiligence.practice')}</p>
      <p className="rounded-xl bg-white/10 p-4 text-sm leading-relaxed text-white" data-testid="c21-alias">
        {t('dueDiligence.alias')}
      </p>
      <p>
        <ExternalAnchor
          href={t('dueDiligence.url')}
          newTab={t('panel.newTab')}
          testId="c45-link"
          className="text-white hover:text-safety-300"
        >
          {t('dueDiligence.link')}
        </ExternalAnchor>
      </p>
    </section>
  );
}
