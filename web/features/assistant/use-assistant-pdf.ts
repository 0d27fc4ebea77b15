import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast-store';
import { downloadAssistantPdf, generateAssistantReport, printAssistantPdf } from './assistant-reports';

/** A consultation's PDF actions, each saying in a toast how it went (spec part 2 §8). */
export function useAssistantPdf() {
  const { t } = useTranslation('assistant');
  const failed = (key: string) => () => toast({ title: t(key), variant: 'destructive' });
  return {
    print: (id: string) =>
      printAssistantPdf(id, () => toast({ title: t('print.fallback') })).catch(failed('print.error')),
    download: (id: string) => downloadAssistantPdf(id).catch(failed('download.error')),
    /** The PDF, then the TXT a second later. */
    generate: (id: string) =>
      generateAssistantReport(id)
        .then(() => toast({ title: t('history.generated'), variant: 'success' }))
        .catch(failed('download.error')),
  };
}
