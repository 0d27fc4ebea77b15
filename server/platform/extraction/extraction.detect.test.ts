import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../fixtures/analysis/fixtures.texts';
import { DETECTION_HEAD_BYTES, detectFileType } from './extraction.detect';

const fixtures = fileURLToPath(new URL('../../../fixtures/analysis', import.meta.url));
const detect = (head: Uint8Array | string, originalName = 'upload.bin') =>
  detectFileType({ head: typeof head === 'string' ? Buffer.from(head, 'latin1') : head, originalName });

function isoBox(brands: string[]): Uint8Array {
  const box = Buffer.alloc(8 + brands.length * 4 + 4);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brands[0]!, 8, 'latin1');
  for (const [index, brand] of brands.slice(1).entries()) box.write(brand, 16 + index * 4, 'latin1');
  return box;
}

describe('detectFileType', () => {
  it.each(manifest.files.filter((entry) => entry.kind !== null || entry.error === 'extraction.unsupported'))(
    'judges $file from its bytes as $kind',
    ({ file, kind }) => {
      const head = readFileSync(join(fixtures, file)).subarray(0, DETECTION_HEAD_BYTES);
      expect(detectFileType({ head, originalName: file })?.kind ?? null).toBe(kind);
    },
  );

  it('refuses a ZIP and an executable even when they are named .pdf', () => {
    expect(detect('PK\x03\x04\x14\x00\x00\x00readme.txt', 'invoice.pdf')).toBeNull();
    expect(detect(`MZ${'\x00'.repeat(60)}`, 'invoice.pdf')).toBeNull();
  });

  it('reads a PDF whatever its name, and finds the %PDF- marker after leading junk', () => {
    expect(detect('%PDF-1.7\n', 'photo.jpg')).toMatchObject({ kind: 'pdf', extension: 'pdf' });
    expect(detect('\r\n\r\n%PDF-1.4\n')).toMatchObject({ kind: 'pdf' });
  });

  it('tells HEIC from AVIF by the ISO brands', () => {
    expect(detect(isoBox(['heic', 'mif1', 'heic']))).toMatchObject({ mimeType: 'image/heic' });
    expect(detect(isoBox(['mif1', 'mif1', 'heic']))).toMatchObject({ mimeType: 'image/heic' });
    expect(detect(isoBox(['mif1', 'mif1', 'avif']))).toMatchObject({ mimeType: 'image/avif' });
    expect(detect(isoBox(['isom', 'isom', 'mp42']))).toBeNull();
  });

  it('does not take text starting with "BM" for a bitmap', () => {
    expect(detect('BMW fleet maintenance log: brakes checked on all forklifts.')).toMatchObject({
      kind: 'text',
    });
  });

  it('accepts UTF-8, Windows-1252 and UTF-16 text with a byte-order mark', () => {
    expect(detect(Buffer.from('Échafaudage', 'utf8'))).toMatchObject({
      kind: 'text',
      mimeType: 'text/plain',
    });
    expect(detect(Buffer.from('\xc9chafaudage \x96 \x93ok\x94', 'latin1'))).toMatchObject({ kind: 'text' });
    expect(detect(Buffer.from('\ufeffhello', 'utf16le'))).toMatchObject({ kind: 'text' });
  });

  it('keeps a plain-text extension from the name and uses txt otherwise', () => {
    expect(detect('a,b\n1,2\n', 'data.CSV')).toMatchObject({ extension: 'csv' });
    expect(detect('a,b\n1,2\n', 'data.pdf')).toMatchObject({ extension: 'txt' });
  });

  it('refuses binary data: NUL bytes, many control bytes, or nothing at all', () => {
    expect(detect('text\x00with a NUL')).toBeNull();
    expect(detect('\x01\x02\x03\x04\x05\x06\x07\x08 binary-looking')).toBeNull();
    expect(detect(new Uint8Array())).toBeNull();
  });

  it('recognises RTF from its opening control word', () => {
    expect(detect('{\\rtf1\\ansi hello}')).toMatchObject({ kind: 'rtf', mimeType: 'application/rtf' });
  });
});
