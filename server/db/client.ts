import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { createPgliteClusterInChild, hasPgliteCluster, PGLITE_START_PARAMS } from './pglite-cluster';
import { type EmbeddedDatabase, openPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: Drizzle on top, the driver below, one way to check it and to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by migrations, health checks and the job queue. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded database (PGlite, on its own thread when the server runs), otherwise null. */
  pglite: EmbeddedDatabase | null;
  pool: pg.Pool | null;
}

function wrapPglite(client: EmbeddedDatabase, lock: DataDirLock | null): DatabaseHandle {
  const query: DatabaseHandle['query'] = async (text, values) =>
    (await client.query(text, values)).rows as never;
  return {
    db: drizzlePglite({ client: client as PGlite, schema }) as unknown as Database,
    kind: 'pglite',
    query,
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
    },
    pglite: client,
    pool: null,
  };
}

function wrapPool(pool: pg.Pool): DatabaseHandle {
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    query: async (text, values) => (await pool.query(text, values)).rows,
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
    pglite: null,
    pool,
  };
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `dataDir/db`
 * (one process only: a lock file makes a second opener fail with a clear message).
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | null;
  /** Called if the embedded database's thread dies: the process can no longer serve, and should end. */
  onLost?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return wrapPool(pool);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const dbDir = join(options.dataDir, 'db');
    if (!hasPgliteCluster(dbDir)) await createPgliteClusterInChild(dbDir);
    const thread = await openPgliteThread(
      { dataDir: dbDir, startParams: PGLITE_START_PARAMS },
      { onLost: options.onLost },
    );
    return wrapPglite(thread, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an already open embedded database (tests load one from the migrated template). */
export function wrapPgliteClient(client: EmbeddedDatabase): DatabaseHandle {
  return wrapPglite(client, null);
}

/** The rows of a raw `db.execute`: an array from one driver, `{ rows }` from the other. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
