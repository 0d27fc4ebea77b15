import pg from 'pg';

/** The PostgreSQL server the multi-instance tests create their databases on. */
export const POSTGRES_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether PostgreSQL answers; without it the multi-instance tests are skipped with a message saying so. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `fn` on a connection to the server's maintenance database (creating and dropping databases). */
export async function onPostgresServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
