import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { homePathOf } from '../../../../common/domain/access';
import { PageSpinner } from '../../../app/PageSpinner';
import { Button } from '../../../ui/Button';
import { MY_ANALYSES_ANCHOR } from '../../analysis/components/AnalysesList';
import { useSession } from '../../auth/session';
import { AdvisorReportActions } from '../../reports/components/AdvisorReportActions';
import { AnalysisResults } from '../components/AnalysisResults';
import { NewAnalysisButton } from '../components/NewAnalysisButton';
import { ResultFrame } from '../components/ResultFrame';
import { useAnalysis } from '../results.queries';

/**
 * `/conseiller-sst-analysis-results?id=` (advisor form) and `/analysis-results?id=` (document form):
 * a saved analysis loaded by the id in the address; without one, back to `missingTarget`.
 */
export function SavedResultsPage({ missingTarget }: { missingTarget: string }) {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const session = useSession();
  const id = params.get('id');
  const query = useAnalysis(id);
  if (!id || query.isError) return <Navigate to={missingTarget} replace />;
  if (!query.data) return <PageSpinner />;
  const analysis = query.data;
  const tier = session.status === 'authenticated' ? session.user.tier : null;
  // A consultant's "dashboard" is their list of analyses, on the consultant screen.
  const home = tier === 'conseiller' ? `${homePathOf(tier)}#${MY_ANALYSES_ANCHOR}` : homePathOf(tier);
  return (
    <ResultFrame sourceInterface={analysis.sourceInterface}>
      <AnalysisResults
        analysis={analysis}
        actions={({ selectedIds }) => (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={home}>
                <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
                {t('actions.dashboard')}
              </Link>
            </Button>
            <AdvisorReportActions analysis={analysis} selectedIds={selectedIds} />
            <NewAnalysisButton sourceInterface={analysis.sourceInterface} />
          </>
        )}
      />
    </ResultFrame>
  );
}

export const ConsultantResultsPage = () => <SavedResultsPage missingTarget="/conseiller-sst" />;
export const DocumentResultsPage = () => <SavedResultsPage missingTarget="/" />;
