import { ArrowRight, Bot, DatabaseBackup, FilePlus2, Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppShell } from '../../../app/layouts/AppShell';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { toast } from '../../../ui/toast-store';
import { useAnalysesList } from '../../analysis/analyses-list.queries';
import { AnalysesList } from '../../analysis/components/AnalysesList';
import { useLibrary } from '../../assistant/assistant.queries';
import { LibraryFileList } from '../../assistant/components/LibraryFileList';
import { storeDashboardSelection } from '../../assistant/preloaded-selection';
import { useSession } from '../../auth/session';
import { BackupDialog } from '../../backups/BackupDialog';

const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** `/dashboard`: the enterprise home (spec part 2 §2.2). */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'backups']);
  const session = useSession();
  const name = session.status === 'authenticated' ? (session.user.name ?? session.user.email) : '';
  // The dialog belongs on the assistant page too; a team's admin reaches it from here meanwhile.
  const isAdmin = session.status === 'authenticated' && session.user.role === 'admin';
  const [backupsOpen, setBackupsOpen] = useState(false);
  const navigate = useNavigate();
  const analyses = useAnalysesList('saved');
  const files = useLibrary('imported');
  const [selectedAnalyses, setSelectedAnalyses] = useState<ReadonlySet<string>>(new Set());
  const [selectedFiles, setSelectedFiles] = useState<ReadonlySet<string>>(new Set());
  const selectedCount = selectedAnalyses.size + selectedFiles.size;

  // The spec's 'Loading Error' toast (part 2 §8); each list also says so where it stands.
  const loadFailed = analyses.isError || files.isError;
  useEffect(() => {
    if (loadFailed)
      toast({ title: t('loadError.title'), description: t('loadError.text'), variant: 'destructive' });
  }, [loadFailed, t]);

  const cancelSelection = () => {
    setSelectedAnalyses(new Set());
    setSelectedFiles(new Set());
  };

  /** 'Use for Analysis': the selection, with its time, goes to the assistant page (spec part 2 §4). */
  const sendToAssistant = () => {
    storeDashboardSelection({
      analyses: analyses.analyses
        .filter((analysis) => selectedAnalyses.has(analysis.id))
        .map((analysis) => ({ id: analysis.id, name: analysis.title })),
      importedFiles: files.files
        .filter((file) => selectedFiles.has(file.id))
        .map((file) => ({ id: file.id, name: file.originalName })),
    });
    toast({ title: t('selection.sent', { count: selectedCount }), variant: 'success' });
    cancelSelection();
    navigate('/gemini');
  };

  return (
    <AppShell title={t('title')}>
      <div className="flex flex-col gap-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('welcome', { name })}</h1>
            <p className="mt-1 text-slate-600">{t('lead')}</p>
          </div>
          {isAdmin && (
            <Button variant="outline" onClick={() => setBackupsOpen(true)} data-testid="open-backups">
              <DatabaseBackup aria-hidden="true" className="h-4 w-4" />
              {t('backups:open')}
            </Button>
          )}
        </div>
        {isAdmin && <BackupDialog open={backupsOpen} onOpenChange={setBackupsOpen} />}
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col">
            <CardHeader>
              <FilePlus2 aria-hidden="true" className="h-8 w-8 text-brand-600" />
              <CardTitle>{t('newAnalysis.title')}</CardTitle>
              <p className="text-sm text-slate-600">{t('newAnalysis.text')}</p>
            </CardHeader>
            <CardContent className="mt-auto">
              <Button asChild>
                <Link to="/risk-analysis" data-testid="new-analysis">
                  {t('newAnalysis.action')}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </Button>
            </CardContent>
          </Card>
          <Card className="flex flex-col">
            <CardHeader>
              <Bot aria-hidden="true" className="h-8 w-8 text-brand-600" />
              <CardTitle>{t('assistant.title')}</CardTitle>
              <p className="text-sm text-slate-600">{t('assistant.text')}</p>
            </CardHeader>
            <CardContent className="mt-auto">
              <Button asChild variant="outline">
                <Link to="/gemini">
                  {t('assistant.action')}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
        <AnalysesList
          scope="saved"
          selected={selectedAnalyses}
          onSelectedChange={(analysis, on) => setSelectedAnalyses((set) => toggled(set, analysis.id, on))}
        />
        <section
          aria-labelledby="imported-files-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
          data-testid="dashboard-files"
        >
          <h2 id="imported-files-title" className="text-lg font-semibold text-slate-900">
            {t('files.title')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('files.lead')}</p>
          <LibraryFileList kind="imported" selected={selectedFiles} onSelectedChange={setSelectedFiles} />
        </section>
        <section aria-labelledby="reports-title" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="reports-title" className="text-lg font-semibold text-slate-900">
            {t('reports.title')}
          </h2>
          <p className="mt-2 flex gap-2 text-sm text-slate-600">
            <Lightbulb aria-hidden="true" className="h-5 w-5 shrink-0 text-safety-600" />
            {t('reports.tip')}
          </p>
        </section>
        {selectedCount > 0 && (
          <section
            aria-label={t('selection.label')}
            className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-300 bg-white p-4 shadow-lg"
            data-testid="selection-bar"
          >
            <p className="mr-auto text-sm font-medium text-slate-900">
              {t('selection.count', { count: selectedCount })}
            </p>
            <Button variant="outline" onClick={cancelSelection}>
              {t('selection.cancel')}
            </Button>
            <Button onClick={sendToAssistant} data-testid="use-for-analysis">
              <Bot aria-hidden="true" className="h-4 w-4" />
              {t('selection.use')}
            </Button>
          </section>
        )}
      </div>
    </AppShell>
  );
}
