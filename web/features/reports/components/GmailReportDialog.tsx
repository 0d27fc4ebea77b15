import { useTranslation } from 'react-i18next';
import type { WorkplaceAnalysis } from '../../../../common/contract/analysis';
import { gmailComposeUrl } from '../../../lib/webmail';
import { toast } from '../../../ui/toast-store';
import { downloadBlob } from '../../analysis/download-files';
import { fetchReport } from '../report-files';
import { RecipientDialog } from './RecipientDialog';

/**
 * The advisor "Send via Gmail" dialog (spec part 1 §4): the PDF is downloaded for the user to
 * attach, and a Gmail compose window opens with the recipient, subject and body filled in. When
 * the pop-up is blocked, the PDF still reaches the user as a download.
 */
export function GmailReportDialog({
  open,
  onOpenChange,
  analysis,
  selectedIds,
  reportableId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analysis: WorkplaceAnalysis;
  selectedIds: string[];
  reportableId: () => Promise<string | null>;
}) {
  const { t } = useTranslation('reports');
  const send = async (to: string) => {
    try {
      const id = await reportableId();
      if (!id) return false;
      const { blob, fileName } = await fetchReport({
        analysisId: id,
        selectedRiskIds: selectedIds,
        format: 'pdf',
      });
      const compose = gmailComposeUrl({
        to,
        subject: t('gmail.subject', { area: analysis.area }),
        body: t('gmail.body', { area: analysis.area, file: fileName }),
      });
      // Opened first, while the click still counts as the user's gesture; a blocked pop-up still
      // leaves the user with the PDF.
      const opened = window.open(compose, '_blank');
      downloadBlob(blob, fileName);
      if (opened) {
        opened.opener = null;
        toast({ title: t('gmail.opened'), variant: 'success' });
      }
      return true;
    } catch {
      toast({ title: t('gmailError'), variant: 'destructive' });
      return false;
    }
  };
  return (
    <RecipientDialog
      open={open}
      onOpenChange={onOpenChange}
      wording="gmail"
      isValid={(email) => email.includes('@')}
      invalidMessage={t('gmail.invalid')}
      canSend={selectedIds.length > 0}
      onSend={send}
    />
  );
}
