import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../../test/s3-server';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** Bytes in chunks, so a write is a real stream and not one buffer. */
const chunked = (content: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(content.length / 4096) }, (_, i) =>
      content.subarray(i * 4096, (i + 1) * 4096),
    ),
  );

let s3: TestS3Server;
const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'rv-storage-'));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A storage on the test server's bucket, in a new data folder. */
const s3Storage = (options: { prefix: string; bucket?: string; listPageSize?: number }) =>
  createS3FileStorage({
    dataDir: dataDir(),
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
    ...options,
  });

const implementations: [string, () => FileStorage][] = [
  ['local disk', () => createLocalFileStorage({ dataDir: dataDir() })],
  ['S3 (s3rver), with a prefix', () => s3Storage({ prefix: `install-${randomBytes(3).toString('hex')}` })],
];

describe.each(implementations)('file storage on %s', (_label, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('writes a stream, reads it back byte for byte, sizes it and dates it', async () => {
    const content = randomBytes(300_000);
    const before = Date.now() - 2000;
    await storage.write('written.bin', chunked(content));
    expect((await buffer(storage.read('written.bin'))).equals(content)).toBe(true);
    expect(await storage.size('written.bin')).toBe(content.length);
    const info = await storage.stat('written.bin');
    expect(info?.size).toBe(content.length);
    expect(info?.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('adopts a temporary file, which leaves the temporary area', async () => {
    const temporary = join(storage.temporaryDir, 'upload-1');
    writeFileSync(temporary, 'adopted bytes');
    await storage.adopt(temporary, 'adopted.txt');
    expect(existsSync(temporary)).toBe(false);
    expect((await buffer(storage.read('adopted.txt'))).toString()).toBe('adopted bytes');
  });

  it('gives a local copy under the stored name for the duration of a function', async () => {
    await storage.write('copy.txt', Readable.from([Buffer.from('for a tool')]));
    let seen = '';
    const result = await storage.withLocalCopy('copy.txt', async (path) => {
      seen = path;
      expect(path.endsWith('copy.txt')).toBe(true);
      return readFileSync(path, 'utf8');
    });
    expect(result).toBe('for a tool');
    // A copy is gone afterwards; the local storage's own file stays where it is.
    expect(existsSync(seen)).toBe(!seen.startsWith(storage.temporaryDir));
  });

  it('lists every stored name in order, and removes (twice is fine)', async () => {
    await storage.write('b-second.txt', Readable.from([Buffer.from('b')]));
    await storage.write('a-first.txt', Readable.from([Buffer.from('a')]));
    const names = await storage.list();
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['a-first.txt', 'b-second.txt', 'written.bin']));
    await storage.remove('a-first.txt');
    await storage.remove('a-first.txt');
    expect(await storage.list()).not.toContain('a-first.txt');
  });

  it('answers null for a missing file’s size, and a read of it fails naming it', async () => {
    expect(await storage.size('missing.pdf')).toBeNull();
    expect(await storage.stat('missing.pdf')).toBeNull();
    await expect(buffer(storage.read('missing.pdf'))).rejects.toThrow(/missing\.pdf/);
  });

  it('refuses names that could leave its folder', async () => {
    for (const name of ['../escape', 'a/b', '.hidden', 'a..b', ''])
      await expect(storage.write(name, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /unsafe storage name/,
      );
    expect(() => storage.read('../etc/passwd')).toThrow(/unsafe storage name/);
  });

  it('takes a write when ready', async () => {
    expect(await storage.isWritable()).toBe(true);
  });
});

describe('S3 file storage', () => {
  it('lists past one page of ListObjectsV2 and only under its own prefix', async () => {
    const storage = s3Storage({ prefix: 'paged/', listPageSize: 10 });
    const neighbour = s3Storage({ prefix: 'paged-neighbour' });
    await neighbour.write('not-mine.txt', Readable.from([Buffer.from('x')]));
    const names = Array.from({ length: 25 }, (_, i) => `f${String(i).padStart(2, '0')}.txt`);
    for (const name of [...names].reverse()) await storage.write(name, Readable.from([Buffer.from(name)]));
    expect(await storage.list()).toEqual(names);
  }, 60_000);

  it('is not writable when the bucket does not exist', async () => {
    const storage = s3Storage({ prefix: '', bucket: 'no-such-bucket' });
    expect(await storage.isWritable()).toBe(false);
  });
});
