import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupCorruptedError, readArchive, verifyArchive } from './archive-reader';
import { archiveName, createArchiveWriter } from './archive-writer';

let dir: string;
let archive: Buffer;
const ID = '20261123T233000Z-abcdef';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rv-archive-'));
  const writer = createArchiveWriter({ dir, id: ID });
  await writer.addBuffer('config.json', '{"a":1}');
  const bytes = randomBytes(300_000);
  await writer.addStream(
    'files/photo.jpg',
    Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
    bytes.length,
  );
  await writer.finish({
    format: 'risquevision-backup',
    formatVersion: 1,
    kind: 'instance',
    createdAt: new Date().toISOString(),
    appVersion: '0.1.0',
    schema: { tag: '0000_initial', when: 1 },
    details: {},
  });
  archive = readFileSync(join(dir, archiveName(ID)));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function inflatesTo(bytes: Buffer, original: Buffer): boolean {
  try {
    return gunzipSync(bytes).equals(original);
  } catch {
    return false;
  }
}

const copyWith = (bytes: Buffer, name: string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('an archive', () => {
  it('verifies, with its manifest listing every entry', async () => {
    const manifest = await verifyArchive(join(dir, archiveName(ID)));
    expect(manifest.entries.map((entry) => [entry.name, entry.size])).toEqual([
      ['config.json', 7],
      ['files/photo.jpg', 300_000],
    ]);
  });

  it('with a byte changed that changes what it holds, or cut short, is refused even without its checksum file', async () => {
    // A few flips leave the inflated bytes identical (the gzip header's time, unused Huffman codes):
    // nothing restored changes, and the whole-archive checksum beside it still catches them.
    const original = gunzipSync(archive);
    let changed = 0;
    for (let at = 10; at < archive.length; at += 997) {
      const bytes = Buffer.from(archive);
      bytes[at] = (bytes[at] ?? 0) ^ 0x5a;
      if (inflatesTo(bytes, original)) continue;
      changed += 1;
      await expect(verifyArchive(copyWith(bytes, `flip-${at}.tar.gz`)), `byte ${at}`).rejects.toBeInstanceOf(
        BackupCorruptedError,
      );
    }
    expect(changed).toBeGreaterThan(100);
    for (const length of [0, 100, archive.length / 2, archive.length - 1]) {
      const path = copyWith(archive.subarray(0, Math.floor(length)), `cut-${Math.floor(length)}.tar.gz`);
      await expect(verifyArchive(path), `cut at ${length}`).rejects.toBeInstanceOf(BackupCorruptedError);
    }
  });

  it('passes the reader’s own failure through as it is, not as a corrupted archive', async () => {
    const refused = new Error('refused by the caller');
    await expect(
      readArchive(join(dir, archiveName(ID)), async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
  });
});
