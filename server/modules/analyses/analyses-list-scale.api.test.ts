import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

const TEAM_ANALYSES = 2000;

describe('analysis lists of a large team', () => {
  let context: TestContext;
  let chef: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    chef = await signIn(context, 'chef@usine.ca');
    const form = multipart(
      {
        requestId: randomUUID(),
        area: 'Atelier',
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'enterprise',
      },
      [fixture('brasserie-description-fr.docx'), fixture('sign-espace-clos-fr.jpg')],
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-risks',
      headers: { ...form.headers, cookie: chef },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Copies of a real result (about 17 KB each, stored compressed out of line), all saved.
    await context.database.query(
      `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
         jurisdiction, area, engine, model, metered, result, created_at, saved_to_standard)
       select gen_random_uuid(), owner_user_id, team_id, source_interface, 'done', language,
         jurisdiction, 'Copie ' || n, engine, model, metered, result,
         created_at - make_interval(secs => n), true
       from analyses, generate_series(1, $2::int - 1) as n where id = $1`,
      [response.json().analysisData.id, TEAM_ANALYSES],
    );
    await context.database.query('analyze analyses');
  }, 120_000);
  afterAll(() => context.close());

  it('reads a page of a 2,000-analysis team without reading every analysis’ result', async () => {
    // With the summary taken in the same query as the sort, every candidate's result was read
    // and decompressed before the 50 were chosen: about a second here. The budget is loose, for a
    // shared machine; `npm run bench` has the real figures.
    const times: number[] = [];
    let cursor: string | null = null;
    for (let request = 0; request < 20; request++) {
      const url: string = cursor && request % 2 ? `/api/analyses?cursor=${cursor}` : '/api/analyses';
      const start = performance.now();
      const response = await context.app.inject({ url, headers: { cookie: chef } });
      times.push(performance.now() - start);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().analyses)).toHaveLength(50);
      cursor ??= response.json().nextCursor;
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(300);
  }, 60_000);
});
