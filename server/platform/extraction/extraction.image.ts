import { readFile, stat } from 'node:fs/promises';
import { join, parse } from 'node:path';
import heicConvert from 'heic-convert';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { decodeBmpFile } from './extraction.bmp';
import { ExtractionError } from './extraction.errors';
import type { OcrPool } from './extraction.ocr';
import type { DetectedType, ExtractedImage } from './extraction.types';

// heic-convert decodes in WebAssembly from a buffer holding the whole file; phone photos are a few MB.
const maxHeicBytes = 64 * 1024 * 1024;
// Text smaller than this many pixels on the long side is enlarged before OCR: tesseract wants ~30 px letters.
const minOcrSide = 1600;
const maxOcrSide = 2400;

/** Packs greyscale pixels as binary PGM: tesseract's Leptonica reads it with no decoding cost. */
export function encodePgm(input: { data: Buffer; width: number; height: number }): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${input.width} ${input.height}\n255\n`, 'latin1'), input.data]);
}

/** Prepares any image sharp can open for OCR: greyscale, contrast stretched, resized to a readable size. */
export async function prepareForOcr(input: Sharp, size: { width: number; height: number }): Promise<Buffer> {
  const longest = Math.max(size.width, size.height);
  const target = longest < minOcrSide ? Math.min(minOcrSide, longest * 2) : Math.min(longest, maxOcrSide);
  const scale = target / longest;
  const { data, info } = await input
    .resize({ width: Math.round(size.width * scale), height: Math.round(size.height * scale), fit: 'fill' })
    .greyscale()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodePgm({ data, width: info.width, height: info.height });
}

const imageTooLarge = () => new ExtractionError('extraction.imageTooLarge', 'image over the pixel limit');

// sharp reads only the header for metadata, so a decompression bomb is refused by its declared size before a
// single pixel is decoded, with its own message rather than "damaged".
async function checkPixels(input: { source: Sharp; maxPixels: number }): Promise<void> {
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    metadata = await input.source.metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw imageTooLarge();
    throw error;
  }
  const pages = metadata.pages ?? 1;
  if ((metadata.width ?? 0) * (metadata.height ?? 0) * Math.max(1, pages) > input.maxPixels)
    throw imageTooLarge();
}

async function openSource(input: {
  path: string;
  detected: DetectedType;
  maxSide: number;
  maxPixels: number;
}): Promise<Sharp> {
  // failOn 'error': phones and scanners write slightly broken files that still decode fine. The pixel limit
  // makes a decompression bomb fail instead of filling memory; sharp reads the path sequentially and JPEGs
  // shrink on load, so a large photo never sits whole in memory.
  const options: SharpOptions = { failOn: 'error', limitInputPixels: input.maxPixels, sequentialRead: true };
  if (input.detected.extension === 'bmp') {
    const raw = await decodeBmpFile({ path: input.path, maxSide: input.maxSide });
    return sharp(raw.data, {
      ...options,
      raw: { width: raw.width, height: raw.height, channels: raw.channels },
    });
  }
  if (input.detected.extension === 'heic') {
    const { size } = await stat(input.path);
    if (size > maxHeicBytes) throw new ExtractionError('extraction.unsupported', 'HEIC file too large');
    const jpeg = await heicConvert({ buffer: await readFile(input.path), format: 'JPEG', quality: 0.92 });
    return sharp(Buffer.from(jpeg), options);
  }
  const source = sharp(input.path, options);
  await checkPixels({ source, maxPixels: input.maxPixels });
  return source;
}

/**
 * Writes the normalised JPEG (EXIF orientation applied, longest side ≤ maxSide) and the thumbnail beside
 * each other in outDir, then reads the text of the image (signs, handwriting) by OCR.
 */
export async function extractImage(input: {
  path: string;
  outDir: string;
  detected: DetectedType;
  ocr: OcrPool;
  maxSide: number;
  thumbnailSide: number;
  maxPixels: number;
}): Promise<{ image: ExtractedImage; text: string; ocrError?: unknown }> {
  const base = parse(input.path).name;
  const normalizedPath = join(input.outDir, `${base}.normalized.jpg`);
  const thumbnailPath = join(input.outDir, `${base}.thumbnail.jpg`);
  const source = await openSource(input);
  const side = input.maxSide;
  const normalized = await source
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toFile(normalizedPath);
  const thumbSide = input.thumbnailSide;
  await sharp(normalizedPath)
    .resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toFile(thumbnailPath);
  const image = { width: normalized.width, height: normalized.height, normalizedPath, thumbnailPath };
  try {
    const pgm = await prepareForOcr(sharp(normalizedPath), normalized);
    const text = await recognizeImage({ ocr: input.ocr, image: pgm });
    return { image, text };
  } catch (error) {
    // The picture itself is still evidence (and the AI engines look at it): keep it, report the OCR failure.
    return { image, text: '', ocrError: error };
  }
}

// A photo may hold a sign amid clutter (sparse text) or be a picture of a page (document layout): the
// document pass goes first, and the sparse pass runs only when the first found a few words but not
// enough. When it found none, the photo has no text to read: the sparse pass would spend a second
// reading textures as junk "words" that then pollute the evidence.
export async function recognizeImage(input: {
  ocr: Pick<OcrPool, 'recognize'>;
  image: Buffer;
}): Promise<string> {
  const first = cleanOcrText(await input.ocr.recognize({ image: input.image, layout: 'document' }));
  const words = countWords(first);
  if (words === 0 || words >= 4) return first;
  const second = cleanOcrText(await input.ocr.recognize({ image: input.image, layout: 'sparse' }));
  return countWords(second) > words ? second : first;
}

/** Words of three letters or more, a rough measure of how much real text OCR found. */
export function countWords(text: string): number {
  return text.match(/\p{L}{3,}/gu)?.length ?? 0;
}

/** Drops the lines OCR makes out of textures: lines with no word of two letters or more. */
export function cleanOcrText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}{2,}/u.test(line))
    .join('\n');
}
