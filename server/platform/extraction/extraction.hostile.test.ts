import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHostileFixtures } from '../../../scripts/make-hostile-fixtures';
import { endPdf } from '../pdf/pdf-buffer';
import { createDocxTextCollector, readDocxFile } from './extraction.docx';
import { createExtractor } from './extraction.extractor';
import { tidyPlainText } from './extraction.text';
import type { Extractor } from './extraction.types';
import { checkZipDirectory, DOCX_LIMITS, readZipDirectory } from './extraction.zip';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const hostile = makeHostileFixtures(join(projectRoot, '.tmp', 'hostile'));
let folder = '';
let extractor: Extractor;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-hostile-'));
  extractor = createExtractor({ cacheDir: join(folder, 'cache'), maxPdfPages: 5 });
});
afterAll(async () => {
  await extractor.close();
  await rm(folder, { recursive: true, force: true });
});

const extract = (path: string, originalName = 'fichier') =>
  extractor.extract({ path, originalName, outDir: folder });

// The heap this process gained while `work` ran, sampled often enough to see a peak that is later collected.
async function peakHeapGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().heapUsed) - before;
}

describe('archive preflight', () => {
  it.each([
    ['the 2,000,000-paragraph DOCX (68 MB of XML)', 'paragraphs'],
    ['the DOCX with 400 MB of text', 'text400'],
    ['the zip bomb (1 GB of zeros beside the document)', 'zipBomb'],
  ] as const)('refuses %s from its directory alone', async (_label, role) => {
    const { entries, fileSize } = await readZipDirectory(hostile[role]);
    expect(() => checkZipDirectory({ entries, fileSize, limits: DOCX_LIMITS })).toThrow(
      expect.objectContaining({ code: 'extraction.tooLarge' }),
    );
  });

  it('refuses an archive of too many entries', () => {
    const entries = Array.from({ length: 2001 }, (_, index) => ({
      name: `word/media/${index}.png`,
      method: 8,
      flags: 0,
      compressedSize: 10,
      uncompressedSize: 10,
      localHeaderOffset: 0,
    }));
    expect(() => checkZipDirectory({ entries, fileSize: 1e6, limits: DOCX_LIMITS })).toThrow(
      expect.objectContaining({ code: 'extraction.tooLarge' }),
    );
  });

  it.each([
    ['paragraphs', 'paragraphs-2m.docx'],
    ['text400', 'text-400mb.docx'],
    ['zipBomb', 'zip-bomb.docx'],
    ['lyingSizes', 'lying-sizes.docx'],
  ] as const)('refuses %s as too large, quickly and with little memory', async (role, name) => {
    const started = performance.now();
    let result: Awaited<ReturnType<Extractor['extract']>> | undefined;
    const growth = await peakHeapGrowth(async () => {
      result = await extract(hostile[role], name);
    });
    expect(result).toMatchObject({ kind: 'docx', error: 'extraction.tooLarge', pages: [] });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(growth).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('streaming DOCX reader', () => {
  it('reads the fixtures exactly as mammoth did', async () => {
    for (const name of ['brasserie-description-fr.docx', 'negative-club-lecture-fr.docx']) {
      const path = join(projectRoot, 'fixtures', 'analysis', name);
      const expected = tidyPlainText((await mammoth.extractRawText({ path })).value);
      expect((await readDocxFile({ path, maxChars: 2_000_000 })).text).toBe(expected);
    }
  });

  it('keeps paragraphs, tabs and breaks, and leaves deleted text and VML fallbacks out', () => {
    const collector = createDocxTextCollector(1000);
    collector.write(
      '<w:document><w:body><w:p><w:r><w:t>Chute</w:t><w:tab/><w:t xml:space="preserve">de </w:t>' +
        '<w:br/><w:t>hauteur &amp; coupure</w:t></w:r><w:del><w:r><w:delText>effacé</w:delText></w:r></w:del></w:p>' +
        '<mc:AlternateContent><mc:Choice><w:p><w:r><w:t>Boîte</w:t></w:r></w:p></mc:Choice>' +
        '<mc:Fallback><w:p><w:r><w:t>Boîte</w:t></w:r></w:p></mc:Fallback></mc:AlternateContent></w:body></w:document>',
    );
    expect(collector.end()).toEqual({ text: 'Chute\tde \nhauteur & coupure\n\nBoîte', truncated: false });
  });

  it('stops at the text cap while reading, not after', async () => {
    const zip = new JSZip();
    const run = `<w:p><w:r><w:t>${'Risque de chute. '.repeat(1000)}</w:t></w:r></w:p>`;
    zip.file('word/document.xml', `<w:document><w:body>${run.repeat(2000)}</w:body></w:document>`);
    const path = join(folder, 'long.docx');
    await writeFile(path, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    const read = await readDocxFile({ path, maxChars: 50_000 });
    expect(read.truncated).toBe(true);
    expect(read.text.length).toBeLessThanOrEqual(50_000);
  });
});

describe('other hostile files', () => {
  it('says "image too large" for a pixel bomb, not "damaged"', async () => {
    const result = await extract(hostile.pixelBomb, 'bombe.png');
    expect(result).toMatchObject({ kind: 'image', error: 'extraction.imageTooLarge' });
  });

  it('reads an RTF of 20 MB of nested groups with bounded memory', async () => {
    let text = '';
    const growth = await peakHeapGrowth(async () => {
      text = (await extract(hostile.rtfNesting, 'imbrique.rtf')).pages[0]?.text ?? '';
    });
    expect(text).toBe('Texte');
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });

  it('reads at most maxPdfPages pages of a PDF and says it was cut', async () => {
    const document = new PDFDocument({ autoFirstPage: false });
    for (let page = 1; page <= 12; page++)
      document.addPage().text(`Page ${page} : risque de chute de hauteur.`);
    const path = join(folder, 'pages.pdf');
    await writeFile(path, await endPdf(document));
    const result = await extract(path, 'pages.pdf');
    expect(result).toMatchObject({ kind: 'pdf', totalPages: 12, truncated: true });
    expect(result.pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5]);
  });
});
