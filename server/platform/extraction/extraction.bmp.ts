// sharp (libvips) cannot read BMP, so this small reader does: uncompressed 1/4/8-bit palettes, 16/24/32-bit
// colour and bit-field masks (RLE is refused). It reads rows from the file in blocks and box-averages them
// down to the wanted size as it goes, so memory is bounded by the output, not by the file (up to 200 MB).
import { open } from 'node:fs/promises';
import { ExtractionError } from './extraction.errors';

export interface BmpHeader {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  pixelOffset: number;
  rowSize: number;
  palette: Uint8Array;
  masks: [number, number, number] | null;
}

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

const corrupt = (why: string) => new ExtractionError('extraction.corrupt', `BMP: ${why}`);

/** Reads the file and DIB headers (the first bytes of the file, palette included). */
export function parseBmpHeader(bytes: Uint8Array): BmpHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 26 || view.getUint16(0) !== 0x424d) throw corrupt('no BM signature');
  const pixelOffset = view.getUint32(10, true);
  const dibSize = view.getUint32(14, true);
  const core = dibSize === 12;
  if (!core && bytes.length < 54) throw corrupt('short header');
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = core ? view.getInt16(20, true) : view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(core ? 24 : 28, true);
  const compression = core ? 0 : view.getUint32(30, true);
  if (width <= 0 || rawHeight === 0 || width > 100_000 || Math.abs(rawHeight) > 100_000)
    throw corrupt('size');
  if (compression !== 0 && compression !== 3 && compression !== 6) {
    throw new ExtractionError('extraction.unsupported', `BMP compression ${compression} is not supported`);
  }
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) throw corrupt(`${bitsPerPixel} bits per pixel`);
  let masks: [number, number, number] | null = null;
  let paletteStart = 14 + dibSize;
  if (compression !== 0) {
    masks = [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true)];
    if (dibSize === 40) paletteStart += compression === 6 ? 16 : 12;
  } else if (bitsPerPixel === 16) masks = [0x7c00, 0x03e0, 0x001f];
  const entry = core ? 3 : 4;
  const colours = bitsPerPixel <= 8 ? (core ? 0 : view.getUint32(46, true)) || 2 ** bitsPerPixel : 0;
  const palette = new Uint8Array(colours * 3);
  for (let index = 0; index < colours; index++) {
    const at = paletteStart + index * entry;
    if (at + 3 > bytes.length) throw corrupt('palette');
    palette.set([bytes[at + 2]!, bytes[at + 1]!, bytes[at]!], index * 3);
  }
  const rowSize = Math.ceil((bitsPerPixel * width) / 32) * 4;
  return {
    width,
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel,
    pixelOffset,
    rowSize,
    palette,
    masks,
  };
}

function maskShift(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 1 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { shift, max: mask >>> shift };
}

/** Decodes one stored row into RGB triples. */
export function decodeBmpRow(input: { header: BmpHeader; row: Uint8Array; out: Uint8Array }): void {
  const { header, row, out } = input;
  const { bitsPerPixel, palette, width } = header;
  if (bitsPerPixel <= 8) {
    const perByte = 8 / bitsPerPixel;
    const valueMask = (1 << bitsPerPixel) - 1;
    for (let x = 0; x < width; x++) {
      const byte = row[Math.floor(x / perByte)]!;
      const index = (byte >> ((perByte - 1 - (x % perByte)) * bitsPerPixel)) & valueMask;
      const at = Math.min(index, palette.length / 3 - 1) * 3;
      out[x * 3] = palette[at]!;
      out[x * 3 + 1] = palette[at + 1]!;
      out[x * 3 + 2] = palette[at + 2]!;
    }
    return;
  }
  const bytes = bitsPerPixel / 8;
  if (!header.masks) {
    for (let x = 0; x < width; x++) {
      out[x * 3] = row[x * bytes + 2]!;
      out[x * 3 + 1] = row[x * bytes + 1]!;
      out[x * 3 + 2] = row[x * bytes]!;
    }
    return;
  }
  const channels = header.masks.map(maskShift);
  const view = new DataView(row.buffer, row.byteOffset, row.byteLength);
  for (let x = 0; x < width; x++) {
    const pixel = bytes === 2 ? view.getUint16(x * 2, true) : view.getUint32(x * bytes, true);
    for (let c = 0; c < 3; c++) {
      const { shift, max } = channels[c]!;
      out[x * 3 + c] = Math.round((((pixel & header.masks[c]!) >>> shift) * 255) / max);
    }
  }
}

/** Decodes a BMP file, box-averaged by a whole factor so that its longest side is at most `maxSide`. */
export async function decodeBmpFile(input: { path: string; maxSide: number }): Promise<RawImage> {
  const file = await open(input.path, 'r');
  try {
    const { size } = await file.stat();
    const head = new Uint8Array(Math.min(size, 14 + 124 + 16 + 1024));
    await file.read(head, 0, head.length, 0);
    const header = parseBmpHeader(head);
    const { width, height, rowSize } = header;
    if (header.pixelOffset + rowSize * height > size) throw corrupt('truncated pixel data');
    const factor = Math.max(1, Math.ceil(Math.max(width, height) / input.maxSide));
    const outWidth = Math.ceil(width / factor);
    const outHeight = Math.ceil(height / factor);
    const data = Buffer.alloc(outWidth * outHeight * 3);
    const sums = new Float64Array(outWidth * 3);
    const rgb = new Uint8Array(width * 3);
    const rowsPerRead = Math.max(1, Math.floor((1 << 20) / rowSize));
    const block = new Uint8Array(rowsPerRead * rowSize);
    let rowsInSum = 0;
    for (let first = 0; first < height; first += rowsPerRead) {
      const count = Math.min(rowsPerRead, height - first);
      await file.read(block, 0, count * rowSize, header.pixelOffset + first * rowSize);
      for (let r = 0; r < count; r++) {
        // Rows come in storage order (bottom-up unless the height is negative); an output row is done at
        // the last stored row of its block.
        const stored = first + r;
        const y = header.topDown ? stored : height - 1 - stored;
        decodeBmpRow({ header, row: block.subarray(r * rowSize, (r + 1) * rowSize), out: rgb });
        for (let x = 0; x < width; x++) {
          const at = Math.floor(x / factor) * 3;
          for (let c = 0; c < 3; c++) sums[at + c] = sums[at + c]! + rgb[x * 3 + c]!;
        }
        rowsInSum++;
        const lastOfBlock = header.topDown ? y % factor === factor - 1 || y === height - 1 : y % factor === 0;
        if (!lastOfBlock) continue;
        const outY = Math.floor(y / factor);
        for (let ox = 0; ox < outWidth; ox++) {
          const columns = Math.min(factor, width - ox * factor);
          for (let c = 0; c < 3; c++) {
            data[(outY * outWidth + ox) * 3 + c] = Math.round(sums[ox * 3 + c]! / (columns * rowsInSum));
          }
        }
        sums.fill(0);
        rowsInSum = 0;
      }
    }
    return { data, width: outWidth, height: outHeight, channels: 3 };
  } finally {
    await file.close();
  }
}
