import { DatabaseBackup, LayoutDashboard, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JurisdictionCode } from '../../../../common/domain/jurisdictions';
import { AppShell } from '../../../app/layouts/AppShell';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Tabs } from '../../../ui/Tabs';
import { toast } from '../../../ui/toast-store';
import { reportPdfHref, useAnalysesList, useDeleteAnalysis } from '../../analysis/analyses-list.queries';
import { useSession } from '../../auth/session';
import { BackupDialog } from '../../backups/BackupDialog';
import { useHistory, useLibrary, useSaveAnswer } from '../assistant.queries';
import { AnswerCard, type AnswerView } from '../components/AnswerCard';
import { HistoryList } from '../components/HistoryList';
import { ImportPdfDialog } from '../components/ImportPdfDialog';
import { LibraryFileList } from '../components/LibraryFileList';
import { QuestionPanel } from '../components/QuestionPanel';
import { type SelectableItem, SelectableList } from '../components/SelectableList';
import { UploadTiles } from '../components/UploadTiles';
import { type PreloadedSelection, takeDashboardSelection } from '../preloaded-selection';
import { useAssistantPdf } from '../use-assistant-pdf';
import { ConsolidatedTimeout, useConsolidatedAnalysis } from '../use-consolidated-analysis';

/** The spec's retry after an auto-selection (part 2 §9). */
export const AUTO_SELECT_RETRY_MS = 100;

type Selection = Record<'history' | 'files' | 'reports' | 'regulatory', ReadonlySet<string>>;
const NOTHING: Selection = {
  history: new Set(),
  files: new Set(),
  reports: new Set(),
  regulatory: new Set(),
};

