import { DatabaseBackup, RefreshCw, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLIDATED_TIMEOUT_MS } from '../../../../common/contract/assistant';
import { urlOf } from '../../../../common/contract/route';
import { routes } from '../../../../common/contract/routes';
import { getJurisdiction, JURISDICTION_CODES } from '../../../../common/domain/jurisdictions';
import { AppShell } from '../../../app/layouts/AppShell';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Tabs } from '../../../ui/Tabs';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/toast-store';
import { useAnalysesList, useDeleteAnalysis } from '../../analysis/analyses-list.queries';
import { useSession } from '../../auth/session';
import { BackupDialog } from '../../backups/BackupDialog';
import {
  useAnalyzeConsolidated,
  useDeleteHistoryItem,
  useDeleteLibraryFile,
  useHistory,
  useImportPdfReport,
  useLibrary,
  useUploadLibrary,
} from '../assistant.queries';
import { AnswerCard, type AnswerView } from '../components/AnswerCard';
import { type SelectableItem, SelectableList } from '../components/SelectableList';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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
  const [selected, setSelected] = useState({
    history: new Set<string>(),
    files: new Set<string>(),
    reports: new Set<string>(),
    regulatory: new Set<string>(),
  });
  const select = (key: keyof typeof selected) => (next: Set<string>) =>
    setSelected((all) => ({ ...all, [key]: next }));

  const files = useLibrary('imported');
  const regulatory = useLibrary('regulatory');
  const reports = useAnalysesList('saved');
  const history = useHistory();
  const analyze = useAnalyzeConsolidated();
  const uploadFiles = useUploadLibrary('imported');
  const uploadRegulatory = useUploadLibrary('regulatory');
  const importPdf = useImportPdfReport();
  const deleteFile = useDeleteLibraryFile('imported');
  const deleteRegulatory = useDeleteLibraryFile('regulatory');
  const deletePdfReport = useDeleteLibraryFile('pdf_report');
  const deleteAnalysis = useDeleteAnalysis();
  const deleteHistory = useDeleteHistoryItem();

  const fileItems: SelectableItem[] = (files.data?.files ?? []).map((file) => ({
    id: file.id,
    name: file.originalName,
    detail: `${t('list.sizeKb', { size: kb(file.size) })} · ${formatDateTime(file.uploadedAt, language)}`,
    href: urlOf(routes.importedFileDownload, { params: { id: file.id } }),
  }));
  const regulatoryItems: SelectableItem[] = (regulatory.data?.files ?? []).map((file) => ({
    id: file.id,
    name: file.originalName,
    detail: `${file.category} · ${t('list.sizeKb', { size: kb(file.size) })}`,
    href: urlOf(routes.regulatoryFileDownload, { params: { id: file.id } }),
  }));
  const reportItems: SelectableItem[] = reports.analyses.map((report) => ({
    id: report.id,
    name: report.title,
    detail: formatDateTime(report.timestamp, language),
    href:
      report.source === 'standard'
        ? urlOf(routes.analysisPdf, { params: { id: report.id }, query: {} })
        : urlOf(routes.pdfReportDownload, { params: { id: report.id } }),
  }));
  const historyItems: SelectableItem[] = (history.data?.items ?? []).map((item) => ({
    id: item.id,
    name: `${t('history.type')} — ${item.question}`,
    detail: `${formatDateTime(item.timestamp, language)} · ${item.province} · ${item.analysis.slice(0, 150)}`,
    href: urlOf(routes.assistantPdf, { params: { id: item.id }, query: { download: '1' } }),
  }));

  const counts = {
    history: selected.history.size,
    files: selected.files.size,
    reports: selected.reports.size,
    references: selected.regulatory.size,
  };
  const total = counts.history + counts.files + counts.reports + counts.references;

  const confirmAndDelete = async (run: () => Promise<unknown>, id: string) => {
    if (!window.confirm(t('confirmDelete'))) return;
    try {
      await run();
      setSelected((all) => ({
        history: new Set([...all.history].filter((entry) => entry !== id)),
        files: new Set([...all.files].filter((entry) => entry !== id)),
        reports: new Set([...all.reports].filter((entry) => entry !== id)),
        regulatory: new Set([...all.regulatory].filter((entry) => entry !== id)),
      }));
      toast({ title: t('deleted') });
    } catch {
      toast({ title: t('deleteError'), variant: 'destructive' });
    }
  };

  const onUpload = (kind: 'imported' | 'regulatory') => async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    try {
      const result = await (kind === 'imported' ? uploadFiles : uploadRegulatory).mutateAsync(chosen);
      toast({
        title: t('upload.done', { count: result.kept }),
        description: result.errors.join(' ') || undefined,
      });
    } catch (error) {
      toast({
        title: t('upload.error'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const onImportPdf = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      if (file.type !== 'application/pdf') {
        toast({ title: t('upload.pdfOnly'), variant: 'destructive' });
        continue;
      }
      try {
        await importPdf.mutateAsync({ file, description: '' });
        toast({ title: t('upload.done', { count: 1 }) });
      } catch (error) {
        toast({
          title: t('upload.error'),
          description: error instanceof ApiError ? error.message : undefined,
          variant: 'destructive',
        });
      }
    }
  };

  const runAnalysis = async () => {
    if (!question.trim()) return toast({ title: t('errors.noQuestion'), variant: 'destructive' });
    if (total === 0) return toast({ title: t('errors.noSelection'), variant: 'destructive' });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), CONSOLIDATED_TIMEOUT_MS);
    const standard = new Set(
      reports.analyses.filter((report) => report.source === 'standard').map((report) => report.id),
    );
    try {
      const result = await analyze.mutateAsync({
        question,
        language,
        province: province as (typeof JURISDICTION_CODES)[number],
        selectedAnalyses: [...selected.reports].filter((id) => standard.has(id)),
        selectedReports: [...selected.reports].filter((id) => !standard.has(id)),
        selectedFiles: [...selected.files],
        selectedRegulatory: [...selected.regulatory],
      });
      if (!result.analysisId) throw new Error(result.error ?? '');
      setAnswer({
        ...result,
        analysisId: result.analysisId,
        question,
        province: province as AnswerView['province'],
      });
      setQuestion('');
    } catch (error) {
      setAnswer(null);
      const message = timeout.signal.aborted
        ? t('errors.timeout')
        : error instanceof ApiError && error.status !== 0
          ? t('errors.analysis', { error: error.message })
          : t('errors.connection');
      toast({ title: message, variant: 'destructive' });
    } finally {
      clearTimeout(timer);
    }
  };

  const uploadButton = (kind: 'imported' | 'regulatory', testId: string) => (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-400 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
      <Upload aria-hidden="true" className="h-4 w-4" />
      {t('upload.label')}
      <input
        type="file"
        multiple
        className="sr-only"
        data-testid={testId}
        accept="application/pdf,.pdf,.doc,.docx,image/*,.heic"
        onChange={onUpload(kind)}
      />
    </label>
  );

  return (
    <AppShell title={t('title')}>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
          <Badge>{t('badge')}</Badge>
          {isAdmin && (
            <Button variant="outline" size="sm" className="ml-auto" onClick={() => setBackupsOpen(true)}>
              <DatabaseBackup aria-hidden="true" className="h-4 w-4" />
              {t('backups:open')}
            </Button>
          )}
        </div>
        {isAdmin && <BackupDialog open={backupsOpen} onOpenChange={setBackupsOpen} />}
        <div
          className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="selection-banner"
        >
          {t('banner', { ...counts, total })}{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setSelected({ history: new Set(), files: new Set(), reports: new Set(), regulatory: new Set() })
            }
          >
            {t('clearAll')}
          </Button>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
          <section className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <label className="text-sm font-medium text-slate-800" htmlFor="assistant-province">
              {t('province')}
            </label>
            <Select
              id="assistant-province"
              value={province}
              onChange={(event) => setProvince(event.target.value)}
              options={JURISDICTION_CODES.filter((code) => code !== 'FEDERAL').map((code) => ({
                value: code,
                label: `${code} — ${getJurisdiction(code).name[language]}`,
              }))}
            />
            <label className="text-sm font-medium text-slate-800" htmlFor="assistant-question">
              {t('question')}
            </label>
            <Textarea
              id="assistant-question"
              rows={5}
              value={question}
              placeholder={t('questionPlaceholder')}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button
              onClick={runAnalysis}
              disabled={analyze.isPending || !question.trim()}
              loading={analyze.isPending}
            >
              {analyze.isPending ? t('analyzing') : t('analyze')}
            </Button>
          </section>
          <Tabs
            className="min-w-0"
            label={t('tabs.label')}
            items={[
              {
                value: 'history',
                label: t('tabs.history', { count: history.data?.total ?? 0 }),
                content: (
                  <SelectableList
                    testId="tab-history"
                    items={historyItems}
                    selected={selected.history}
                    onSelectedChange={select('history')}
                    onDelete={(item) => confirmAndDelete(() => deleteHistory.mutateAsync(item.id), item.id)}
                  />
                ),
              },
              {
                value: 'files',
                label: t('tabs.files', { count: files.data?.total ?? 0 }),
                content: (
                  <div className="flex flex-col gap-3">
                    <div className="flex flex-wrap items-center gap-3">
                      {uploadButton('imported', 'upload-imported')}
                      <p className="text-xs text-slate-600">{t('upload.limit')}</p>
                    </div>
                    <SelectableList
                      testId="tab-files"
                      items={fileItems}
                      selected={selected.files}
                      onSelectedChange={select('files')}
                      onDelete={(item) => confirmAndDelete(() => deleteFile.mutateAsync(item.id), item.id)}
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
                      <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-400 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
                        <Upload aria-hidden="true" className="h-4 w-4" />
                        {t('upload.importPdf')}
                        <input
                          type="file"
                          accept="application/pdf,.pdf"
                          className="sr-only"
                          data-testid="import-pdf"
                          onChange={onImportPdf}
                        />
                      </label>
                      <Button variant="outline" size="sm" onClick={() => reports.refetch()}>
                        <RefreshCw aria-hidden="true" className="h-4 w-4" />
                        {t('list.refresh')}
                      </Button>
                    </div>
                    <SelectableList
                      testId="tab-reports"
                      items={reportItems}
                      selected={selected.reports}
                      onSelectedChange={select('reports')}
                      onDelete={(item) => {
                        const report = reports.analyses.find((entry) => entry.id === item.id);
                        return confirmAndDelete(
                          () =>
                            report?.source === 'standard'
                              ? deleteAnalysis.mutateAsync(item.id)
                              : deletePdfReport.mutateAsync(item.id),
                          item.id,
                        );
                      }}
                    />
                  </div>
                ),
              },
              {
                value: 'regulatory',
                label: t('tabs.regulatory', { count: regulatory.data?.total ?? 0 }),
                content: (
                  <div className="flex flex-col gap-3">
                    {uploadButton('regulatory', 'upload-regulatory')}
                    <SelectableList
                      testId="tab-regulatory"
                      items={regulatoryItems}
                      selected={selected.regulatory}
                      onSelectedChange={select('regulatory')}
                      onDelete={(item) =>
                        confirmAndDelete(() => deleteRegulatory.mutateAsync(item.id), item.id)
                      }
                    />
                  </div>
                ),
              },
            ]}
          />
        </div>
        {answer && <AnswerCard answer={answer} onClose={() => setAnswer(null)} />}
      </div>
    </AppShell>
  );
}
