import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RiskView } from '../../../../common/contract/risk-view';
import { CONTROL_LEVEL_LABELS } from '../../../../common/domain/hazards/types';
import {
  LIKELIHOOD_LABELS,
  type Likelihood,
  PRIORITY_LABELS,
  type Priority,
} from '../../../../common/domain/risk';
import type { Language } from '../../../../common/i18n/language';
import { Badge } from '../../../ui/Badge';
import { Checkbox } from '../../../ui/Checkbox';
import { cn } from '../../../ui/cn';
import { SeverityBadge } from '../../../ui/SeverityBadge';
import { RiskControls } from './RiskControls';

/**
 * One risk: id, severity in its colour, priority, what raised it, the measures in place and the residual rating,
 * why it is rated so, measures by level, recommendation, references.
 */
export function RiskCard({
  risk,
  selected,
  onSelectedChange,
  sector,
}: {
  risk: RiskView;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  sector: string | null;
}) {
  const { t, i18n } = useTranslation('results');
  const language = (i18n.language === 'en' ? 'en' : 'fr') as Language;
  const titleId = `risk-${risk.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="risk-card"
      data-risk-id={risk.id}
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm transition-colors',
        selected ? 'border-brand-300' : 'border-slate-200 opacity-80',
      )}
    >
      <header className="flex flex-wrap items-start gap-3">
        <Checkbox
          checked={selected}
          onCheckedChange={onSelectedChange}
          aria-label={t('risks.select', { id: risk.id })}
          className="mt-1"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs font-semibold text-slate-500">{risk.id}</span>
            <SeverityBadge value={risk.severity} language={language} />
            {risk.priority && (
              <Badge variant="neutral">{PRIORITY_LABELS[risk.priority as Priority][language]}</Badge>
            )}
          </div>
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {risk.title || risk.description.slice(0, 80)}
          </h3>
          {risk.likelihood && risk.likelihood in LIKELIHOOD_LABELS && (
            <p className="text-xs text-slate-500">
              {t('risks.likelihoodValue', {
                value: LIKELIHOOD_LABELS[risk.likelihood as Likelihood][language],
              })}
            </p>
          )}
        </div>
      </header>

      <div className="mt-4 flex flex-col gap-4 text-sm text-slate-700 sm:pl-8">
        <p className="leading-relaxed">{risk.description}</p>

        {risk.evidence.length > 0 && (
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('risks.raisedBy')}
            </h4>
            <ul className="flex flex-col gap-1">
              {risk.evidence.map((item) => (
                <li
                  key={`${item.fileName}-${item.page}-${item.quote}`}
                  className="rounded-lg bg-slate-50 px-3 py-2"
                >
                  {item.source === 'sector' ? (
                    t('risks.typical', { sector: sector ?? item.quote })
                  ) : (
                    <>
                      <q className="italic">{item.quote}</q>{' '}
                      <span className="text-xs text-slate-500">
                        — {item.source === 'instructions' ? t('risks.fromInstructions') : item.fileName}
                        {item.page ? `, ${t('risks.page', { page: item.page })}` : ''}
                        {item.method === 'ocr' ? ` (${t('risks.viaOcr')})` : ''}
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}

        <RiskControls risk={risk} language={language} />

        <div>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('risks.measures')}
          </h4>
          {risk.measuresByLevel.length > 0 ? (
            <dl className="flex flex-col gap-2">
              {risk.measuresByLevel.map((entry) => (
                <div key={entry.level}>
                  <dt className="font-medium text-slate-800">
                    {CONTROL_LEVEL_LABELS[entry.level][language]}
                  </dt>
                  <dd>
                    <ul className="ml-5 list-disc">
                      {entry.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <ul className="ml-5 list-disc">
              {risk.measures.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>

        {risk.recommendation && (
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('risks.recommendation')}
            </h4>
            <p className="leading-relaxed">{risk.recommendation}</p>
          </div>
        )}

        <div>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('risks.references')}
          </h4>
          <ul className="flex flex-col gap-1">
            {risk.references.length > 0
              ? risk.references.map((reference) => (
                  <li key={reference.id}>
                    <a
                      href={reference.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-start gap-1 text-brand-700 underline-offset-4 hover:underline"
                    >
                      <span>
                        <span className="font-medium">{reference.citation}</span> — {reference.title}
                        {reference.generalDuty && (
                          <span className="text-xs text-slate-500"> ({t('risks.generalDuty')})</span>
                        )}
                      </span>
                      <ExternalLink
                        aria-label={t('risks.officialText')}
                        className="mt-0.5 h-3.5 w-3.5 shrink-0"
                      />
                    </a>
                  </li>
                ))
              : risk.citations.map((citation) => <li key={citation}>{citation}</li>)}
          </ul>
        </div>
      </div>
    </article>
  );
}
