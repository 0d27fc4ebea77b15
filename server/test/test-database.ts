import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, wrapPgliteClient } from '../db/client';
import { openPgliteThread } from '../db/pglite-thread';
import { createTestDatabaseName, templateUrl } from './test-database-names';

/** A new PostgreSQL database (from `template` when given), dropped when its handle closes. */
async function openNewPostgresDatabase(baseUrl: string, template: string | null): Promise<DatabaseHandle> {
  const name = createTestDatabaseName();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ dataDir: '', databaseUrl: templateUrl(baseUrl, name) });
  const close = handle.close;
  handle.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return handle;
}

/**
 * A fresh database for one test file, copied from the template the global setup migrated; the embedded
 * one on its own thread, as the server runs it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = readFileSync(source.dumpPath);
    return wrapPgliteClient(await openPgliteThread({ loadDataDir: new Uint8Array(dump) }));
  }
  return openNewPostgresDatabase(source.baseUrl, source.template);
}

/** A database with no schema at all (a restore target): in memory on PGlite, a new one on PostgreSQL. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') return wrapPgliteClient(await openPgliteThread({}));
  return openNewPostgresDatabase(source.baseUrl, null);
}
