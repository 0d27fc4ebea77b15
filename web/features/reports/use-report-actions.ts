import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';
import { toast } from '../../ui/toast-store';
import { downloadReport, fetchReport, printPdf, resolveReportableId } from './report-files';

export type ReportAction = 'pdf' | 'docx' | 'print' | 'save' | 'email' | null;

/**
 * What the result screens do with a report. `checkId` turns on the advisor screens' id check
 * and correction before each PDF action (spec part 1 §4).
 */
export function useReportActions(options: {
  analysis: WorkplaceAnalysis;
  selectedIds: string[];
  checkId: boolean;
  printDelayMs?: number;
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<ReportAction>(null);
  const [savedPath, setSavedPath] = useState<string | null>(null);

  const reportableId = async (): Promise<string | null> => {
    if (!options.checkId) return options.analysis.id;
    const resolved = await resolveReportableId(options.analysis.id);
    if (!resolved) {
      toast({ title: t('noAnalysis'), variant: 'destructive' });
      return null;
    }
    if (resolved.corrected)
      toast({
        title: t('incorrectId'),
        description: t('idCorrected', { id: resolved.id }),
        variant: 'destructive',
      });
    return resolved.id;
  };

  const run = async (action: Exclude<ReportAction, null>, work: () => Promise<void>, errorKey: string) => {
    setBusy(action);
    try {
      await work();
    } catch {
      toast({ title: t(errorKey), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    savedPath,
    download: (format: 'pdf' | 'docx') =>
      run(
        format,
        async () => {
          const id = await reportableId();
          if (id) await downloadReport({ analysisId: id, selectedRiskIds: options.selectedIds, format });
        },
        'pdfError',
      ),
    print: () =>
      run(
        'print',
        async () => {
          const id = await reportableId();
          if (!id) return;
          const { blob, fileName } = await fetchReport({
            analysisId: id,
            selectedRiskIds: options.selectedIds,
            format: 'pdf',
          });
          printPdf({
            blob,
            fileName,
            printDelayMs: options.printDelayMs,
            onFallback: () => toast({ title: t('printFallback') }),
          });
        },
        'printError',
      ),
    /** The Enterprise form: the chosen risks are kept as a saved report. */
    saveWithSelection: () =>
      run(
        'save',
        async () => {
          const answer = await api(routes.saveAnalysis, {
            body: {
              analysisData: {
                metadata: {
                  id: options.analysis.id,
                  timestamp: options.analysis.timestamp,
                  area: options.analysis.area,
                  jurisdiction: options.analysis.jurisdiction,
                  language: options.analysis.language,
                  mainSector: options.analysis.mainSector,
                  subSector: options.analysis.subSector,
                  specificSector: options.analysis.specificSector,
                  sourceInterface: options.analysis.sourceInterface,
                },
                selectedRisks: options.selectedIds,
                exportDate: new Date().toISOString(),
              },
            },
          });
          if (answer.success) {
            setSavedPath(answer.filePath ?? null);
            toast({ title: t('savedTitle'), description: t('saved'), variant: 'success' });
          }
        },
        'saveError',
      ),
    /** The advisor form, "Save for AI Analysis". */
    saveForAi: () =>
      run(
        'save',
        async () => {
          const id = await reportableId();
          if (!id) return;
          await api(routes.saveAnalysis, { body: { analysisId: id } });
          toast({ title: t('savedTitle'), description: t('savedForAi'), variant: 'success' });
        },
        'saveError',
      ),
    reportableId,
  };
}
