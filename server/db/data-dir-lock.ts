import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DatabaseInUseError extends Error {
  readonly pid: number;
  constructor(pid: number) {
    super(
      `The embedded database in this DATA_DIR is in use by another process (pid ${pid}), ` +
        'probably a running RisqueVision server. Stop it first, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseInUseError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite opens its data folder from one process only, and a second opener would corrupt it, so
 * the first process writes its pid in a lock file; a stale lock (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}`);
}
