// `npm run backup:create`: writes an instance backup of the database and files the server uses to
// DATA_DIR/backups, then deletes the oldest beyond BACKUP_KEEP. See docs/operations.md.
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DatabaseInUseError } from '../server/db/data-dir-lock';
import { archiveName } from '../server/modules/backups/archive-writer';
import { createBackupStore } from '../server/modules/backups/backup-store';
import { createInstanceBackup } from '../server/modules/backups/instance-backup';
import { createLocalFileStorage } from '../server/platform/storage/file-storage';

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(
      `A RisqueVision server (pid ${error.pid}) holds the embedded database in ${config.dataDir}.\n` +
        'It makes instance backups itself every BACKUP_INTERVAL_HOURS into DATA_DIR/backups. To make one now,\n' +
        'stop the server, run this command, then start it again (or use PostgreSQL with DATABASE_URL).',
    );
    process.exit(2);
  }
  throw error;
}
try {
  const store = createBackupStore({ dir: join(config.dataDir, 'backups') });
  const backup = await createInstanceBackup({
    database,
    storage: createLocalFileStorage({ dataDir: config.dataDir }),
    store,
    config,
  });
  console.log(`Backup ${backup.id} written: ${join(store.dir, archiveName(backup.id))}`);
  console.log(`  ${backup.size.toLocaleString('en')} bytes, SHA-256 ${backup.sha256}`);
  const removed = await store.prune(config.backups.keep);
  if (removed.length > 0) console.log(`  Removed the oldest beyond BACKUP_KEEP: ${removed.join(', ')}`);
} catch (error) {
  console.error('The backup failed:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
