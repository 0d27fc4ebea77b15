import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanOcrText, countWords, prepareForOcr } from './extraction.image';
import { createOcrPool } from './extraction.ocr';

const sign = fileURLToPath(new URL('../../../fixtures/analysis/sign-hearing-en.tiff', import.meta.url));
let folder = '';
let image: Buffer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-ocr-'));
  const { width, height } = await sharp(sign).metadata();
  image = await prepareForOcr(sharp(sign), { width: width!, height: height! });
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('createOcrPool', () => {
  it('copies the language data from the npm packages into the cache folder and reads offline', async () => {
    const pool = createOcrPool({ cacheDir: folder, languages: 'fra+eng', size: 1 });
    expect(await pool.recognize({ image, layout: 'document' })).toMatch(/HEARING PROTECTION/);
    await pool.close();
    expect((await readdir(join(folder, 'tessdata'))).sort()).toEqual([
      'eng.traineddata.gz',
      'fra.traineddata.gz',
    ]);
  }, 30_000);

  it('queues requests beyond its workers and serves them all, then starts again after close', async () => {
    const pool = createOcrPool({ cacheDir: folder, languages: 'fra+eng', size: 1 });
    const texts = await Promise.all([1, 2, 3].map(() => pool.recognize({ image, layout: 'sparse' })));
    for (const text of texts) expect(text).toMatch(/REQUIRED/);
    await pool.close();
    expect(await pool.recognize({ image, layout: 'document' })).toMatch(/HEARING/);
    await pool.close();
  }, 30_000);

  it('hands a failed request its error and keeps serving the next ones', async () => {
    const pool = createOcrPool({ cacheDir: folder, languages: 'fra+eng', size: 1 });
    await expect(
      pool.recognize({ image: Buffer.from('not an image'), layout: 'document' }),
    ).rejects.toBeDefined();
    expect(await pool.recognize({ image, layout: 'document' })).toMatch(/HEARING/);
    await pool.close();
  }, 30_000);
});

describe('OCR text helpers', () => {
  it('drops lines that hold no word, as textures produce', () => {
    expect(cleanOcrText('  ~ | ;\nDANGER\n- ,\nESPACE CLOS \n')).toBe('DANGER\nESPACE CLOS');
  });

  it('counts words of three letters or more, accents included', () => {
    expect(countWords('Échafaudage au 2e étage !')).toBe(2);
  });
});
