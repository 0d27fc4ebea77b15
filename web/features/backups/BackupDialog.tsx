import { DatabaseBackup, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { localeOf } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { useBackups, useCreateBackup } from './backups.queries';

const MB = 1024 * 1024;

// Two decimals; an archive under 0.01 MB shows as "< 0.01 MB" rather than a misleading 0.
function megabytes(bytes: number, locale: string) {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return bytes < 0.01 * MB
    ? ({ key: 'list.megabytesBelow', size: format.format(0.01) } as const)
    : ({ key: 'list.megabytes', size: format.format(bytes / MB) } as const);
}

/**
 * The Backup Management dialog (spec part 2 §2.3): create a backup now, the team's backups with
 * their id, time and size in MB, each downloadable, and what the automatic backups hold.
 */
export function BackupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('backups');
  const backups = useBackups(open);
  const create = useCreateBackup();
  const locale = localeOf(i18n.language);

  const createNow = () =>
    create.mutate(undefined, {
      onSuccess: ({ backupId }) =>
        toast({
          title: t('created.title'),
          description: t('created.text', { id: backupId }),
          variant: 'success',
        }),
      // The spec's exact words, whatever the server said.
      onError: () =>
        toast({ title: t('failed.title'), description: t('failed.text'), variant: 'destructive' }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('note')}
      className="sm:max-w-2xl"
      dismissible={!create.isPending}
    >
      <div>
        <Button onClick={createNow} loading={create.isPending} data-testid="create-backup">
          <DatabaseBackup aria-hidden="true" className="h-4 w-4" />
          {create.isPending ? t('creating') : t('create')}
        </Button>
      </div>
      <section aria-labelledby="backups-list-title" className="flex flex-col gap-2">
        <h3 id="backups-list-title" className="text-sm font-semibold text-slate-900">
          {t('list.title')}
        </h3>
        {backups.isPending ? (
          <Spinner />
        ) : backups.isError ? (
          <Alert variant="error">{t('list.error')}</Alert>
        ) : backups.data.backups.length === 0 ? (
          <p className="text-sm text-slate-600">{t('list.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-1 pr-2 font-medium">{t('list.id')}</th>
                  <th className="py-1 pr-2 font-medium">{t('list.timestamp')}</th>
                  <th className="py-1 pr-2 text-right font-medium">{t('list.size')}</th>
                  <th className="py-1">
                    <span className="sr-only">{t('list.download')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {backups.data.backups.map((backup) => (
                  <tr key={backup.id} className="border-t border-slate-100" data-testid="backup-row">
                    <td className="py-2 pr-2 font-mono text-xs whitespace-nowrap">{backup.id}</td>
                    <td className="py-2 pr-2 whitespace-nowrap">
                      {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                        new Date(backup.timestamp),
                      )}
                    </td>
                    <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">
                      {t(megabytes(backup.size, locale).key, { size: megabytes(backup.size, locale).size })}
                    </td>
                    <td className="py-2 text-right">
                      <Button asChild size="sm" variant="outline">
                        <a href={urlOf(routes.downloadBackup, { params: { backupId: backup.id } })} download>
                          <Download aria-hidden="true" className="h-4 w-4" />
                          {t('list.download')}
                        </a>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Dialog>
  );
}
