import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger/logger';

/** Four times the longest an analysis may run (AI_TIMEOUT_SECONDS is at most 15 minutes). */
export const SCRATCH_MAX_AGE_MS = 3600_000;

/**
 * Removes what a process that stopped mid-run left in the scratch folder (an analysis' images, an upload
 * not yet checked, a copy fetched from S3): every entry untouched for `olderThanMs`. Nothing a live
 * request or analysis uses is that old, since both have a time limit shorter than it.
 */
export async function sweepScratch(options: {
  temporaryDir: string;
  olderThanMs: number;
  now?: Date;
}): Promise<{ removed: number }> {
  const cutoff = (options.now ?? new Date()).getTime() - options.olderThanMs;
  const names = await readdir(options.temporaryDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(options.temporaryDir, name);
    const info = await stat(path).catch(() => null);
    if (!info || info.mtimeMs > cutoff) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return { removed };
}

/**
 * Sweeps this instance's scratch folder now and every hour after (each instance has its own folder, so
 * this is not a shared job); answers the function that stops it.
 */
export function scheduleScratchSweep(options: {
  temporaryDir: string;
  olderThanMs: number;
  logger: Logger;
  everyMs?: number;
}): () => void {
  const sweep = () =>
    sweepScratch(options).then(
      ({ removed }) => removed > 0 && options.logger.info({ removed }, 'stale scratch files removed'),
      (error: unknown) => options.logger.warn({ err: error }, 'scratch folder not swept'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), options.everyMs ?? 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
