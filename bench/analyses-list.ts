// Issue 11: a page of the team's saved analyses for a team with 2,000 of them (the dashboard's list),
// through the production server; the budget is p95 ≤ 100 ms on this machine.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { freePort, runAnalysis, seedEnterpriseAccount, signIn, startServer } from './server-start';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
const TEAM_ANALYSES = 2000;
const REQUESTS = 100;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export async function benchAnalysesList(): Promise<{ p50Ms: number; p95Ms: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-bench-list-'));
  const account = { email: 'liste@usine.example', password: 'Bench-Prevention-2025!' };
  try {
    await seedEnterpriseAccount({ dataDir, ...account });
    const port = await freePort();
    // One real analysis, then 1,999 copies of its stored result (the embedded database opens from one
    // process at a time, so the copies are made while the server is stopped).
    let { server } = await startServer({ entry, dataDir, port });
    const cookie = await signIn({ baseUrl: server.baseUrl, ...account });
    await runAnalysis(
      { baseUrl: server.baseUrl, cookie },
      {
        requestId: randomUUID(),
        area: 'Atelier',
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'enterprise',
      },
      [join(root, 'fixtures/analysis/soudure-atelier-fr.txt')],
    );
    await server.stop();
    const database = await openDatabase({ dataDir, databaseUrl: null });
    await database.query(
      `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
         jurisdiction, area, engine, model, metered, result, created_at, saved_to_standard)
       select gen_random_uuid(), owner_user_id, team_id, source_interface, 'done', language,
         jurisdiction, 'Copie ' || n, engine, model, metered, result,
         created_at - make_interval(secs => n), true
       from analyses, generate_series(1, $1::int - 1) as n where status = 'done'`,
      [TEAM_ANALYSES],
    );
    await database.query(`update analyses set saved_to_standard = true`);
    await database.close();

    ({ server } = await startServer({ entry, dataDir, port }));
    const session = await signIn({ baseUrl: server.baseUrl, ...account });
    const times: number[] = [];
    let cursor: string | null = null;
    for (let request = 0; request < REQUESTS; request++) {
      // Half first pages, half pages further in, as someone scrolls the list.
      const query: string = cursor && request % 2 ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/analyses${query}`, {
        headers: { cookie: session },
      });
      const page = (await response.json()) as {
        analyses: Record<string, unknown>;
        nextCursor: string | null;
      };
      times.push(performance.now() - started);
      if (!response.ok || Object.keys(page.analyses).length !== 50)
        throw new Error(`list answered ${response.status}`);
      cursor ??= page.nextCursor;
    }
    await server.stop();
    return { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
