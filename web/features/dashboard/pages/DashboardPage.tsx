import { ArrowRight, Bot, DatabaseBackup, FilePlus2, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppShell } from '../../../app/layouts/AppShell';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { AnalysesList } from '../../analysis/components/AnalysesList';
import { useSession } from '../../auth/session';
import { BackupDialog } from '../../backups/BackupDialog';

/** `/dashboard`: the enterprise home (spec part 2 §2.2). */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'backups']);
  const session = useSession();
  const name = session.status === 'authenticated' ? (session.user.name ?? session.user.email) : '';
  // The dialog belongs on the assistant page too; a team's admin reaches it from here meanwhile.
  const isAdmin = session.status === 'authenticated' && session.user.role === 'admin';
  const [backupsOpen, setBackupsOpen] = useState(false);
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
        <AnalysesList scope="saved" />
        <section aria-labelledby="reports-title" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="reports-title" className="text-lg font-semibold text-slate-900">
            {t('reports.title')}
          </h2>
          <p className="mt-2 flex gap-2 text-sm text-slate-600">
            <Lightbulb aria-hidden="true" className="h-5 w-5 shrink-0 text-safety-600" />
            {t('reports.tip')}
          </p>
        </section>
      </div>
    </AppShell>
  );
}
