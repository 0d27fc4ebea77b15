import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SourceInterface } from '../../../../common/contract/analysis';
import { Button } from '../../../ui/Button';

/** Back to the screen the analysis came from (the Enterprise one when unknown). */
export function NewAnalysisButton({ sourceInterface }: { sourceInterface: SourceInterface | undefined }) {
  const { t } = useTranslation('results');
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to={sourceInterface === 'conseiller-sst' ? '/conseiller-sst' : '/risk-analysis'}
        data-testid="new-analysis-button"
      >
        <FilePlus2 aria-hidden="true" className="h-4 w-4" />
        {t('actions.newAnalysis')}
      </Link>
    </Button>
  );
}
