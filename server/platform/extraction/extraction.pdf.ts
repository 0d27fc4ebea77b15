import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { createIsomorphicCanvasFactory, getResolvedPDFJS } from 'unpdf';
import { ExtractionError } from './extraction.errors';
import { prepareForOcr } from './extraction.image';
import type { OcrPool } from './extraction.ocr';
import type { ExtractedPage } from './extraction.types';

// A page with fewer visible characters than this has no real text layer (a scan, maybe with a page number).
const scanThreshold = 20;
// Scans are rendered so the page's long side is about this many pixels (~200 dpi for Letter), never above 4×.
const renderLongSide = 2200;
// Files above this size are reopened every few pages (see extractPdf); below it one opening is faster.
const reopenAboveBytes = 32 * 1024 * 1024;
const pagesPerOpening = 8;

type PdfDocument = Awaited<
  ReturnType<Awaited<ReturnType<typeof getResolvedPDFJS>>['getDocument']>['promise']
>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export interface PdfExtraction {
  pages: ExtractedPage[];
  totalPages: number;
  truncated: boolean;
  pagesWithoutOcr: number;
}

const loadCanvasModule = () => import('@napi-rs/canvas');

// Memory: pdf.js is given the file's URL, not its bytes, and with auto-fetch and streaming off it reads
// only the byte ranges it needs (cross-reference, page objects, content streams, fonts, and every XObject a
// page draws). Its chunk store is one zero-filled array of the file's length whose untouched pages the OS
// never commits, so resident memory grows with what is read (bounded by reopening, see extractPdf), and
// page.cleanup() drops each page's parsed objects. (A PDFDataRangeTransport over a file handle would do the
// same but needs Node 22's iterator helpers in this pdf.js build.)
async function openPdf(path: string): Promise<PdfDocument> {
  const pdfjs = await getResolvedPDFJS();
  const CanvasFactory = await createIsomorphicCanvasFactory(loadCanvasModule);
  const task = pdfjs.getDocument({
    url: pathToFileURL(path).href,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    verbosity: 0,
    // biome-ignore lint/suspicious/noExplicitAny: pdf.js types its factory for the DOM; this one draws with Skia
    CanvasFactory: CanvasFactory as any,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException')
      throw new ExtractionError('extraction.encrypted', 'password-protected PDF');
    throw new ExtractionError('extraction.corrupt', `unreadable PDF: ${String(error)}`, { cause: error });
  }
}

async function readTextLayer(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replace(/[ \t]+\n/g, '\n').trim();
}

async function renderForOcr(page: PdfPage): Promise<Buffer> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(4, renderLongSide / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await loadCanvasModule();
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // biome-ignore lint/suspicious/noExplicitAny: pdf.js types its canvas for the DOM; Skia's canvas is compatible
  await page.render({ canvas: canvas as any, canvasContext: context as any, viewport }).promise;
  const { width, height } = canvas;
  const pixels = context.getImageData(0, 0, width, height).data;
  const raw = sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 4 },
  });
  return prepareForOcr(raw, { width, height });
}

/** Reads each page's text layer; pages without one are rendered and read by OCR, up to `maxOcrPages`. */
export async function extractPdf(input: {
  path: string;
  ocr: OcrPool;
  maxOcrPages: number;
  maxTextChars: number;
  /** Pages read at most: a page tree can claim millions of pages, each costing a lookup even when empty. */
  maxPages: number;
}): Promise<PdfExtraction> {
  let pdf = await openPdf(input.path);
  const { size } = await stat(input.path);
  const batch = size > reopenAboveBytes ? pagesPerOpening : Number.POSITIVE_INFINITY;
  const result: PdfExtraction = { pages: [], totalPages: pdf.numPages, truncated: false, pagesWithoutOcr: 0 };
  const pagesToRead = Math.min(result.totalPages, input.maxPages);
  if (pagesToRead < result.totalPages) result.truncated = true;
  const state = { length: 0, ocrPages: 0, failures: 0, full: false };
  try {
    for (let first = 1; first <= pagesToRead && !state.full; first += batch) {
      if (first > 1) {
        // Everything pdf.js read stays in its chunk store until the document is destroyed, and it loads an
        // image's whole stream just to read its dictionary, even for text: on a 200 MB scan-heavy PDF one
        // opening held +233 MB; reopening every 8 pages holds about +75 MB, for about twice the time.
        await pdf.destroy();
        pdf = await openPdf(input.path);
      }
      const last = Math.min(pagesToRead, first + batch - 1);
      for (let number = first; number <= last && !state.full; number++) {
        await extractPage({ pdf, number, input, result, state });
      }
    }
  } finally {
    await pdf.destroy();
  }
  return result;
}

async function extractPage(context: {
  pdf: PdfDocument;
  number: number;
  input: { ocr: OcrPool; maxOcrPages: number; maxTextChars: number; maxPages: number };
  result: PdfExtraction;
  state: { length: number; ocrPages: number; failures: number; full: boolean };
}): Promise<void> {
  const { number, input, result, state } = context;
  let page: PdfPage | null = null;
  try {
    page = await context.pdf.getPage(number);
    let text = await readTextLayer(page);
    let method: ExtractedPage['method'] = 'text';
    if (text.replace(/\s/g, '').length < scanThreshold) {
      if (state.ocrPages >= input.maxOcrPages) result.pagesWithoutOcr++;
      else {
        state.ocrPages++;
        const ocrText = (
          await input.ocr.recognize({ image: await renderForOcr(page), layout: 'document' })
        ).trim();
        if (ocrText.length > text.length) [text, method] = [ocrText, 'ocr'];
      }
    }
    if (text.length === 0) return;
    if (state.length + text.length > input.maxTextChars) {
      text = text.slice(0, input.maxTextChars - state.length);
      result.truncated = true;
      state.full = true;
    }
    state.length += text.length;
    result.pages.push({ page: number, text, method });
  } catch (error) {
    // One damaged page should not cost the others; a file where every page fails is corrupt.
    state.failures++;
    if (state.failures === Math.min(result.totalPages, input.maxPages))
      throw new ExtractionError('extraction.corrupt', 'no page could be read', { cause: error });
  } finally {
    page?.cleanup();
  }
}
