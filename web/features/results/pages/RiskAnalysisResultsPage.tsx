import { Navigate } from 'react-router';
import { readLatestResult } from '../../analysis/latest-result';
import { EnterpriseReportActions } from '../../reports/components/EnterpriseReportActions';
import { AnalysisResults } from '../components/AnalysisResults';
import { NewAnalysisButton } from '../components/NewAnalysisButton';
import { ResultFrame } from '../components/ResultFrame';

/** `/risk-analysis-results`: the latest result, from session storage; none → `/enterprise` (spec part 1 §4). */
export function RiskAnalysisResultsPage() {
  const analysis = readLatestResult();
  if (!analysis) return <Navigate to="/enterprise" replace />;
  return (
    <ResultFrame sourceInterface={analysis.sourceInterface}>
      <AnalysisResults
        analysis={analysis}
        actions={({ selectedIds }) => (
          <>
            <EnterpriseReportActions analysis={analysis} selectedIds={selectedIds} />
            <NewAnalysisButton sourceInterface={analysis.sourceInterface} />
          </>
        )}
      />
    </ResultFrame>
  );
}
