import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBmpFile, parseBmpHeader } from './extraction.bmp';

interface BmpSpec {
  width: number;
  height: number;
  bitsPerPixel: number;
  compression?: number;
  palette?: number[][];
  masks?: number[];
  rows: number[][];
}

// Builds a BMP with a BITMAPINFOHEADER; rows are given top to bottom as raw stored bytes (without padding).
function buildBmp(spec: BmpSpec): Buffer {
  const rowSize = Math.ceil((spec.bitsPerPixel * spec.width) / 32) * 4;
  const palette = spec.palette ?? [];
  const extra = spec.masks ? 12 : 0;
  const offset = 14 + 40 + extra + palette.length * 4;
  const out = Buffer.alloc(offset + rowSize * Math.abs(spec.height));
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(offset, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(spec.width, 18);
  out.writeInt32LE(spec.height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(spec.bitsPerPixel, 28);
  out.writeUInt32LE(spec.compression ?? 0, 30);
  out.writeUInt32LE(palette.length, 46);
  for (const [index, mask] of (spec.masks ?? []).entries()) out.writeUInt32LE(mask, 54 + index * 4);
  for (const [index, [r, g, b]] of palette.entries()) out.set([b!, g!, r!, 0], 54 + extra + index * 4);
  const bottomUp = spec.height > 0;
  spec.rows.forEach((row, y) => {
    const stored = bottomUp ? spec.rows.length - 1 - y : y;
    out.set(row, offset + stored * rowSize);
  });
  return out;
}

let folder = '';
async function decode(spec: BmpSpec, maxSide = 100) {
  const path = join(folder, `image-${Math.random().toString(36).slice(2)}.bmp`);
  await writeFile(path, buildBmp(spec));
  const image = await decodeBmpFile({ path, maxSide });
  return { width: image.width, height: image.height, pixels: [...image.data] };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-bmp-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('decodeBmpFile', () => {
  it('reads 24-bit bottom-up rows as BGR into RGB, top row first', async () => {
    const image = await decode({
      width: 2,
      height: 2,
      bitsPerPixel: 24,
      rows: [
        [3, 2, 1, 6, 5, 4],
        [9, 8, 7, 0, 0, 255],
      ],
    });
    expect(image).toEqual({ width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 255, 0, 0] });
  });

  it('reads top-down 32-bit pixels with bit-field masks', async () => {
    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff];
    const rows = [
      [10, 20, 30, 255],
      [40, 50, 60, 255],
    ];
    const image = await decode({ width: 1, height: -2, bitsPerPixel: 32, compression: 3, masks, rows });
    expect(image.pixels).toEqual([30, 20, 10, 60, 50, 40]);
  });

  it('reads 4-bit and 1-bit palette indices', async () => {
    const palette = [
      [0, 0, 0],
      [255, 255, 255],
      [200, 0, 0],
    ];
    const four = await decode({ width: 3, height: 1, bitsPerPixel: 4, palette, rows: [[0x21, 0x00]] });
    expect(four.pixels).toEqual([200, 0, 0, 255, 255, 255, 0, 0, 0]);
    const one = await decode({ width: 3, height: 1, bitsPerPixel: 1, palette, rows: [[0b10100000]] });
    expect(one.pixels).toEqual([255, 255, 255, 0, 0, 0, 255, 255, 255]);
  });

  it('reads 16-bit pixels as 5-5-5 by default', async () => {
    const image = await decode({ width: 1, height: 1, bitsPerPixel: 16, rows: [[0x1f, 0x7c]] });
    expect(image.pixels).toEqual([255, 0, 255]);
  });

  it('box-averages while reading so the longest side fits the limit', async () => {
    const palette = [
      [0, 0, 0],
      [200, 100, 40],
    ];
    const rows = [[0b10100000], [0b01000000], [0b11100000]];
    const image = await decode({ width: 3, height: 3, bitsPerPixel: 1, palette, rows }, 2);
    expect(image.width).toBe(2);
    expect(image.height).toBe(2);
    // Top-left block holds two coloured pixels out of four; the bottom-right corner is one coloured pixel.
    expect(image.pixels.slice(0, 3)).toEqual([100, 50, 20]);
    expect(image.pixels.slice(9, 12)).toEqual([200, 100, 40]);
  });

  it('refuses run-length compression as unsupported and a short file as corrupt', async () => {
    const rle = decode({
      width: 1,
      height: 1,
      bitsPerPixel: 8,
      compression: 1,
      palette: [[0, 0, 0]],
      rows: [[0]],
    });
    await expect(rle).rejects.toMatchObject({ code: 'extraction.unsupported' });
    const header = buildBmp({ width: 100, height: 100, bitsPerPixel: 24, rows: [] }).subarray(0, 200);
    const path = join(folder, 'short.bmp');
    await writeFile(path, header);
    await expect(decodeBmpFile({ path, maxSide: 100 })).rejects.toMatchObject({ code: 'extraction.corrupt' });
    expect(() => parseBmpHeader(Buffer.from('BMW is not a bitmap at all, really'))).toThrow();
  });
});