/** `/gemini` and `/perplexity`: the Enterprise assistant (spec part 2 §2.3). */
export function AssistantPage() {
  const { t, i18n } = useTranslation(['assistant', 'backups']);
  const session = useSession();
  // The Backup Management dialog of spec part 2 §2.3, for the team's admin.
  const isAdmin = session.status === 'authenticated' && session.user.role === 'admin';
  const [backupsOpen, setBackupsOpen] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const [province, setProvince] = useState<string>(language === 'en' ? 'ON' : 'QC');
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<AnswerView | null>(null);
  const [recent, setRecent] = useState<AnswerView | null>(null);
  const [preloaded, setPreloaded] = useState<PreloadedSelection | null>(null);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [selected, setSelected] = useState<Selection>(NOTHING);
  const select = (key: keyof Selection) => (next: Set<string>) =>
    setSelected((all) => ({ ...all, [key]: next }));

  const files = useLibrary('imported');
  const regulatory = useLibrary('regulatory');
  const reports = useAnalysesList('saved');
  const history = useHistory();
  const consolidated = useConsolidatedAnalysis();
  const save = useSaveAnswer();
  const deleteReport = useDeleteAnalysis();

  // A selection handed over by the dashboard, once, while it is fresh (spec part 2 §4).
  const tookPreloaded = useRef(false);
  useEffect(() => {
    if (tookPreloaded.current) return;
    tookPreloaded.current = true;
    const handed = takeDashboardSelection();
    if (!handed) return;
    setPreloaded(handed);
    setQuestion(
      t('preloaded.question', { analyses: handed.analyses.length, files: handed.importedFiles.length }),
    );
  }, [t]);

  // Every regulatory reference is selected when the list first loads (spec part 2 §2.3).
  const regulatoryIds = regulatory.isSuccess ? regulatory.files.map((file) => file.id) : undefined;
  const autoSelectedRegulatory = useRef(false);
  useEffect(() => {
    if (autoSelectedRegulatory.current || !regulatoryIds) return;
    autoSelectedRegulatory.current = true;
    setSelected((all) => ({ ...all, regulatory: new Set(regulatoryIds) }));
  }, [regulatoryIds]);

  const reportItems: SelectableItem[] = reports.analyses.map((report) => ({
    id: report.id,
    name: report.title,
    detail: `${report.source === 'standard' ? t('reports.standard') : t('reports.imported')} · ${formatDateTime(report.timestamp, language)}`,
    href: reportPdfHref(report),
  }));

  const counts = {
    history: selected.history.size,
    files: selected.files.size,
    reports: selected.reports.size,
    references: selected.regulatory.size,
  };
  const total = counts.history + counts.files + counts.reports + counts.references;

  const pdf = useAssistantPdf();

  const ask = async (chosen: Selection) => {
    try {
      const result = await consolidated.run({
        question,
        language,
        province: province as JurisdictionCode,
        selectedAnalyses: [...chosen.history],
        selectedReports: [...chosen.reports],
        selectedFiles: [...chosen.files],
        selectedRegulatory: [...chosen.regulatory],
        newFiles,
        preloadedAnalyses: (preloaded?.analyses ?? []).map((entry) => entry.id),
        preloadedFiles: (preloaded?.importedFiles ?? []).map((entry) => entry.id),
      });
      if (!result.success || !result.analysisId) {
        return toast({ title: t('errors.analysis', { error: result.error ?? '' }), variant: 'destructive' });
      }
      const view: AnswerView = {
        ...result,
        analysisId: result.analysisId,
        question,
        province: province as JurisdictionCode,
      };
      setAnswer(view);
      setRecent(view);
      setNewFiles([]);
      setPreloaded(null);
    } catch (error) {
      const message =
        error instanceof ConsolidatedTimeout
          ? t('errors.timeout')
          : error instanceof ApiError && error.status !== 0
            ? t('errors.analysis', { error: error.message })
            : t('errors.connection');
      toast({ title: message, variant: 'destructive' });
    }
  };

  /**
   * Analyze: a question, and at least one item across the tabs, new files and preloaded items. With
   * none, the user may have everything available selected (spec part 2 §5), tried 100 ms later.
   */
  const analyze = () => {
    if (!question.trim()) return toast({ title: t('errors.noQuestion'), variant: 'destructive' });
    const preloadedCount = (preloaded?.analyses.length ?? 0) + (preloaded?.importedFiles.length ?? 0);
    if (total + newFiles.length + preloadedCount > 0) return void ask(selected);
    if (!window.confirm(t('autoSelect.confirm'))) return window.alert(t('errors.noSelection'));
    const everything: Selection = {
      history: new Set(history.items.map((item) => item.id)),
      files: new Set(files.files.map((file) => file.id)),
      reports: new Set(reportItems.map((item) => item.id)),
      regulatory: new Set(regulatoryIds ?? []),
    };
    setSelected(everything);
    window.setTimeout(() => {
      const available = Object.values(everything).reduce((sum, set) => sum + set.size, 0);
      if (available === 0) window.alert(t('autoSelect.checkTabs'));
      else void ask(everything);
    }, AUTO_SELECT_RETRY_MS);
  };

  const saveRecent = async () => {
    if (!recent) return toast({ title: t('errors.noRecent'), variant: 'destructive' });
    try {
      await save.mutateAsync({ ...recent, language });
      toast({ title: t('recent.saved'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('errors.save'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const refreshAll = () =>
    Promise.all([history.refetch(), files.refetch(), regulatory.refetch(), reports.refetch()]);

  return (
    <AppShell title={t('title')}>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
          <Badge>{t('badge')}</Badge>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
                {t('dashboard')}
              </Link>
            </Button>
            {isAdmin && (
              <Button variant="outline" size="sm" onClick={() => setBackupsOpen(true)}>
                <DatabaseBackup aria-hidden="true" className="h-4 w-4" />
                {t('backups:open')}
              </Button>
            )}
          </div>
        </div>
        {isAdmin && <BackupDialog open={backupsOpen} onOpenChange={setBackupsOpen} />}
        <div
          className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="selection-banner"
        >
          <span className="font-semibold">{t('bannerTitle')}</span>
          <span>{t('banner', { ...counts, total })}</span>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setSelected(NOTHING)}>
            {t('clearAll')}
          </Button>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
          <QuestionPanel
            preloaded={preloaded}
            onClearPreloaded={() => setPreloaded(null)}
            newFiles={newFiles}
            onNewFilesChange={setNewFiles}
            province={province}
            onProvinceChange={setProvince}
            question={question}
            onQuestionChange={setQuestion}
            onAnalyze={analyze}
            stage={consolidated.stage}
            recent={recent}
            onSave={saveRecent}
            saving={save.isPending}
          />
          <Tabs
            className="min-w-0"
            label={t('tabs.label')}
            items={[
              {
                value: 'history',
                label: t('tabs.history', { count: history.total ?? 0 }),
                content: (
                  <HistoryList
                    history={history}
                    selected={selected.history}
                    onSelectedChange={select('history')}
                  />
                ),
              },
              {
                value: 'files',
                label: t('tabs.files', { count: files.total ?? 0 }),
                content: (
                  <div className="flex flex-col gap-4">
                    <UploadTiles kind="imported" />
                    <LibraryFileList
                      kind="imported"
                      selected={selected.files}
                      onSelectedChange={select('files')}
                    />
                  </div>
                ),
              },
              {
                value: 'reports',
                label: t('tabs.reports', { count: reports.analyses.length }),
                content: (
                  <div className="flex flex-col gap-3">
                    <div className="flex flex-wrap gap-2">
                      <ImportPdfDialog />
                      <Button variant="outline" size="sm" onClick={() => reports.refetch()}>
                        <RefreshCw aria-hidden="true" className="h-4 w-4" />
                        {t('list.refresh')}
                      </Button>
                    </div>
                    <SelectableList
                      testId="tab-reports"
                      items={reportItems}
                      status={reports.status}
                      onRetry={() => reports.refetch()}
                      selected={selected.reports}
                      onSelectedChange={select('reports')}
                      onDelete={async (item) => {
                        const report = reports.analyses.find((entry) => entry.id === item.id);
                        if (report) await deleteReport.mutateAsync(report);
                      }}
                      deleteTexts={{ confirm: t('reports.confirmDelete'), error: t('reports.deleteError') }}
                      more={{
                        hasMore: reports.hasNextPage,
                        loading: reports.isFetchingNextPage,
                        load: () => reports.fetchNextPage(),
                      }}
                    />
                  </div>
                ),
              },
              {
                value: 'regulatory',
                label: t('tabs.regulatory', { count: regulatory.total ?? 0 }),
                content: (
                  <div className="flex flex-col gap-4">
                    <UploadTiles kind="regulatory" />
                    <LibraryFileList
                      kind="regulatory"
                      selected={selected.regulatory}
                      onSelectedChange={select('regulatory')}
                    />
                  </div>
                ),
              },
            ]}
          />
        </div>
        {answer && (
          <AnswerCard
            answer={answer}
            onClose={() => setAnswer(null)}
            onSave={saveRecent}
            saving={save.isPending}
            onDownloadPdf={() => pdf.download(answer.analysisId)}
            onPrint={() => pdf.print(answer.analysisId)}
            onRefresh={refreshAll}
          />
        )}
      </div>
    </AppShell>
  );
}
