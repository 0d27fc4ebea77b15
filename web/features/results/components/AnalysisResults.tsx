import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplaceAnalysis } from '../../../../common/contract/analysis';
import { riskViewsOf } from '../../../../common/contract/risk-view';
import { Alert } from '../../../ui/Alert';
import { AnalyzedImages } from './AnalyzedImages';
import { ResultInfoCard } from './ResultInfoCard';
import { RiskList } from './RiskList';

/**
 * The result screen body the three result routes share: actions (each screen's own buttons, given
 * the current selection), information card, analysed images, and the selectable risks.
 */
export function AnalysisResults({
  analysis,
  actions,
}: {
  analysis: WorkplaceAnalysis;
  actions: (selection: { selectedIds: string[] }) => ReactNode;
}) {
  const { t } = useTranslation('results');
  const risks = useMemo(() => riskViewsOf(analysis), [analysis]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(risks.map((risk) => risk.id)));
  const selectedIds = risks.filter((risk) => selected.has(risk.id)).map((risk) => risk.id);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 max-w-4xl text-slate-600" data-testid="result-summary">
            {analysis.analysis.summary.text}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="result-actions">
          {actions({ selectedIds })}
        </div>
      </div>
      <ResultInfoCard analysis={analysis} />
      <AnalyzedImages files={analysis.files} />
      <RiskList
        risks={risks}
        selected={selected}
        onSelectedChange={setSelected}
        sector={analysis.industrySector}
      />
      <Alert variant="info">{analysis.analysis.method.text}</Alert>
    </div>
  );
}
