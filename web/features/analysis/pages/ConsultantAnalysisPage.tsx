import { useTranslation } from 'react-i18next';
import { ConsultantHeader } from '../../../app/layouts/ConsultantHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AnalysesList, MY_ANALYSES_ANCHOR } from '../components/AnalysesList';
import { AnalysisForm } from '../components/AnalysisForm';

/** `/conseiller-sst`: the consultant's analysis interface (spec part 1 §2) and their own analyses. */
export function ConsultantAnalysisPage() {
  const { t } = useTranslation('analysis');
  useDocumentTitle(t('consultant.title'));
  return (
    <div className="min-h-screen bg-slate-50">
      <ConsultantHeader />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('consultant.title')}</h1>
        <p className="mt-2 mb-6 text-slate-600">{t('consultant.lead')}</p>
        <AnalysisForm sourceInterface="conseiller-sst" />
        {/* Beyond the spec: a finished analysis is found here again once its tab is closed. */}
        <div className="mt-10">
          <AnalysesList scope="mine" anchor={MY_ANALYSES_ANCHOR} />
        </div>
      </main>
    </div>
  );
}
