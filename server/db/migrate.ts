import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle } from './client';

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_210_531;

/**
 * Applies the committed migrations. On PostgreSQL several instances may start together, so the
 * migration runs under an advisory lock on one dedicated connection. A restore passes a folder
 * holding only the migrations its backup had, to rebuild that schema before loading the rows.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite({ client: handle.pglite as PGlite }), { migrationsFolder: folder });
    return;
  }
  if (!handle.pool) throw new Error('No database connection to migrate');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
