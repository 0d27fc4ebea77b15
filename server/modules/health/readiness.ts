import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { migrationsFolder } from '../../paths';
import type { FileStorage } from '../../platform/storage/file-storage';

export interface ReadinessChecks {
  database: boolean;
  storage: boolean;
  migrations: boolean;
}

// The newest migration this version of the application ships (drizzle-kit's journal).
async function latestMigrationMillis(): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether this instance can serve: the database answers, storage takes a write, and the database
 * holds every migration this version ships (an instance started beside an older schema, during an
 * upgrade, is not ready until the migrating instance is done).
 */
export async function checkReadiness(deps: {
  database: DatabaseHandle;
  storage: FileStorage;
}): Promise<ReadinessChecks> {
  const database = await deps.database.ping();
  const storage = await deps.storage.isWritable().catch(() => false);
  let migrations = false;
  if (database) {
    try {
      const [row] = await deps.database.query<{ latest: string | null }>(
        'select max(created_at)::text as latest from drizzle.__drizzle_migrations',
      );
      migrations = Number(row?.latest ?? 0) >= (await latestMigrationMillis());
    } catch {
      migrations = false;
    }
  }
  return { database, storage, migrations };
}
