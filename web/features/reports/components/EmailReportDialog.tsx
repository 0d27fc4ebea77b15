import { useTranslation } from 'react-i18next';
import { routes } from '../../../../common/contract/routes';
import { ApiError, api } from '../../../lib/api-client';
import { toast } from '../../../ui/toast-store';
import { RecipientDialog } from './RecipientDialog';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Enterprise "Send by Email" dialog: the server sends the PDF as an attachment. */
export function EmailReportDialog({
  open,
  onOpenChange,
  analysisId,
  selectedIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analysisId: string;
  selectedIds: string[];
}) {
  const { t } = useTranslation('reports');
  const send = async (recipientEmail: string) => {
    try {
      await api(routes.sendEmail, { body: { analysisId, selectedRisks: selectedIds, recipientEmail } });
      toast({ title: t('email.success'), variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: t('email.error'),
        description: error instanceof ApiError && error.code ? error.message : undefined,
        variant: 'destructive',
      });
      return false;
    }
  };
  return (
    <RecipientDialog
      open={open}
      onOpenChange={onOpenChange}
      wording="email"
      isValid={(email) => EMAIL.test(email)}
      placeholder={t('email.placeholder')}
      canSend={selectedIds.length > 0}
      onSend={send}
    />
  );
}
