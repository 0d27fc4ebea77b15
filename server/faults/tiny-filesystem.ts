import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder on its own 1 MB tmpfs, so writes there run out of space for real (ENOSPC). Root ignores
 * file permissions, so a chmod would not refuse the test's own writes; a full filesystem refuses
 * everyone. Null when this machine does not let the test mount one.
 */
export function mountTinyFilesystem(sizeKb = 1024): { folder: string; unmount(): void } | null {
  const folder = mkdtempSync(join(tmpdir(), 'rv-fault-tiny-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0700`, 'tmpfs', folder], {
      stdio: 'pipe',
    });
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return null;
  }
  return {
    folder,
    unmount() {
      execFileSync('umount', ['-l', folder], { stdio: 'pipe' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
