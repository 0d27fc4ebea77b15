import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import type { SubmissionProblem } from '../use-analysis-submission';

/** The spec's alerts: QUOTA EXCEEDED with its three solutions, or "Analysis failed: …". */
export function AnalysisProblem({ problem }: { problem: SubmissionProblem }) {
  const { t } = useTranslation('analysis');
  if (problem.kind === 'quota') {
    return (
      <Alert variant="warning" title={t('errors.quotaTitle')}>
        <p>{problem.message || t('errors.quotaText')}</p>
        <p className="mt-2 font-medium">{t('errors.quotaSolutions')}</p>
        <ul className="ml-5 list-disc">
          <li>{t('errors.quotaWait')}</li>
          <li>{t('errors.quotaUpgrade')}</li>
          <li>{t('errors.quotaSmaller')}</li>
        </ul>
      </Alert>
    );
  }
  return (
    <Alert variant="error" title={t('errors.analysisTitle')}>
      {problem.kind === 'connection'
        ? t('errors.connection')
        : t('errors.analysisFailed', { error: problem.message })}
    </Alert>
  );
}
