import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_ID_PATTERN } from '../../../common/contract/backups';
import { archiveName, checksumName } from './archive-writer';

export interface StoredBackup {
  id: string;
  createdAt: Date;
  size: number;
}

/** A new id: its creation time (sortable, readable in a file listing) and a random suffix. */
export function createBackupId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

function timeOfId(id: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(id) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/**
 * One folder of archives (DATA_DIR/backups for the instance, …/teams/<team id> for a team), outside
 * the web root. Only renamed, complete archives with their checksum file are listed.
 */
export function createBackupStore(options: { dir: string }) {
  const dir = options.dir;
  const list = async (): Promise<StoredBackup[]> => {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const present = new Set(names);
    const backups: StoredBackup[] = [];
    for (const name of names) {
      const id = name.endsWith('.tar.gz') ? name.slice(0, -'.tar.gz'.length) : null;
      if (!id || !BACKUP_ID_PATTERN.test(id) || !present.has(checksumName(id))) continue;
      const info = await stat(join(dir, name)).catch(() => null);
      if (info) backups.push({ id, createdAt: timeOfId(id), size: info.size });
    }
    return backups.sort((a, b) => b.id.localeCompare(a.id));
  };
  return {
    dir,
    /** Makes the folder; a writer then puts its temporary file there, on the same disk as the result. */
    prepare() {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      return dir;
    },
    list,
    /** The archive's path if `id` is a complete backup of this folder, otherwise null. */
    async find(id: string): Promise<string | null> {
      if (!BACKUP_ID_PATTERN.test(id)) return null;
      return (await list()).some((backup) => backup.id === id) ? join(dir, archiveName(id)) : null;
    },
    /** Deletes the oldest complete archives beyond `keep`, and temporary files a crash left. */
    async prune(keep: number): Promise<string[]> {
      const removed = (await list()).slice(Math.max(0, keep));
      for (const backup of removed) {
        await rm(join(dir, archiveName(backup.id)), { force: true });
        await rm(join(dir, checksumName(backup.id)), { force: true });
      }
      const leftovers = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
        name.endsWith('.partial'),
      );
      for (const name of leftovers) {
        const info = await stat(join(dir, name)).catch(() => null);
        // An hour old: no backup in progress is still writing it.
        if (info && Date.now() - info.mtimeMs > 3600_000) await rm(join(dir, name), { force: true });
      }
      return removed.map((backup) => backup.id);
    },
  };
}

export type BackupStore = ReturnType<typeof createBackupStore>;
