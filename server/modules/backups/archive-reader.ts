import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { MANIFEST_ENTRY, type Manifest } from './archive-writer';

/** The archive cannot be trusted: the operator gets this message, never a stack trace. */
export class BackupCorruptedError extends Error {
  constructor(path: string, reason: string) {
    super(`The backup ${path} is corrupted (${reason}): it cannot be restored. Use another backup.`);
    this.name = 'BackupCorruptedError';
  }
}

/** The SHA-256 written beside the archive (`<archive>.sha256`), or null when it travelled alone. */
export async function readChecksumFile(path: string): Promise<string | null> {
  try {
    const line = await readFile(`${path}.sha256`, 'utf8');
    const sha = line.trim().split(/\s+/)[0] ?? '';
    return /^[0-9a-f]{64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/** SHA-256 of a whole file, streamed. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads every entry in order, handing each to `onEntry` as a stream (which must be consumed), and
 * returns the manifest, the last entry. Nothing is held in memory but one entry's chunks in flight.
 */
export async function readArchive(
  path: string,
  onEntry: (name: string, content: Readable) => Promise<void>,
): Promise<Manifest> {
  const extract = tar.extract();
  // Awaited after the last entry too: gzip checks its CRC at the very end, after tar has seen its end.
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  reading.catch(() => undefined);
  let manifest: Manifest | null = null;
  // The caller's own failure (a refused row, a full disk) is not the archive's: it passes through as is.
  let failure: { error: unknown } | null = null;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (manifest) throw new BackupCorruptedError(path, `an entry follows the manifest: ${name}`);
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
        if (manifest.format !== 'risquevision-backup') throw new BackupCorruptedError(path, 'not a backup');
        continue;
      }
      try {
        await onEntry(name, entry as unknown as Readable);
      } catch (error) {
        failure = { error };
        throw error;
      }
    }
    await reading;
  } catch (error) {
    if (failure) throw failure.error;
    if (error instanceof BackupCorruptedError) throw error;
    throw new BackupCorruptedError(path, (error as Error).message);
  }
  if (!manifest) throw new BackupCorruptedError(path, 'no manifest: the archive is incomplete');
  return manifest;
}

/**
 * Checks the archive before anything is restored from it: the whole-archive checksum when its
 * `.sha256` file is beside it, the gzip stream, and every entry's size and SHA-256 against the manifest.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const expected = await readChecksumFile(path);
  if (expected && (await sha256OfFile(path)) !== expected) {
    throw new BackupCorruptedError(path, 'its SHA-256 differs from the one written when it was made');
  }
  const seen = new Map<string, { size: number; sha256: string }>();
  // Hashing cannot fail on its own: any error while reading an entry is the archive's.
  const manifest = await readArchive(path, async (name, content) => {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of content) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    seen.set(name, { size, sha256: hash.digest('hex') });
  }).catch((error: unknown) => {
    throw error instanceof BackupCorruptedError
      ? error
      : new BackupCorruptedError(path, (error as Error).message);
  });
  if (manifest.entries.length !== seen.size) throw new BackupCorruptedError(path, 'entries are missing');
  for (const entry of manifest.entries) {
    const actual = seen.get(entry.name);
    if (!actual || actual.sha256 !== entry.sha256 || actual.size !== entry.size) {
      throw new BackupCorruptedError(path, `${entry.name} does not match its checksum`);
    }
  }
  return manifest;
}
