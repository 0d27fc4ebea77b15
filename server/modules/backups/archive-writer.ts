import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** What the archive says about itself; written last, as `manifest.json`. */
export interface Manifest {
  format: 'risquevision-backup';
  formatVersion: 1;
  kind: 'instance' | 'team';
  createdAt: string;
  appVersion: string;
  /** The last migration applied when the snapshot was taken (its journal tag and timestamp). */
  schema: { tag: string; when: number };
  entries: { name: string; size: number; sha256: string }[];
  /** Free details (the team backed up, files missing when copied …). */
  details: Record<string, unknown>;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const archiveName = (id: string) => `${id}.tar.gz`;
export const checksumName = (id: string) => `${id}.tar.gz.sha256`;

export interface ArchiveWriter {
  addBuffer(name: string, content: Buffer | string): Promise<void>;
  /** Streams `source` (exactly `size` bytes) into the archive; never held in memory whole. */
  addStream(name: string, source: Readable, size: number): Promise<void>;
  /** Writes the manifest, the checksum file, then renames the archive to its final name. */
  finish(manifest: Omit<Manifest, 'entries'>): Promise<{ size: number; sha256: string }>;
  abort(): Promise<void>;
}

function hashingTap(onDone: (sha256: string, size: number) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      onDone(hash.digest('hex'), size);
      callback();
    },
  });
}

/**
 * A tar.gz written to a hidden temporary name in `dir` and renamed to `<id>.tar.gz` only once the
 * manifest, the fsync and its checksum file are done: a process killed half-way leaves a
 * `.partial` file that no listing counts, never a truncated archive under a complete name.
 */
export function createArchiveWriter(options: { dir: string; id: string }): ArchiveWriter {
  const partialPath = `${options.dir}/.${options.id}.partial`;
  const finalPath = `${options.dir}/${archiveName(options.id)}`;
  const pack = tar.pack();
  const entries: Manifest['entries'] = [];
  let archiveSha = '';
  let archiveSize = 0;
  // Level 1: most bytes are photos and PDFs that are compressed already; the JSON rows still shrink.
  const written = pipeline(
    pack,
    createGzip({ level: 1 }),
    hashingTap((sha, size) => {
      archiveSha = sha;
      archiveSize = size;
    }),
    createWriteStream(partialPath, { mode: 0o600 }),
  );
  // Surfaces a disk error on the next add instead of an unhandled rejection.
  written.catch(() => undefined);

  const addStream = async (name: string, source: Readable, size: number) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) });
    await pipeline(
      source,
      hashingTap((sha256, actual) => entries.push({ name, size: actual, sha256 })),
      entry,
    );
  };

  return {
    addStream,
    addBuffer: (name, content) => {
      const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
      return addStream(name, Readable.from([buffer]), buffer.length);
    },
    async finish(manifest) {
      const full: Manifest = { ...manifest, entries };
      const body = Buffer.from(JSON.stringify(full, null, 1));
      pack.entry({ name: MANIFEST_ENTRY, size: body.length, mode: 0o600, mtime: new Date(0) }, body);
      pack.finalize();
      await written;
      const handle = await open(partialPath, 'r');
      await handle.sync();
      await handle.close();
      // `sha256sum -c` reads this file as it is.
      await writeFile(
        `${options.dir}/${checksumName(options.id)}`,
        `${archiveSha}  ${archiveName(options.id)}\n`,
      );
      await rename(partialPath, finalPath);
      return { size: archiveSize, sha256: archiveSha };
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(partialPath, { force: true });
    },
  };
}
