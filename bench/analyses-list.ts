// Issue 11: a page of the team's saved analyses for a team with 2,000 of them and 500 imported PDF
// reports between them (the dashboard's list, one keyset page over both), through the production
// server; the budget is p95 ≤ 100 ms on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, seedTeamAnalyses, signIn, startServer } from './server-start';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
const TEAM_ANALYSES = 2000;
const TEAM_REPORTS = 500;
const REQUESTS = 100;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export async function benchAnalysesList(): Promise<{ p50Ms: number; p95Ms: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-bench-list-'));
  const account = { email: 'liste@usine.example', password: 'Bench-Prevention-2025!' };
  try {
    const port = await freePort();
    const database = await seedTeamAnalyses({ entry, dataDir, port, account, total: TEAM_ANALYSES });
    await database.query(
      `insert into library_files (team_id, owner_user_id, kind, original_name, stored_name, mime_type, size,
         category, pages, text_status, created_at)
       select a.team_id, a.owner_user_id, 'pdf_report', 'rapport-' || n || '.pdf', 'rapport-' || n || '.pdf',
         'application/pdf', 200000 + n, 'analysis_report', 4, 'indexed', now() - make_interval(secs => n * 4 + 2)
       from (select team_id, owner_user_id from analyses limit 1) a, generate_series(1, ${TEAM_REPORTS}) as n`,
    );
    await database.close();

    const { server } = await startServer({ entry, dataDir, port });
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
