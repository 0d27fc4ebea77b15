import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files and their derivatives live. The embedded default is a folder on local disk;
 * names are generated (never the uploader's), so no path ever comes from user input.
 */
export interface FileStorage {
  /** A local path for tools that need one (extraction, image processing). */
  pathOf(name: string): string;
  /** Streams into storage under `name`; the stream is never held in memory whole. */
  write(name: string, source: Readable): Promise<void>;
  /** Moves a file already written to the local temporary area into storage. */
  adopt(temporaryPath: string, name: string): Promise<void>;
  read(name: string): Readable;
  size(name: string): Promise<number | null>;
  remove(name: string): Promise<void>;
  /** Every stored name, in name order (backups copy them all). */
  list(): Promise<string[]>;
  /** A private scratch folder on the same disk (uploads land here before they are checked). */
  readonly temporaryDir: string;
  readonly folder: string;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checkName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe storage name: ${name}`);
  return name;
}

export function createLocalFileStorage(options: { dataDir: string }): FileStorage {
  const folder = join(options.dataDir, 'files');
  const temporaryDir = join(options.dataDir, 'tmp');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  mkdirSync(temporaryDir, { recursive: true, mode: 0o700 });
  const pathOf = (name: string) => join(folder, checkName(name));
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
    async size(name) {
      try {
        return (await stat(pathOf(name))).size;
      } catch {
        return null;
      }
    },
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
  };
}
