import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded files and their derivatives live: a folder on local disk by default, or an
 * S3-compatible bucket shared by every instance (s3-file-storage.ts). Names are generated (never
 * the uploader's), so no path ever comes from user input.
 */
export interface FileStorage {
  /** Streams into storage under `name`; the stream is never held in memory whole. */
  write(name: string, source: Readable): Promise<void>;
  /** Moves a file already written to the local temporary area into storage. */
  adopt(temporaryPath: string, name: string): Promise<void>;
  /** Streams a stored file; a missing one makes the stream fail with an error naming it. */
  read(name: string): Readable;
  size(name: string): Promise<number | null>;
  /** Size and last modification, or null when nothing is stored under `name`. */
  stat(name: string): Promise<StoredFileInfo | null>;
  remove(name: string): Promise<void>;
  /** Every stored name, in name order (backups copy them all). */
  list(): Promise<string[]>;
  /**
   * Runs `fn` with a local path holding the file, for tools that need one (extraction, image
   * processing); the path keeps the stored name. Local disk: the stored file itself, which `fn`
   * must not change; elsewhere: a copy in the temporary area, removed once `fn` is done.
   */
  withLocalCopy<T>(name: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** Whether storage takes a write now (readiness). */
  isWritable(): Promise<boolean>;
  /** A private scratch folder on local disk (uploads land here before they are checked). */
  readonly temporaryDir: string;
}

export interface LocalFileStorage extends FileStorage {
  readonly folder: string;
  /** The stored file's path on disk (tests and the local implementation only). */
  pathOf(name: string): string;
}

/** The storage as the local folder it is (tests reach its files on disk); throws for any other. */
export function localFileStorage(storage: FileStorage): LocalFileStorage {
  if (!('pathOf' in storage)) throw new Error('this storage keeps no files on local disk');
  return storage as LocalFileStorage;
}

export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function checkName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe storage name: ${name}`);
  return name;
}

/** The scratch folder beside the stored files, made private. */
export function createTemporaryDir(dataDir: string): string {
  const temporaryDir = join(dataDir, 'tmp');
  mkdirSync(temporaryDir, { recursive: true, mode: 0o700 });
  return temporaryDir;
}

/** Writes and removes a probe in the temporary area: uploads land there first. */
export async function temporaryDirWritable(temporaryDir: string): Promise<boolean> {
  const probe = await mkdtemp(join(temporaryDir, 'ready-')).catch(() => null);
  if (!probe) return false;
  try {
    await writeFile(join(probe, 'probe'), 'ok');
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { recursive: true, force: true }).catch(() => undefined);
  }
}

export function createLocalFileStorage(options: { dataDir: string }): LocalFileStorage {
  const folder = join(options.dataDir, 'files');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const temporaryDir = createTemporaryDir(options.dataDir);
  const pathOf = (name: string) => join(folder, checkName(name));
  const statOf = async (name: string) => {
    try {
      const info = await stat(pathOf(name));
      return { size: info.size, modifiedAt: info.mtime };
    } catch {
      return null;
    }
  };
  return {
    folder,
    temporaryDir,
    pathOf,
    async write(name, source) {
      await pipeline(source, createWriteStream(pathOf(name), { mode: 0o600 }));
    },
    async adopt(temporaryPath, name) {
      await rename(temporaryPath, pathOf(name));
    },
    read: (name) => createReadStream(pathOf(name)),
    size: async (name) => (await statOf(name))?.size ?? null,
    stat: statOf,
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async list() {
      const entries = await readdir(folder, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && SAFE_NAME.test(entry.name))
        .map((entry) => entry.name)
        .sort();
    },
    withLocalCopy: (name, fn) => fn(pathOf(name)),
    isWritable: () => temporaryDirWritable(temporaryDir),
  };
}
