import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import type { FileStorage } from '../../platform/storage/file-storage';
import { readArchive, verifyArchive } from './archive-reader';
import { createArchiveWriter, type Manifest } from './archive-writer';
import { type BackupStore, createBackupId } from './backup-store';
import { configWithoutSecrets } from './config-snapshot';
import {
  dumpRows,
  inTransaction,
  isEmptyDatabase,
  listTables,
  loadRows,
  resetSequences,
} from './database-dump';
import {
  appliedSchemaVersion,
  appVersion,
  knownSchemaVersion,
  migrateUpTo,
  migrationFiles,
  SchemaTooNewError,
} from './schema-version';

/** The place restored into already holds data: a restore never merges into or overwrites it. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(what: string) {
    super(`${what} is not empty: restore into a new DATA_DIR or an empty PostgreSQL database.`);
    this.name = 'RestoreTargetNotEmptyError';
  }
}

export const batchName = (table: string, index: number) =>
  `db/${table}/${String(index).padStart(6, '0')}.jsonl`;

/** Reads one entry whole; used for the bounded batches of rows only, never for files. */
export async function readBatch(
  content: Readable,
  rewrite: (text: string) => string = (text) => text,
): Promise<Record<string, unknown>[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return rewrite(Buffer.concat(chunks).toString('utf8'))
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Copies stored files into the archive under `files/`; a file removed since the snapshot is noted. */
export async function addStoredFiles(options: {
  storage: FileStorage;
  names: Iterable<string>;
  add: (name: string, source: Readable, size: number) => Promise<void>;
}): Promise<{ files: number; missing: string[] }> {
  let files = 0;
  const missing: string[] = [];
  for (const name of options.names) {
    const size = await options.storage.size(name);
    if (size === null) {
      missing.push(name);
      continue;
    }
    await options.add(`files/${name}`, options.storage.read(name), size);
    files += 1;
  }
  return { files, missing };
}

/**
 * The whole installation in one archive: every table of the public schema from one REPEATABLE READ
 * snapshot, then the stored files (copied after it, so every file a snapshot row names was already
 * written), the settings without secrets, the versions and the migrations. pg-boss's own schema is
 * left out: its queued jobs are transient, pg-boss rebuilds it on start, and unfinished analyses
 * are recovered from their own rows.
 */
export async function createInstanceBackup(options: {
  database: DatabaseHandle;
  storage: FileStorage;
  store: BackupStore;
  config: Config;
}): Promise<{ id: string; size: number; sha256: string }> {
  const id = createBackupId();
  const writer = createArchiveWriter({ dir: options.store.prepare(), id });
  try {
    for (const file of migrationFiles()) {
      await writer.addStream(file.name, createReadStream(file.path), statSync(file.path).size);
    }
    await writer.addBuffer('config.json', JSON.stringify(configWithoutSecrets(options.config), null, 1));
    const rows: Record<string, number> = {};
    const schema = await inTransaction(options.database, 'snapshot', async (query) => {
      const version = await appliedSchemaVersion(query);
      for (const table of await listTables(query)) {
        let batch = 0;
        rows[table.name] = await dumpRows({
          query,
          table,
          onBatch: (lines) => writer.addBuffer(batchName(table.name, batch++), lines),
        });
      }
      return version;
    });
    const copied = await addStoredFiles({
      storage: options.storage,
      names: await options.storage.list(),
      add: writer.addStream,
    });
    const result = await writer.finish({
      format: 'risquevision-backup',
      formatVersion: 1,
      kind: 'instance',
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      schema,
      details: { rows, ...copied },
    });
    return { id, ...result };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * Restores an instance archive into an empty database and an empty file storage: checks it whole
 * first, rebuilds the schema as the backup had it, loads every row in one transaction, writes the
 * files, then runs the newer migrations this application has.
 */
export async function restoreInstanceBackup(options: {
  path: string;
  database: DatabaseHandle;
  storage: FileStorage;
}): Promise<Manifest> {
  const manifest = await verifyArchive(options.path);
  if (manifest.kind !== 'instance') {
    throw new Error('This is a team backup: restore it with --team (see docs/operations.md).');
  }
  if (manifest.schema.when > knownSchemaVersion().when) throw new SchemaTooNewError(manifest.schema);
  if (!(await isEmptyDatabase(options.database.query))) throw new RestoreTargetNotEmptyError('The database');
  if ((await options.storage.list()).length > 0) throw new RestoreTargetNotEmptyError('The file storage');

  await migrateUpTo(options.database, manifest.schema);
  await inTransaction(options.database, 'write', async (query) => {
    const tables = new Map((await listTables(query)).map((table) => [table.name, table]));
    await readArchive(options.path, async (name, content) => {
      const match = /^db\/([^/]+)\/\d+\.jsonl$/.exec(name);
      if (match?.[1]) {
        const table = tables.get(match[1]);
        if (!table) throw new Error(`The backup holds a table this schema lacks: ${match[1]}`);
        await loadRows({ query, table, rows: await readBatch(content) });
      } else if (name.startsWith('files/')) {
        await options.storage.write(name.slice('files/'.length), content);
      } else {
        content.resume();
        await finished(content);
      }
    });
    await resetSequences(query);
  });
  await migrateDatabase(options.database);
  return manifest;
}
