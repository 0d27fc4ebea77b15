import { Download, FileText, Mail, Printer, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplaceAnalysis } from '../../../../common/contract/analysis';
import { useReportActions } from '../use-report-actions';
import { EmailReportDialog } from './EmailReportDialog';
import { ReportButton } from './ReportButton';

/** The Enterprise results' buttons: all need at least one selected risk (spec part 1 §4). */
export function EnterpriseReportActions({
  analysis,
  selectedIds,
}: {
  analysis: WorkplaceAnalysis;
  selectedIds: string[];
}) {
  const { t } = useTranslation('reports');
  const actions = useReportActions({ analysis, selectedIds, checkId: false });
  const [emailOpen, setEmailOpen] = useState(false);
  const disabled = selectedIds.length === 0 || actions.busy !== null;
  return (
    <>
      <ReportButton
        primary
        icon={Download}
        label={t('downloadPdf')}
        onClick={() => actions.download('pdf')}
        disabled={disabled}
        loading={actions.busy === 'pdf'}
        data-testid="download-pdf"
      />
      <ReportButton
        icon={FileText}
        label={t('downloadWord')}
        onClick={() => actions.download('docx')}
        disabled={disabled}
        loading={actions.busy === 'docx'}
        data-testid="download-docx"
      />
      <ReportButton
        icon={Save}
        label={t('save')}
        onClick={actions.saveWithSelection}
        disabled={disabled}
        loading={actions.busy === 'save'}
        data-testid="save-analysis"
      />
      <ReportButton
        icon={Printer}
        label={t('print')}
        onClick={actions.print}
        disabled={disabled}
        loading={actions.busy === 'print'}
        data-testid="print-pdf"
      />
      <ReportButton
        icon={Mail}
        label={t('sendEmail')}
        onClick={() => setEmailOpen(true)}
        disabled={disabled}
        data-testid="send-email"
      />
      {actions.savedPath && (
        <a
          href={actions.savedPath}
          className="self-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          data-testid="saved-report-link"
        >
          {t('savedLink')}
        </a>
      )}
      <EmailReportDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        analysisId={analysis.id}
        selectedIds={selectedIds}
      />
    </>
  );
}
