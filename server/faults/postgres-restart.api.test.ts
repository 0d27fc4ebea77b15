import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createAccount, signIn } from '../test/accounts-helpers';
import { createTestContext, type TestContext } from '../test/test-app';
import { hasPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from './private-postgres';

/** How long any request may take, database down or not: past this it counts as hung. */
const REQUEST_TIMEOUT_MS = 8_000;

interface Outcome {
  phase: 'before' | 'down' | 'after';
  status: number | 'hung' | 'network';
  body: { success?: boolean; code?: string; error?: string; requestId?: string } | null;
  headerId: string | null;
  startedAt: number;
  ms: number;
}

describe.skipIf(!hasPostgresBinaries())('the server while its PostgreSQL restarts', () => {
  let postgres: PrivatePostgres;
  let context: TestContext;
  let baseUrl: string;
  let cookie: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-fault-restart-'));

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const database = await openDatabase({ dataDir: '', databaseUrl: postgres.url });
    await migrateDatabase(database);
    context = await createTestContext({ database, env: { DATABASE_URL: postgres.url, DATA_DIR: dataDir } });
    await createAccount(context, { email: 'relance@usine.example', tier: 'enterprise', team: 'Usine' });
    cookie = await signIn(context, 'relance@usine.example');
    baseUrl = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await context?.close();
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function request(path: string, phase: Outcome['phase'], signedIn = true): Promise<Outcome> {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: signedIn ? { cookie, 'accept-language': 'fr' } : { 'accept-language': 'fr' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: Outcome['body'] = null;
      try {
        body = JSON.parse(text) as Outcome['body'];
      } catch {
        body = null;
      }
      const headerId = response.headers.get('x-request-id');
      return {
        phase,
        status: response.status,
        body,
        headerId,
        startedAt: started,
        ms: performance.now() - started,
      };
    } catch (error) {
      const hung = (error as Error).name === 'TimeoutError';
      return {
        phase,
        status: hung ? 'hung' : 'network',
        body: null,
        headerId: null,
        startedAt: started,
        ms: performance.now() - started,
      };
    }
  }

  it('fails requests cleanly while it is down, says so on /api/ready, and serves again once it is back', async () => {
    const outcomes: Outcome[] = [];
    let phase: Outcome['phase'] = 'before';
    let browsing = true;
    // Four people reading their lists all along, the database going away under their requests.
    const readers = Array.from({ length: 4 }, async () => {
      while (browsing) outcomes.push(await request('/api/analyses?scope=saved', phase));
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    phase = 'down';
    await postgres.stop('fast');
    // As the load balancer asks: no cookie.
    const ready = await request('/api/ready', 'down', false);
    expect(ready.status, JSON.stringify(ready.body)).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', checks: { database: false } });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    await postgres.start();
    phase = 'after';
    const started = performance.now();
    let readyAgain = await request('/api/ready', 'after', false);
    while (readyAgain.status !== 200 && performance.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      readyAgain = await request('/api/ready', 'after', false);
    }
    expect(readyAgain.body).toMatchObject({ status: 'ready', checks: { database: true, migrations: true } });
    const readyAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    browsing = false;
    await Promise.all(readers);

    const count = (wanted: (o: Outcome) => boolean) => outcomes.filter(wanted).length;
    expect(count((o) => o.phase === 'before' && o.status === 200)).toBeGreaterThan(0);
    expect(count((o) => o.phase === 'down' && o.status === 503)).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      expect(outcome.status, JSON.stringify(outcome)).not.toBe('hung');
      expect(outcome.status, JSON.stringify(outcome)).not.toBe('network');
      if (outcome.status === 200) continue;
      // Every failure is the product's JSON error, its id the one in the header: "try again in a moment".
      expect(outcome.status, JSON.stringify(outcome)).toBe(503);
      expect(outcome.body).toMatchObject({
        success: false,
        code: 'server.unavailable',
        error: 'Le service est temporairement indisponible.',
        requestId: outcome.headerId,
      });
      expect(outcome.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    }
    // Once ready again, every request is served: the pool replaced its dead connections.
    const afterReady = outcomes.filter((outcome) => outcome.startedAt > readyAt);
    expect(afterReady.length).toBeGreaterThan(0);
    expect(afterReady.filter((o) => o.status !== 200)).toEqual([]);
  });
});
