import type { FileKind } from '../../../common/domain/uploads';

export type { FileKind };

export interface DetectedType {
  kind: FileKind;
  mimeType: string;
  extension: string;
}

export interface ExtractedPage {
  page: number;
  text: string;
  method: 'text' | 'ocr';
}

export interface ExtractedImage {
  width: number;
  height: number;
  normalizedPath: string;
  thumbnailPath: string;
}

export type ExtractionErrorCode =
  | 'extraction.corrupt'
  | 'extraction.encrypted'
  | 'extraction.empty'
  | 'extraction.unsupported'
  /** Refused before reading: an archive or page count past the limits (a zip bomb, say). */
  | 'extraction.tooLarge'
  /** Refused before decoding: more pixels than the limit (a decompression bomb). */
  | 'extraction.imageTooLarge'
  /** The sandboxed reader died on the file (memory exhausted, native crash): see extraction.sandbox.ts. */
  | 'extraction.crashed'
  /** The sandboxed reader overran its time limit on the file and was stopped. */
  | 'extraction.timeout';

/** What one file gave; `error` is set instead of throwing, so one bad file never fails a batch. */
export interface ExtractionResult {
  /** null when the bytes are of no supported type (or there are no bytes at all). */
  kind: FileKind | null;
  mimeType: string;
  pages: ExtractedPage[];
  image?: ExtractedImage;
  error?: ExtractionErrorCode;
  /** The text reached the per-file cap (`maxTextChars`) and the rest was left out. */
  truncated?: boolean;
  /** Pages of the document, when it has pages; `pages` may hold fewer (empty pages are left out). */
  totalPages?: number;
  /** Scanned pages left without OCR because the per-file cap (`maxOcrPages`) was reached. */
  pagesWithoutOcr?: number;
  /** The unexpected exception behind an `extraction.corrupt`, for the caller to log; never shown to users. */
  cause?: unknown;
}

export interface Extractor {
  extract(input: { path: string; originalName: string; outDir: string }): Promise<ExtractionResult>;
  /** Loads the OCR worker and the PDF library ahead of the first file (about 1.5 s saved on it). */
  warmUp(): Promise<void>;
  /** Ends the OCR workers; the extractor starts them again if used afterwards. */
  close(): Promise<void>;
}

export interface ExtractorOptions {
  /** A writable folder; the OCR language data is copied into `<cacheDir>/tessdata` on first use. */
  cacheDir: string;
  /** Tesseract languages, '+'-joined; 'fra+eng' by default. Each needs its @tesseract.js-data package. */
  ocrLanguages?: string;
  /** OCR workers run side by side, 1 or 2 (each holds about 100 MB once loaded); 1 by default. */
  ocrWorkers?: number;
  /** Scanned PDF pages read by OCR per file; 30 by default. */
  maxOcrPages?: number;
  /** Characters of text kept per file; 2,000,000 by default. */
  maxTextChars?: number;
  /** Longest side of the normalised image written for the screens and the AI engines; 2048 by default. */
  maxImageSide?: number;
  /** Longest side of the thumbnail; 480 by default. */
  thumbnailSide?: number;
  /** Pages of a PDF read per file (the rest is left out, marked truncated); 2,000 by default. */
  maxPdfPages?: number;
  /** Pixels an image may declare before it is refused as too large; 16383² (sharp's default) by default. */
  maxImagePixels?: number;
}
