import { inflateSync } from 'node:zlib';

/**
 * Unpacks a WOFF 1.0 font into the TrueType (sfnt) file it wraps. The project's fonts come from
 * @fontsource as WOFF, but fontkit inflates a WOFF table again on every read — over two seconds of a
 * small report — and Word embeds TrueType only; unpacking once in memory serves both.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });

  const headerSize = 12 + numTables * 16;
  const padded = (size: number) => (size + 3) & ~3;
  const total = tables.reduce((size, table) => size + padded(table.data.length), headerSize);
  const ttf = Buffer.alloc(total);
  const power = 2 ** Math.floor(Math.log2(numTables));
  ttf.writeUInt32BE(flavor, 0);
  ttf.writeUInt16BE(numTables, 4);
  ttf.writeUInt16BE(power * 16, 6);
  ttf.writeUInt16BE(Math.log2(power), 8);
  ttf.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    ttf.writeUInt32BE(table.tag, record);
    ttf.writeUInt32BE(table.checksum, record + 4);
    ttf.writeUInt32BE(offset, record + 8);
    ttf.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(ttf, offset);
    offset += padded(table.data.length);
  });
  return ttf;
}
