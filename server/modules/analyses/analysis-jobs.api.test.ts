import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../platform/ai/builtin/builtin.engine';
import type { EngineRegistry } from '../../platform/ai/engines';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

/** The builtin engine, made to take `slow:<ms>` milliseconds when the work area asks for it. */
function slowEngines(): EngineRegistry {
  const builtin = createBuiltinEngine();
  const slow = {
    ...builtin,
    async analyse(...args: Parameters<typeof builtin.analyse>) {
      const delay = Number(/slow:(\d+)/.exec(args[0].workplace.area)?.[1] ?? 0);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return builtin.analyse(...args);
    },
  };
  return { active: slow, get: () => slow };
}

const form = (area: string) =>
  multipart(
    {
      requestId: randomUUID(),
      area,
      jurisdiction: 'QC',
      language: 'français',
      sourceInterface: 'enterprise',
    },
    [fixture('soudure-atelier-fr.txt')],
  );

/**
 * Issue 9, finding 4: jobs ran one at a time for the whole server, so one person's slow analysis
 * made everyone else's wait; nothing limited how many analyses or bytes one person could queue.
 */
describe('analysis jobs shared between people', () => {
  let context: TestContext;
  const cookies: Record<string, string> = {};

  const analyse = (who: string, area: string, language = 'fr') => {
    const body = form(area);
    const startedAt = performance.now();
    return context.app
      .inject({
        method: 'POST',
        url: '/api/analyze-risks',
        headers: { ...body.headers, cookie: cookies[who] ?? '', 'accept-language': language },
        payload: body.payload,
      })
      .then((response) => ({ response, ms: performance.now() - startedAt, at: performance.now() }));
  };

  beforeAll(async () => {
    context = await createTestContext({
      engines: slowEngines(),
      env: { ANALYSIS_CONCURRENCY: '2', ANALYSIS_USER_ACTIVE_LIMIT: '3', USER_STORAGE_QUOTA_MB: '1' },
    });
    for (const who of ['alice', 'bruno', 'chloe', 'denis']) {
      await createAccount(context, { email: `${who}@usine.ca`, tier: 'enterprise', team: who });
      cookies[who] = await signIn(context, `${who}@usine.ca`);
    }
    // The first analysis starts the extraction child process: keep that second out of the timings.
    await analyse('bruno', 'Atelier');
  }, 60_000);
  afterAll(() => context.close());

  it('runs two people’s analyses side by side: a quick one does not wait for a slow one', async () => {
    const slow = analyse('alice', 'Atelier slow:3000');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = await analyse('bruno', 'Atelier de soudage');
    expect(quick.response.statusCode, quick.response.body).toBe(200);
    // One at a time, the quick analysis waited for the slow engine (3 s).
    expect(quick.ms).toBeLessThan(1500);
    const done = await slow;
    expect(done.response.statusCode).toBe(200);
    expect(quick.at).toBeLessThan(done.at);
  });

  it('serves another person before one person’s queued analyses, and caps each person’s analyses in flight', async () => {
    const queued = [
      analyse('alice', 'Quai slow:1500'),
      analyse('alice', 'Quai slow:1500'),
      analyse('alice', 'Quai slow:1500'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 400));
    const fourth = await analyse('alice', 'Quai', 'en');
    expect(fourth.response.statusCode).toBe(429);
    expect(fourth.response.json()).toMatchObject({
      success: false,
      code: 'analysis.tooManyActive',
      error: 'You already have 3 analyses in progress. Wait for one to finish before starting another.',
    });
    const other = await analyse('bruno', 'Quai de chargement');
    expect(other.response.statusCode, other.response.body).toBe(200);
    const alices = await Promise.all(queued);
    for (const run of alices) expect(run.response.statusCode).toBe(200);
    // First come, first served, Bruno's analysis came after all three of Alice's; it now waits for one at most.
    expect(other.at).toBeLessThan(Math.max(...alices.map((run) => run.at)));
    const again = await analyse('alice', 'Quai');
    expect(again.response.statusCode).toBe(200);
  }, 30_000);

  it('refuses an upload that would take an account past its storage quota, with a clear message', async () => {
    const send = () => {
      const body = multipart(
        { requestId: randomUUID(), area: 'Entrepôt', jurisdiction: 'QC', sourceInterface: 'enterprise' },
        [
          {
            name: 'grand.txt',
            content: Buffer.alloc(700 * 1024, 'Chariot élévateur près du quai. '),
            contentType: 'text/plain',
          },
        ],
      );
      return context.app.inject({
        method: 'POST',
        url: '/api/analyze-risks',
        headers: { ...body.headers, cookie: cookies.chloe ?? '' },
        payload: body.payload,
      });
    };
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    // 700 KB kept, 700 KB more would pass the 1 MB quota.
    const second = await send();
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({
      code: 'analysis.storageQuotaExceeded',
      error:
        'Votre espace de stockage est plein : vos fichiers dépasseraient la limite de 1 Mo par compte. Supprimez d’anciennes analyses ou envoyez des fichiers plus petits.',
    });
  });

  it('fails the analysis when storing its files fails, so it neither stays in flight nor holds a place', async () => {
    const storage = context.container.storage;
    const adopt = storage.adopt;
    storage.adopt = async () => {
      throw new Error('disk full');
    };
    try {
      const body = form('Entrepôt');
      const requestId = /name="requestId"\r\n\r\n([0-9a-f-]{36})/.exec(body.payload.toString())?.[1];
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/analyze-risks',
        headers: { ...body.headers, cookie: cookies.denis ?? '' },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(500);
      const progress = await context.app.inject({
        url: `/api/analyses/${requestId}/progress`,
        headers: { cookie: cookies.denis ?? '' },
      });
      expect(progress.body).toContain('"stage":"failed"');
    } finally {
      storage.adopt = adopt;
    }
  });
});
