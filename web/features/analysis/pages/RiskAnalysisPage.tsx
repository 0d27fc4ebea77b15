import { useTranslation } from 'react-i18next';
import { AppShell } from '../../../app/layouts/AppShell';
import { AnalysisForm } from '../components/AnalysisForm';

/** `/risk-analysis`: the Enterprise upload and analysis screen (spec part 1 §2). */
export function RiskAnalysisPage() {
  const { t } = useTranslation('analysis');
  return (
    <AppShell title={t('enterprise.title')}>
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('enterprise.title')}</h1>
        <p className="mt-2 mb-6 text-slate-600">{t('enterprise.lead')}</p>
        <AnalysisForm sourceInterface="enterprise" />
      </div>
    </AppShell>
  );
}
