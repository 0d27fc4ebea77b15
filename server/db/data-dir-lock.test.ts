import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseInUseError } from './data-dir-lock';

describe('the embedded database lock', () => {
  it('refuses a second process plainly while the first is alive', () => {
    const folder = mkdtempSync(join(tmpdir(), 'rv-lock-'));
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(folder, 'db.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(folder)).toThrowError(DatabaseInUseError);
    expect(() => acquireDataDirLock(folder)).toThrowError(
      /in use by another process \(pid \d+\).*Stop it first/,
    );
  });

  it('takes over a lock left by a process that is gone', () => {
    const folder = mkdtempSync(join(tmpdir(), 'rv-lock-'));
    writeFileSync(join(folder, 'db.lock'), '999999999');
    const lock = acquireDataDirLock(folder);
    expect(existsSync(join(folder, 'db.lock'))).toBe(true);
    lock.release();
    expect(existsSync(join(folder, 'db.lock'))).toBe(false);
  });
});
