import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../../../fixtures/analysis/fixtures.texts';
import { createExtractor } from './extraction.extractor';
import type { ExtractionResult, Extractor } from './extraction.types';

const fixtures = fileURLToPath(new URL('../../../fixtures/analysis', import.meta.url));
// OCR runs in WebAssembly on a 2-core machine: a photo takes up to a few seconds.
const ocrTimeout = 30_000;

let folder = '';
let extractor: Extractor;

// Matching ignores case, accents and spacing, as an analyst's search would.
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
const textOf = (result: ExtractionResult) => result.pages.map((page) => page.text).join('\n');

function extractFixture(file: string, outDir = folder): Promise<ExtractionResult> {
  return extractor.extract({ path: join(fixtures, file), originalName: file, outDir });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-extraction-'));
  extractor = createExtractor({ cacheDir: join(folder, 'cache') });
});
afterAll(async () => {
  await extractor.close();
  await rm(folder, { recursive: true, force: true });
});

describe('extractor on the analysis fixtures', () => {
  const readable = manifest.files.filter((entry) => !entry.error);

  it.each(readable.filter((entry) => !entry.ocr))(
    'reads the text of $file with its key words',
    async (entry) => {
      const result = await extractFixture(entry.file);
      expect(result).toMatchObject({ kind: entry.kind });
      expect(result.error).toBeUndefined();
      expect(result.pages.every((page) => page.method === 'text')).toBe(true);
      for (const keyword of entry.keywords) expect(fold(textOf(result))).toContain(fold(keyword));
    },
  );

  it.each(readable.filter((entry) => entry.ocr))(
    'reads the key words of $file by OCR',
    async (entry) => {
      const result = await extractFixture(entry.file);
      expect(result).toMatchObject({ kind: entry.kind });
      expect(result.pages.length).toBeGreaterThan(0);
      expect(result.pages.every((page) => page.method === 'ocr')).toBe(true);
      for (const keyword of entry.keywords) expect(fold(textOf(result))).toContain(fold(keyword));
    },
    ocrTimeout,
  );

  it.each(manifest.files.filter((entry) => entry.error))(
    'gives $error for $file without throwing',
    async (entry) => {
      const result = await extractFixture(entry.file);
      expect(result).toMatchObject({ kind: entry.kind, error: entry.error, pages: [] });
    },
  );

  it('reads a two-page text PDF page by page', async () => {
    const result = await extractFixture('warehouse-description-en.pdf');
    expect(result.totalPages).toBe(2);
    expect(result.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(fold(result.pages[1]!.text)).toContain('cold room');
  });
});

describe('extractor on images', () => {
  it(
    'applies the EXIF orientation of a phone photo before normalising it',
    async () => {
      const stored = await sharp(join(fixtures, 'sign-espace-clos-fr.jpg')).metadata();
      expect([stored.width, stored.height, stored.orientation]).toEqual([1200, 1600, 6]);
      const result = await extractFixture('sign-espace-clos-fr.jpg');
      expect(result.image).toMatchObject({ width: 1600, height: 1200 });
      const normalized = await sharp(result.image!.normalizedPath).metadata();
      expect([normalized.width, normalized.height, normalized.format]).toEqual([1600, 1200, 'jpeg']);
      expect(normalized.orientation ?? 1).toBe(1);
    },
    ocrTimeout,
  );

  it(
    'writes a normalised JPEG of at most 2048 px and a thumbnail of at most 480 px',
    async () => {
      const path = join(folder, 'wide-photo.png');
      await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#8a8f80' } })
        .png()
        .toFile(path);
      const outDir = await mkdtemp(join(folder, 'out-'));
      const result = await extractor.extract({ path, originalName: 'wide-photo.png', outDir });
      expect(result).toMatchObject({
        kind: 'image',
        mimeType: 'image/png',
        image: { width: 2048, height: 683 },
      });
      expect(result.error).toBeUndefined();
      const thumbnail = await sharp(result.image!.thumbnailPath).metadata();
      expect([thumbnail.width, thumbnail.height, thumbnail.format]).toEqual([480, 160, 'jpeg']);
      expect(result.image!.normalizedPath.startsWith(outDir)).toBe(true);
    },
    ocrTimeout,
  );

  it(
    'keeps a small image at its size and still writes its thumbnail',
    async () => {
      const result = await extractFixture('sign-lockout-en.gif');
      expect(result.image).toMatchObject({ width: 640, height: 360 });
      const thumbnail = await sharp(result.image!.thumbnailPath).metadata();
      expect([thumbnail.width, thumbnail.height]).toEqual([480, 270]);
    },
    ocrTimeout,
  );
});

describe('extractor limits and failures', () => {
  it('leaves scanned pages past the OCR cap unread and says how many', async () => {
    const capped = createExtractor({ cacheDir: join(folder, 'cache'), maxOcrPages: 0 });
    const result = await capped.extract({
      path: join(fixtures, 'scan-inspection-toit-fr.pdf'),
      originalName: 'scan.pdf',
      outDir: folder,
    });
    await capped.close();
    expect(result).toMatchObject({ kind: 'pdf', pages: [], totalPages: 1, pagesWithoutOcr: 1 });
    expect(result.error).toBeUndefined();
  });

  it('cuts the text at the per-file cap and flags it', async () => {
    const capped = createExtractor({ cacheDir: join(folder, 'cache'), maxTextChars: 100 });
    for (const file of [
      'warehouse-description-en.pdf',
      'brasserie-description-fr.docx',
      'soudure-atelier-fr.txt',
    ]) {
      const result = await capped.extract({ path: join(fixtures, file), originalName: file, outDir: folder });
      expect(textOf(result).length).toBeLessThanOrEqual(100);
      expect(result.truncated).toBe(true);
    }
    await capped.close();
  });

  it('maps a DOCX-looking ZIP that mammoth cannot read to extraction.corrupt with its cause', async () => {
    const zip = new JSZip();
    zip.file('word/readme.txt', 'not a document');
    const path = join(folder, 'broken.docx');
    await writeFile(path, await zip.generateAsync({ type: 'uint8array' }));
    const result = await extractor.extract({ path, originalName: 'broken.docx', outDir: folder });
    expect(result).toMatchObject({ kind: 'docx', error: 'extraction.corrupt', pages: [] });
    expect(result.cause).toBeDefined();
  });

  it('maps an unexpected failure (a missing file) to extraction.corrupt instead of throwing', async () => {
    const result = await extractor.extract({
      path: join(folder, 'missing.pdf'),
      originalName: 'x.pdf',
      outDir: folder,
    });
    expect(result).toMatchObject({ kind: null, error: 'extraction.corrupt' });
    expect(result.cause).toBeInstanceOf(Error);
  });

  it('refuses a truncated JPEG as corrupt', async () => {
    const path = join(folder, 'cut.jpg');
    await writeFile(path, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]));
    const result = await extractor.extract({ path, originalName: 'cut.jpg', outDir: folder });
    expect(result).toMatchObject({ kind: 'image', error: 'extraction.corrupt' });
  });
});
