import { join } from 'node:path';
import type { Backup } from '../../../common/contract/backups';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { AppError, notFound } from '../../platform/errors/app-error';
import type { Logger } from '../../platform/logger/logger';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import { readChecksumFile, sha256OfFile } from './archive-reader';
import { type BackupStore, createBackupStore, type StoredBackup } from './backup-store';
import { createInstanceBackup } from './instance-backup';
import { createTeamBackup } from './team-backup';

type AdminUser = UserRecord & { team: NonNullable<UserRecord['team']> };

const toBackup = (backup: StoredBackup): Backup => ({
  id: backup.id,
  timestamp: backup.createdAt.toISOString(),
  size: backup.size,
});

/**
 * Team backups for a team's admin (list, create, download) and the scheduled backups of every team
 * and of the whole instance. Archives live in DATA_DIR/backups, never under the web root; a team's
 * in its own folder, so one team's ids never find another's archives.
 */
export function createBackupsService(deps: {
  database: DatabaseHandle;
  storage: FileStorage;
  accounts: Pick<AccountsRepository, 'recordAuditEvent'>;
  config: Config;
  logger: Logger;
}) {
  // One backup of a team at a time on this instance: a second click waits for the first to finish,
  // rather than piling full copies of the team's files on the disk.
  const running = new Set<string>();
  const root = join(deps.config.dataDir, 'backups');
  const instanceStore = createBackupStore({ dir: root });
  const teamStore = (teamId: string): BackupStore => createBackupStore({ dir: join(root, 'teams', teamId) });

  const backupTeam = async (teamId: string) => {
    const store = teamStore(teamId);
    const backup = await createTeamBackup({ database: deps.database, storage: deps.storage, store, teamId });
    await store.prune(deps.config.backups.teamKeep);
    return backup;
  };

  return {
    instanceStore,
    async list(admin: AdminUser): Promise<Backup[]> {
      return (await teamStore(admin.team.id).list()).map(toBackup);
    },

    async create(admin: AdminUser): Promise<string> {
      if (running.has(admin.team.id)) throw new AppError({ code: 'backups.inProgress', status: 409 });
      running.add(admin.team.id);
      try {
        const backup = await backupTeam(admin.team.id);
        await deps.accounts.recordAuditEvent({
          type: 'backup.created',
          userId: admin.id,
          teamId: admin.team.id,
          details: { backupId: backup.id, size: backup.size },
        });
        return backup.id;
      } catch (error) {
        deps.logger.error({ err: error, teamId: admin.team.id }, 'team backup failed');
        throw new AppError({ code: 'backups.createFailed', status: 500 });
      } finally {
        running.delete(admin.team.id);
      }
    },

    /** The archive to send, once its bytes are checked against the checksum written with it. */
    async openDownload(admin: AdminUser, backupId: string): Promise<{ path: string; sha256: string }> {
      const path = await teamStore(admin.team.id).find(backupId);
      if (!path) throw notFound('backups.notFound');
      const expected = await readChecksumFile(path);
      if (!expected || (await sha256OfFile(path)) !== expected) {
        deps.logger.error({ backupId, teamId: admin.team.id }, 'team backup fails its checksum');
        throw new AppError({ code: 'backups.corrupted', status: 500 });
      }
      // A download hands over the whole team's records: it is in the team's security log.
      await deps.accounts.recordAuditEvent({
        type: 'backup.downloaded',
        userId: admin.id,
        teamId: admin.team.id,
        details: { backupId },
      });
      return { path, sha256: expected };
    },

    async backupInstance() {
      const backup = await createInstanceBackup({ ...deps, store: instanceStore });
      const removed = await instanceStore.prune(deps.config.backups.keep);
      deps.logger.info({ backupId: backup.id, size: backup.size, removed }, 'instance backup written');
      return backup;
    },

    /** Every team in turn; one failing team is logged and does not stop the others. */
    async backupAllTeams() {
      const teams = await deps.database.query<{ id: string }>('select id from teams order by id');
      for (const team of teams) {
        try {
          await backupTeam(team.id);
        } catch (error) {
          deps.logger.error({ err: error, teamId: team.id }, 'scheduled team backup failed');
        }
      }
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
