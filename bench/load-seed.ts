// Data for the load bench (issue 15): accounts, one real analysis, then copies of its stored result for
// every account, on the embedded database or on PostgreSQL.
import pg from 'pg';
import { copyAnalysisPassages, runWeldingAnalysis } from './server-start';

export const LOAD_PASSWORD = 'Bench-Prevention-2025!';
export const loadEmail = (index: number) => `charge-${index}@usine.example`;

/** One Enterprise account (its own team) per entry, through the service the command line uses. */
export async function seedLoadAccounts(options: {
  dataDir: string;
  databaseUrl: string | null;
  count: number;
}) {
  const [{ loadConfig }, { createContainer }, { openDatabase }, { migrateDatabase }, { createLogger }] =
    await Promise.all([
      import('../server/config'),
      import('../server/container'),
      import('../server/db/client'),
      import('../server/db/migrate'),
      import('../server/platform/logger/logger'),
    ]);
  const config = loadConfig({ DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'false' });
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateDatabase(database);
    const container = createContainer({ config, database, logger: createLogger({ level: 'warn' }) });
    for (let index = 0; index < options.count; index++) {
      await container.accountsService.createAccount({
        email: loadEmail(index),
        name: `Charge ${index}`,
        tier: 'enterprise',
        team: `Équipe ${index}`,
        seats: 5,
        password: LOAD_PASSWORD,
      });
    }
    container.mailer.close();
  } finally {
    await database.close();
  }
}

/** A real analysis through the server, so every copy holds a result the current code produced. */
export const runSeedAnalysis = (baseUrl: string) =>
  runWeldingAnalysis(baseUrl, { email: loadEmail(0), password: LOAD_PASSWORD });

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * `perAccount` finished analyses for every account, half of them saved, copied from the real one with
 * its assistant passages; answers each account's analysis ids (the results and PDFs its users read).
 */
export async function copyAnalyses(query: Query, perAccount: number): Promise<Map<string, string[]>> {
  const [source] = (await query(`select id from analyses where status = 'done' limit 1`)).rows;
  if (!source) throw new Error('no finished analysis to copy');
  await query(
    `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
       jurisdiction, area, engine, model, metered, result, list_summary, created_at, saved_to_standard)
     select gen_random_uuid(), u.id, m.team_id, a.source_interface, 'done', a.language,
       a.jurisdiction, 'Site ' || n, a.engine, a.model, a.metered, a.result, a.list_summary,
       a.created_at - make_interval(secs => n), n % 2 = 0
     from (select * from analyses where id = $2) a
       cross join users u join team_memberships m on m.user_id = u.id
       cross join generate_series(1, $1::int) as n`,
    [perAccount, source.id],
  );
  await copyAnalysisPassages(query, String(source.id));
  const { rows } = await query(
    `select u.email, a.id from analyses a join users u on u.id = a.owner_user_id where a.status = 'done'`,
  );
  const ids = new Map<string, string[]>();
  for (const row of rows) {
    const email = String(row.email);
    ids.set(email, [...(ids.get(email) ?? []), String(row.id)]);
  }
  return ids;
}

/** Copies through a short pg connection (PostgreSQL) or the embedded database, opened while no server is. */
export async function copyAnalysesIn(options: {
  dataDir: string;
  databaseUrl: string | null;
  perAccount: number;
}) {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      return await copyAnalyses((text, values) => client.query(text, values), options.perAccount);
    } finally {
      await client.end();
    }
  }
  const { openDatabase } = await import('../server/db/client');
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: null });
  try {
    return await copyAnalyses(
      async (text, values) => ({ rows: await database.query(text, values) }),
      options.perAccount,
    );
  } finally {
    await database.close();
  }
}
