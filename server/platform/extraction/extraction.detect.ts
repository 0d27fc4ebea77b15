import type { DetectedType } from './extraction.types';

/** How many first bytes detectFileType wants: enough to see a DOCX's `word/` entry or judge a text file. */
export const DETECTION_HEAD_BYTES = 64 * 1024;

const textExtensions = new Set(['txt', 'csv', 'md', 'log', 'tsv']);
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const bmpHeaderSizes = new Set([12, 40, 52, 56, 64, 108, 124]);

const image = (mimeType: string, extension: string): DetectedType => ({ kind: 'image', mimeType, extension });

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function readAscii(head: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...head.subarray(start, end));
}

/**
 * Judges a file's type from its first bytes (ideally DETECTION_HEAD_BYTES of them), never from its name:
 * an EXE or ZIP named .pdf is refused. The name only picks the extension among plain-text ones.
 */
export function detectFileType(input: { head: Uint8Array; originalName: string }): DetectedType | null {
  const { head } = input;
  if (head.length === 0) return null;
  return detectBinaryType(head) ?? detectTextType(head, input.originalName);
}

function detectBinaryType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png', 'png');
  if (/^GIF8[79]a/.test(readAscii(head, 0, 6))) return image('image/gif', 'gif');
  if (readAscii(head, 0, 4) === 'RIFF' && readAscii(head, 8, 12) === 'WEBP')
    return image('image/webp', 'webp');
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return image('image/tiff', 'tiff');
  }
  if (isBmp(head)) return image('image/bmp', 'bmp');
  const isoBrand = readIsoBrand(head);
  if (isoBrand) return isoBrand;
  if (readAscii(head, 0, Math.min(head.length, 1024)).includes('%PDF-')) {
    return { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf' };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return detectZip(head);
  // OLE2 compound file: Word 97-2003 shares it with .xls/.msg; the Word reader refuses those as corrupt.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { kind: 'doc', mimeType: 'application/msword', extension: 'doc' };
  }
  if (readAscii(head, 0, 5) === '{\\rtf')
    return { kind: 'rtf', mimeType: 'application/rtf', extension: 'rtf' };
  return null;
}

// "BM" alone also starts ordinary text ("BMW …"), so the DIB header size and plane count must agree.
function isBmp(head: Uint8Array): boolean {
  if (head.length < 30 || readAscii(head, 0, 2) !== 'BM') return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const headerSize = view.getUint32(14, true);
  const planes = headerSize === 12 ? view.getUint16(22, true) : view.getUint16(26, true);
  return bmpHeaderSizes.has(headerSize) && planes === 1;
}

// ISO-BMFF images: the major brand (and the compatible ones for the generic mif1) tell HEIC from AVIF.
function readIsoBrand(head: Uint8Array): DetectedType | null {
  if (head.length < 16 || readAscii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const brands: string[] = [];
  for (let offset = 8; offset + 4 <= Math.min(boxSize, head.length); offset += offset === 8 ? 8 : 4) {
    brands.push(readAscii(head, offset, offset + 4));
  }
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return image('image/avif', 'avif');
  if (brands.some((brand) => heicBrands.has(brand))) return image('image/heic', 'heic');
  return null;
}

// A DOCX is a ZIP whose entries live under word/; Word and most writers put them within the first kilobytes.
function detectZip(head: Uint8Array): DetectedType | null {
  const names = readAscii(head, 0, head.length);
  if (!names.includes('word/')) return null;
  return {
    kind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  };
}

function detectTextType(head: Uint8Array, originalName: string): DetectedType | null {
  const nameExtension = originalName.toLowerCase().split('.').pop() ?? '';
  const text: DetectedType = {
    kind: 'text',
    mimeType: 'text/plain',
    extension: textExtensions.has(nameExtension) ? nameExtension : 'txt',
  };
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return text;
  if (head.includes(0)) return null;
  let controls = 0;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
  }
  // A few stray control bytes happen in real text files; many mean binary data without NULs. Whether it is
  // UTF-8 or Windows-1252 is settled while reading, since any byte sequence is valid Windows-1252.
  return controls > head.length / 100 ? null : text;
}
