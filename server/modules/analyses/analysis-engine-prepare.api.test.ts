import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../platform/ai/builtin/builtin.engine';
import type { Extractor } from '../../platform/extraction/extraction.types';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * A server's first analysis built the offline engine's lexicon (about a second) only after its last
 * file was read, while the person waited and the server had sat idle through the reading: the engine
 * now prepares while the first file is being read.
 */
describe('preparing the engine while the files are read', () => {
  let context: TestContext;
  let cookie: string;
  const log: string[] = [];

  beforeAll(async () => {
    const builtin = createBuiltinEngine();
    const engine = { ...builtin, prepare: () => log.push('prepare') };
    context = await createTestContext({ engines: { active: engine, get: () => engine } });
    const slowReader: Extractor['extract'] = async (input) => {
      log.push(`read ${input.originalName}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      log.push(`done ${input.originalName}`);
      return {
        kind: 'text',
        mimeType: 'text/plain',
        pages: [{ page: 1, text: 'Soudage à l’arc près de solvants.', method: 'text' }],
      };
    };
    Object.assign(context.container.extractor, { extract: slowReader });
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    cookie = await signIn(context, 'chef@usine.ca');
  }, 60_000);
  afterAll(() => context.close());

  it('prepares the engine once, while the first file is still being read', async () => {
    const body = multipart(
      {
        requestId: randomUUID(),
        area: 'Atelier',
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'enterprise',
      },
      ['un.txt', 'deux.txt'].map((name) => ({
        name,
        content: Buffer.from('Soudage à l’arc.'),
        contentType: 'text/plain',
      })),
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-risks',
      headers: { ...body.headers, cookie, 'accept-language': 'fr' },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(log).toEqual(['read un.txt', 'prepare', 'done un.txt', 'read deux.txt', 'done deux.txt']);
  });
});
