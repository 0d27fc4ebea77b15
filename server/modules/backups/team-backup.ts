import type { DatabaseHandle } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createArchiveWriter } from './archive-writer';
import { type BackupStore, createBackupId } from './backup-store';
import { dumpRows, inTransaction, listTables, type TableInfo } from './database-dump';
import { addStoredFiles, batchName } from './instance-backup';
import { appliedSchemaVersion, appVersion } from './schema-version';
import { TEAM_TABLES, type TeamTable } from './team-tables';

/** The tables a team backup exports, with the columns it keeps, in restore order. */
export async function exportedTables(
  query: Parameters<typeof listTables>[0],
): Promise<{ entry: TeamTable; table: TableInfo }[]> {
  const tables = new Map((await listTables(query)).map((table) => [table.name, table]));
  return TEAM_TABLES.flatMap((entry) => {
    const table = tables.get(entry.table);
    if (!table || entry.scope === null) return [];
    const columns = table.columns.filter((column) => !entry.omit?.includes(column));
    return [{ entry, table: { name: table.name, columns } }];
  });
}

/**
 * Everything of one team and nothing of another: the rows TEAM_TABLES selects for it, from one
 * REPEATABLE READ snapshot, then the stored files those rows name. Password hashes, sessions and
 * other secrets are not exported (see team-tables.ts).
 */
export async function createTeamBackup(options: {
  database: DatabaseHandle;
  storage: FileStorage;
  store: BackupStore;
  teamId: string;
}): Promise<{ id: string; size: number; sha256: string }> {
  const id = createBackupId();
  const writer = createArchiveWriter({ dir: options.store.prepare(), id });
  try {
    const files = new Set<string>();
    const rows: Record<string, number> = {};
    const snapshot = await inTransaction(options.database, 'snapshot', async (query) => {
      const version = await appliedSchemaVersion(query);
      const team = await query<{ name: string }>('select name from teams where id = $1', [options.teamId]);
      for (const { entry, table } of await exportedTables(query)) {
        let batch = 0;
        rows[table.name] = await dumpRows({
          query,
          table,
          where: entry.scope ?? 'false',
          values: [options.teamId],
          onBatch: async (lines) => {
            for (const column of entry.files ?? []) {
              for (const line of lines.split('\n')) {
                const name = line ? (JSON.parse(line) as Record<string, unknown>)[column] : null;
                if (typeof name === 'string') files.add(name);
              }
            }
            await writer.addBuffer(batchName(table.name, batch++), lines);
          },
        });
      }
      return { version, teamName: team[0]?.name ?? '' };
    });
    const copied = await addStoredFiles({
      storage: options.storage,
      names: [...files].sort(),
      add: writer.addStream,
    });
    const result = await writer.finish({
      format: 'risquevision-backup',
      formatVersion: 1,
      kind: 'team',
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      schema: snapshot.version,
      details: { teamId: options.teamId, teamName: snapshot.teamName, rows, ...copied },
    });
    return { id, ...result };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
