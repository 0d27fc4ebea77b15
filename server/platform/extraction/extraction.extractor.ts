import { open } from 'node:fs/promises';
import { getResolvedPDFJS } from 'unpdf';
import { DETECTION_HEAD_BYTES, detectFileType } from './extraction.detect';
import { readDocxFile } from './extraction.docx';
import { ExtractionError } from './extraction.errors';
import { extractImage } from './extraction.image';
import { createOcrPool, type OcrPool } from './extraction.ocr';
import { readDoc } from './extraction.office';
import { extractPdf } from './extraction.pdf';
import { readRtfFile, readTextFile } from './extraction.text';
import type { DetectedType, ExtractionResult, Extractor, ExtractorOptions } from './extraction.types';

const unknownMimeType = 'application/octet-stream';

async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(DETECTION_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function toSinglePage(input: {
  detected: DetectedType;
  text: string;
  truncated?: boolean;
}): ExtractionResult {
  const result: ExtractionResult = {
    kind: input.detected.kind,
    mimeType: input.detected.mimeType,
    pages: [],
  };
  if (input.text.length > 0) result.pages.push({ page: 1, text: input.text, method: 'text' });
  else result.error = 'extraction.empty';
  if (input.truncated) result.truncated = true;
  return result;
}

/**
 * Offline text extraction for every kind the intake accepts: PDF (text layer, OCR for scans), DOCX, DOC,
 * TXT, RTF and images (normalised, thumbnailed, OCR for signs and handwriting). Never throws for a file.
 */
export function createExtractor(options: ExtractorOptions): Extractor {
  const settings = {
    ocrLanguages: options.ocrLanguages ?? 'fra+eng',
    maxOcrPages: options.maxOcrPages ?? 30,
    maxTextChars: options.maxTextChars ?? 2_000_000,
    maxImageSide: options.maxImageSide ?? 2048,
    thumbnailSide: options.thumbnailSide ?? 480,
    maxPdfPages: options.maxPdfPages ?? 2000,
    maxImagePixels: options.maxImagePixels ?? 16383 * 16383,
  };
  // The pool starts its workers on the first OCR only, so text-only batches never load the language models.
  const ocr: OcrPool = createOcrPool({
    cacheDir: options.cacheDir,
    languages: settings.ocrLanguages,
    size: options.ocrWorkers ?? 1,
  });

  async function extractDetected(input: {
    detected: DetectedType;
    path: string;
    outDir: string;
  }): Promise<ExtractionResult> {
    const { detected, path } = input;
    const maxChars = settings.maxTextChars;
    switch (detected.kind) {
      case 'text':
        return toSinglePage({ detected, ...(await readTextFile({ path, maxChars })) });
      case 'rtf':
        return toSinglePage({ detected, ...(await readRtfFile({ path, maxChars })) });
      case 'docx':
        return toSinglePage({ detected, ...(await readDocxFile({ path, maxChars })) });
      case 'doc':
        return toSinglePage(truncate({ detected, text: await readDoc(path), maxChars }));
      case 'pdf': {
        const pdf = await extractPdf({
          path,
          ocr,
          maxOcrPages: settings.maxOcrPages,
          maxTextChars: maxChars,
          maxPages: settings.maxPdfPages,
        });
        const result: ExtractionResult = {
          kind: 'pdf',
          mimeType: detected.mimeType,
          pages: pdf.pages,
          totalPages: pdf.totalPages,
        };
        if (pdf.truncated) result.truncated = true;
        if (pdf.pagesWithoutOcr > 0) result.pagesWithoutOcr = pdf.pagesWithoutOcr;
        // Pages skipped by the OCR cap may hold text: only call the file empty when nothing was left unread.
        if (pdf.pages.length === 0 && pdf.pagesWithoutOcr === 0) result.error = 'extraction.empty';
        return result;
      }
      case 'image': {
        const extracted = await extractImage({
          path,
          outDir: input.outDir,
          detected,
          ocr,
          maxSide: settings.maxImageSide,
          thumbnailSide: settings.thumbnailSide,
          maxPixels: settings.maxImagePixels,
        });
        // A photo without any writing is normal, not an error: the picture is the evidence.
        const result: ExtractionResult = {
          kind: 'image',
          mimeType: detected.mimeType,
          pages: [],
          image: extracted.image,
        };
        if (extracted.text.length > 0) result.pages.push({ page: 1, text: extracted.text, method: 'ocr' });
        if (extracted.ocrError !== undefined) result.cause = extracted.ocrError;
        return result;
      }
    }
  }

  return {
    async warmUp() {
      await Promise.all([ocr.warmUp(), getResolvedPDFJS()]);
    },
    async extract(input) {
      let detected: DetectedType | null = null;
      try {
        const head = await readHead(input.path);
        if (head.length === 0)
          return { kind: null, mimeType: unknownMimeType, pages: [], error: 'extraction.empty' };
        detected = detectFileType({ head, originalName: input.originalName });
        if (!detected)
          return { kind: null, mimeType: unknownMimeType, pages: [], error: 'extraction.unsupported' };
        return await extractDetected({ detected, path: input.path, outDir: input.outDir });
      } catch (error) {
        const code = error instanceof ExtractionError ? error.code : 'extraction.corrupt';
        const result: ExtractionResult = {
          kind: detected?.kind ?? null,
          mimeType: detected?.mimeType ?? unknownMimeType,
          pages: [],
          error: code,
        };
        // Expected refusals (encrypted, unsupported) need no log; anything read as corrupt keeps its cause.
        if (code === 'extraction.corrupt') result.cause = error;
        return result;
      }
    },
    close: () => ocr.close(),
  };
}

function truncate(input: { detected: DetectedType; text: string; maxChars: number }) {
  const truncated = input.text.length > input.maxChars;
  return {
    detected: input.detected,
    text: truncated ? input.text.slice(0, input.maxChars) : input.text,
    truncated,
  };
}
