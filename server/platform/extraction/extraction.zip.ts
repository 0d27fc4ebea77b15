import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { ExtractionError } from './extraction.errors';

/** One entry of a ZIP's central directory, as declared by the archive (to be checked, not trusted). */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * What an archive may hold before a single byte is inflated. A real DOCX of a few hundred pages unpacks to a
 * few tens of MB and compresses text XML about 5 to 30 times; a zip bomb is all about huge ratios and sizes.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Declared uncompressed size of the archive divided by the archive's bytes on disk. */
  maxRatio: number;
  /** Per entry: one named entry (the document part) may be held to a smaller limit. */
  maxEntryBytes: Record<string, number>;
}

export const DOCX_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxRatio: 100,
  maxEntryBytes: { 'word/document.xml': 48 * 1024 * 1024 },
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
// The end record is 22 bytes plus a comment of at most 65,535 bytes.
const EOCD_SEARCH_BYTES = 22 + 0xffff;
// Entries are inflated in pieces of this size, so memory follows the reader, not the entry.
const READ_CHUNK_BYTES = 64 * 1024;

const corrupt = (why: string) => new ExtractionError('extraction.corrupt', `unreadable ZIP: ${why}`);
const tooLarge = (why: string) => new ExtractionError('extraction.tooLarge', `archive refused: ${why}`);

/** Reads the central directory from the end of the file, never the entries' contents. */
export async function readZipDirectory(path: string): Promise<{ entries: ZipEntry[]; fileSize: number }> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const tailLength = Math.min(fileSize, EOCD_SEARCH_BYTES);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, fileSize - tailLength);
    let end = -1;
    for (let offset = tailLength - 22; offset >= 0; offset--) {
      if (tail.readUInt32LE(offset) === EOCD_SIGNATURE) {
        end = offset;
        break;
      }
    }
    if (end < 0) throw corrupt('no end of central directory');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    // ZIP64 archives mark these fields 0xFFFF…; no Office writer needs ZIP64 for a document we would read.
    if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
      throw tooLarge('ZIP64 archive');
    if (directoryOffset + directorySize > fileSize) throw corrupt('central directory out of bounds');
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    return { entries: parseDirectory(directory, count), fileSize };
  } finally {
    await file.close();
  }
}

function parseDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE)
      throw corrupt('bad central directory entry');
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    entries.push({
      flags: directory.readUInt16LE(offset + 8),
      method: directory.readUInt16LE(offset + 10),
      compressedSize: directory.readUInt32LE(offset + 20),
      uncompressedSize: directory.readUInt32LE(offset + 24),
      localHeaderOffset: directory.readUInt32LE(offset + 42),
      name: directory.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses an archive by what it declares: too many entries, too many bytes once unpacked, a bomb's ratio. */
export function checkZipDirectory(input: { entries: ZipEntry[]; fileSize: number; limits: ZipLimits }): void {
  const { entries, limits } = input;
  if (entries.length > limits.maxEntries) throw tooLarge(`${entries.length} entries`);
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw tooLarge('ZIP64 entry');
    total += entry.uncompressedSize;
    const entryLimit = limits.maxEntryBytes[entry.name];
    if (entryLimit !== undefined && entry.uncompressedSize > entryLimit)
      throw tooLarge(`entry of ${entry.uncompressedSize} bytes`);
  }
  if (total > limits.maxTotalBytes) throw tooLarge(`${total} bytes unpacked`);
  if (total > limits.maxRatio * Math.max(input.fileSize, 1024 * 1024))
    throw tooLarge(`ratio ${Math.round(total / input.fileSize)}`);
}

/**
 * Yields an entry's inflated bytes chunk by chunk, and stops with `extraction.tooLarge` as soon as more
 * come out than the entry declared (a lying header) or than `maxBytes`.
 */
export async function* readZipEntry(input: {
  path: string;
  entry: ZipEntry;
  maxBytes: number;
}): AsyncGenerator<Buffer> {
  const { entry } = input;
  if (entry.flags & 0x1) throw new ExtractionError('extraction.encrypted', 'encrypted ZIP entry');
  if (entry.method !== 0 && entry.method !== 8) throw corrupt(`compression method ${entry.method}`);
  const header = Buffer.alloc(30);
  const file = await open(input.path, 'r');
  try {
    await file.read(header, 0, 30, entry.localHeaderOffset);
  } finally {
    await file.close();
  }
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw corrupt('bad local header');
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const limit = Math.min(input.maxBytes, entry.uncompressedSize);
  const raw = createReadStream(input.path, {
    start,
    end: start + Math.max(entry.compressedSize, 1) - 1,
    highWaterMark: READ_CHUNK_BYTES,
  });
  const source = entry.method === 8 ? raw.pipe(createInflateRaw({ chunkSize: READ_CHUNK_BYTES })) : raw;
  let produced = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > limit) throw tooLarge(`entry inflates past ${limit} bytes`);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('extraction.corrupt', `unreadable ZIP entry: ${String(error)}`, {
      cause: error,
    });
  } finally {
    raw.destroy();
    if (source !== raw) source.destroy();
  }
}
