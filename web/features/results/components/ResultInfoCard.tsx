import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkplaceAnalysis } from '../../../../common/contract/analysis';
import { formatDate } from '../../../lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { useJurisdictions } from '../../knowledge/knowledge.queries';

/** Date, workplace, jurisdiction, sectors and engine; empty values read "Not specified". */
export function ResultInfoCard({ analysis }: { analysis: WorkplaceAnalysis }) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const jurisdictions = useJurisdictions();
  const jurisdiction = jurisdictions.data?.find((item) => item.code === analysis.jurisdiction);
  const empty = <span className="text-slate-500 italic">{t('info.notSpecified')}</span>;
  const rows = [
    [t('info.date'), formatDate(analysis.timestamp, language)],
    [t('info.area'), analysis.area || empty],
    [
      t('info.jurisdiction'),
      jurisdiction
        ? `${jurisdiction.name[language]} (${jurisdiction.agency[language]})`
        : analysis.jurisdiction,
    ],
    [t('info.mainSector'), analysis.mainSector || empty],
    [t('info.subSector'), analysis.subSector || empty],
    [t('info.activity'), analysis.specificActivity || analysis.specificSector || empty],
    [t('info.engine'), `${t(`info.engines.${analysis.engine.name}`)} — ${analysis.engine.model}`],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('info.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="result-info">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-0.5 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {analysis.warnings.length > 0 && (
          <div
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            role="status"
            data-testid="result-warnings"
          >
            <p className="mb-1 flex items-center gap-2 font-semibold">
              <AlertTriangle aria-hidden="true" className="h-4 w-4" />
              {t('warningsTitle')}
            </p>
            <ul className="ml-6 list-disc">
              {analysis.warnings.map((warning) => (
                <li key={`${warning.fileName}-${warning.code}`}>{warning.message}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
