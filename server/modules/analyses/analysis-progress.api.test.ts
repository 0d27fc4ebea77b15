import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../../../common/contract/analysis';
import { analyses } from '../../db/schema';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { insertBareAnalysis } from '../../test/analysis-rows';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createAnalysesRepository } from './analyses.repository';
import { PROGRESS_CHANNEL } from './progress-hub';

const eventsOf = (body: string) =>
  body
    .split('\n\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as ProgressEvent);

/**
 * Issue 9, finding 5: a progress stream for an id that never becomes an analysis polled the
 * database every 300 ms for ever (40 of them used a fifth of a core), and nothing capped them.
 */
describe('analysis progress streams', () => {
  let context: TestContext;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    context = await createTestContext({
      env: { PROGRESS_NOT_FOUND_SECONDS: '1', PROGRESS_STREAMS_PER_SESSION: '2' },
    });
    userId = (await createAccount(context, { email: 'suivi@usine.ca', tier: 'enterprise', team: 'Usine' }))
      .id;
    cookie = await signIn(context, 'suivi@usine.ca');
  }, 60_000);
  afterAll(() => context.close());

  // async, so the request starts at once (inject runs on its first then()).
  const follow = async (requestId: string, language = 'fr') =>
    context.app.inject({
      url: `/api/analyses/${requestId}/progress`,
      headers: { cookie, 'accept-language': language },
    });

  it('ends a stream whose analysis never appears, saying it was not found', async () => {
    const startedAt = performance.now();
    const response = await follow(randomUUID(), 'en');
    expect(performance.now() - startedAt).toBeLessThan(3000);
    expect(eventsOf(response.body)).toEqual([
      expect.objectContaining({ stage: 'failed', code: 'analysis.notFound', error: 'Analysis not found.' }),
    ]);
  });

  it('holds at most the configured number of streams per session, then answers 429', async () => {
    const open = [follow(randomUUID()), follow(randomUUID())];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await follow(randomUUID(), 'en');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'analysis.tooManyStreams',
      error: 'Too many progress windows are open (2 at most). Close one and try again.',
    });
    await Promise.all(open);
    // Ended streams give their place back.
    expect((await follow(randomUUID())).statusCode).toBe(200);
  });

  it('is woken by a NOTIFY from another connection, with no polling (PostgreSQL)', async ({ skip }) => {
    if (context.database.kind !== 'postgres' || !context.database.pool) skip();
    const repo = createAnalysesRepository(context.database.db);
    const row = await insertBareAnalysis(repo, { ownerUserId: userId, area: 'Quai' });
    await repo.appendProgress(row.id, { stage: 'received', total: 1 });
    await context.database.db.update(analyses).set({ status: 'running' }).where(eq(analyses.id, row.id));
    const stream = follow(row.requestId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Another instance records the end of the analysis and announces it, as its runner does.
    // A connection of its own, not the one this instance listens on.
    const connection = await (context.database.pool as pg.Pool).connect();
    try {
      await connection.query(`update analyses set progress = progress || $1::jsonb where id = $2`, [
        JSON.stringify([{ stage: 'done', analysisId: row.id }]),
        row.id,
      ]);
      const startedAt = performance.now();
      await connection.query('select pg_notify($1, $2)', [PROGRESS_CHANNEL, `another-instance ${row.id}`]);
      const response = await stream;
      // The stream's safety poll is 15 s: ending this soon means the notification woke it.
      expect(performance.now() - startedAt).toBeLessThan(2000);
      expect(eventsOf(response.body).map((event) => event.stage)).toEqual(['received', 'done']);
    } finally {
      connection.release();
    }
  });
});
