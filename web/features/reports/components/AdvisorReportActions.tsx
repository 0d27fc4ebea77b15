import { Bot, Download, Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplaceAnalysis } from '../../../../common/contract/analysis';
import { useReportActions } from '../use-report-actions';
import { GmailReportDialog } from './GmailReportDialog';
import { ReportButton } from './ReportButton';

/** The spec's pause before the advisor screens call print. */
export const ADVISOR_PRINT_DELAY_MS = 1000;

/**
 * The advisor and document results' buttons: Download PDF, Send via Gmail, Save for AI Analysis
 * (not for results from the advisor interface), Print; each PDF action checks the id first.
 */
export function AdvisorReportActions({
  analysis,
  selectedIds,
}: {
  analysis: WorkplaceAnalysis;
  selectedIds: string[];
}) {
  const { t } = useTranslation('reports');
  const actions = useReportActions({
    analysis,
    selectedIds,
    checkId: true,
    printDelayMs: ADVISOR_PRINT_DELAY_MS,
  });
  const [gmailOpen, setGmailOpen] = useState(false);
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
        icon={Mail}
        label={t('sendGmail')}
        onClick={() => setGmailOpen(true)}
        disabled={disabled}
        data-testid="send-gmail"
      />
      {analysis.sourceInterface !== 'conseiller-sst' && (
        <ReportButton
          icon={Bot}
          label={t('saveForAi')}
          onClick={actions.saveForAi}
          disabled={actions.busy !== null}
          loading={actions.busy === 'save'}
          data-testid="save-for-ai"
        />
      )}
      <ReportButton
        icon={Printer}
        label={t('printShort')}
        onClick={actions.print}
        disabled={disabled}
        loading={actions.busy === 'print'}
        data-testid="print-pdf"
      />
      <GmailReportDialog
        open={gmailOpen}
        onOpenChange={setGmailOpen}
        analysis={analysis}
        selectedIds={selectedIds}
        reportableId={actions.reportableId}
      />
    </>
  );
}
