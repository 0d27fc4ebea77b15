import { MapPin, X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Jurisdiction } from '../../../../common/contract/knowledge';
import { Button } from '../../../ui/Button';
import { labelIn, listIn } from '../../knowledge/knowledge.labels';
import { ExternalAnchor } from './ExternalAnchor';

/**
 * The details of the jurisdiction chosen on the map, or a hint while none is. The region is always
 * there, since the map's buttons point at it (aria-controls).
 */
export function JurisdictionPanel({
  id,
  jurisdiction,
  onClose,
  ref,
}: {
  id: string;
  jurisdiction: Jurisdiction | null;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const { t, i18n } = useTranslation('regulatory');
  const language = i18n.language;

  return (
    <section
      id={id}
      ref={ref}
      aria-label={jurisdiction ? labelIn(jurisdiction.name, language) : t('panel.title')}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="jurisdiction-panel"
    >
      {jurisdiction ? (
        <div className="flex flex-col">
          <div
            className="flex items-start justify-between gap-3 rounded-t-2xl p-5 text-white sm:p-6"
            style={{ backgroundColor: jurisdiction.color }}
          >
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold tracking-wide uppercase">
                {labelIn(jurisdiction.agency, language)}
              </p>
              <h2 className="text-2xl font-bold" data-testid="panel-name">
                {labelIn(jurisdiction.name, language)}
              </h2>
            </div>
            <Button
              variant="onDark"
              size="icon"
              onClick={onClose}
              aria-label={t('panel.close')}
              title={t('panel.close')}
              data-testid="panel-close"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          <dl className="flex flex-col gap-4 p-5 sm:p-6">
            <Detail term={t('panel.fullName')}>
              <span data-testid="panel-full-name">{labelIn(jurisdiction.fullName, language)}</span>
            </Detail>
            <Detail term={t('panel.agency')}>{labelIn(jurisdiction.agency, language)}</Detail>
            <Detail term={t('panel.law')}>{labelIn(jurisdiction.law, language)}</Detail>
            <Detail term={t('panel.analysisLaws')}>
              <ul className="mt-1 flex list-disc flex-col gap-1.5 pl-5" data-testid="panel-analysis-laws">
                {listIn(jurisdiction.analysisLaws, language).map((law) => (
                  <li key={law}>{law}</li>
                ))}
              </ul>
            </Detail>
            {jurisdiction.notes && (
              <Detail term={t('panel.note')}>
                <span className="text-slate-700">{labelIn(jurisdiction.notes, language)}</span>
              </Detail>
            )}
            <Detail term={t('panel.website')}>
              <ExternalAnchor
                href={jurisdiction.website}
                newTab={t('panel.newTab')}
                testId="panel-website"
                className="break-all"
              >
                {jurisdiction.website.replace(/^https:\/\//, '').replace(/\/$/, '')}
              </ExternalAnchor>
            </Detail>
          </dl>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 p-8 text-center">
          <MapPin aria-hidden="true" className="h-8 w-8 text-brand-600" />
          <p className="max-w-sm text-slate-700">{t('panel.empty')}</p>
        </div>
      )}
      <p className="sr-only" role="status">
        {jurisdiction ? t('panel.opened', { name: labelIn(jurisdiction.name, language) }) : ''}
      </p>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
