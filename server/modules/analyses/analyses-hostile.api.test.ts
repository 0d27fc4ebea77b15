import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_FILES, makeHostileFixtures } from '../../../scripts/make-hostile-fixtures';
import { projectRoot } from '../../paths';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

const fields = () => ({
  requestId: randomUUID(),
  area: 'Atelier de soudure',
  jurisdiction: 'QC',
  language: 'français',
  mainSector: 'manufacturing',
  subSector: 'manufacturing.food-beverage',
  specificSector: 'manufacturing.food-beverage.sanitation',
  customInstructions: '',
  sourceInterface: 'conseiller-sst',
});

const hostile = makeHostileFixtures(join(projectRoot, '.tmp', 'hostile'));
const hostileFile = (role: keyof typeof HOSTILE_FILES) => ({
  name: HOSTILE_FILES[role],
  content: readFileSync(hostile[role]),
});

describe('hostile uploads (issue 9, finding 1)', () => {
  let context: TestContext;
  let consultant: string;
  let enterprise: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'camille@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    consultant = await signIn(context, 'camille@conseil.ca');
    enterprise = await signIn(context, 'chef@usine.ca');
  }, 60_000);
  afterAll(() => context.close());

  const post = (
    body: ReturnType<typeof multipart>,
    as = { cookie: consultant, url: '/api/analyze-conseiller-sst' },
  ) =>
    context.app.inject({
      method: 'POST',
      url: as.url,
      headers: { ...body.headers, cookie: as.cookie, 'accept-language': 'fr' },
      payload: body.payload,
    });

  it('refuses each bomb by name, keeps the rest of the analysis, and the server stays small', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    let response: Awaited<ReturnType<typeof post>>;
    try {
      response = await post(
        multipart(fields(), [
          hostileFile('paragraphs'),
          hostileFile('text400'),
          hostileFile('zipBomb'),
          hostileFile('lyingSizes'),
          hostileFile('pixelBomb'),
          fixture('brasserie-description-fr.docx'),
        ]),
      );
    } finally {
      clearInterval(sampler);
    }
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    const warnings = response.json().analysisData.warnings as {
      fileName: string;
      code: string;
      message: string;
    }[];
    expect(Object.fromEntries(warnings.map((warning) => [warning.fileName, warning.code]))).toEqual({
      'paragraphs-2m.docx': 'extraction.tooLarge',
      'text-400mb.docx': 'extraction.tooLarge',
      'zip-bomb.docx': 'extraction.tooLarge',
      'lying-sizes.docx': 'extraction.tooLarge',
      'pixel-bomb.png': 'extraction.imageTooLarge',
    });
    expect(warnings.find((warning) => warning.fileName === 'pixel-bomb.png')?.message).toBe(
      "L'image « pixel-bomb.png » est trop grande (trop de pixels) ; elle a été ignorée.",
    );
    const rise = (peak - before) / 1024 / 1024;
    expect(rise).toBeLessThan(300);
    expect(elapsed).toBeLessThan(30_000);
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);

  it('fails the analysis, naming the file, when a file kills its reader, and does not read it again', async () => {
    // A 40 MB text file kept whole (the text cap lifted) needs more heap than a 48 MB child has.
    const extractor = context.container.extractor;
    const { createSandboxedExtractor } = await import('../../platform/extraction/extraction.sandbox');
    const strict = createSandboxedExtractor({
      cacheDir: join(context.config.dataDir, 'cache'),
      maxTextChars: 200_000_000,
      maxHeapMb: 48,
    });
    const calls: string[] = [];
    Object.assign(extractor, {
      extract: (input: Parameters<typeof strict.extract>[0]) => {
        calls.push(input.originalName);
        return strict.extract(input);
      },
    });
    try {
      const huge = { name: 'journal.txt', content: Buffer.from('Risque de chute. '.repeat(2_400_000)) };
      const response = await post(
        multipart({ ...fields(), sourceInterface: 'enterprise' }, [huge, fixture('soudure-atelier-fr.txt')]),
        { cookie: enterprise, url: '/api/analyze-risks' },
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'analysis.fileUnreadable',
        error: expect.stringContaining('« journal.txt »'),
      });
      expect(calls).toEqual(['journal.txt']);
    } finally {
      await strict.close();
    }
  }, 120_000);
});
