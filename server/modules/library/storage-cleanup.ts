import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger/logger';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { LibraryRepository } from './library.repository';

export const STORAGE_CLEANUP_JOB = 'storage-orphan-cleanup';
/** Every night at 03:17 UTC, off the hour when the backups run. */
export const STORAGE_CLEANUP_CRON = '17 3 * * *';
/**
 * A file is stored before the row naming it is written (uploads, reports, restores), so a young
 * file with no row may be one in the making: only files untouched for a day are orphans to remove.
 */
export const ORPHAN_MIN_AGE_MS = 24 * 3600 * 1000;

interface CleanupDeps {
  storage: FileStorage;
  libraryRepository: Pick<LibraryRepository, 'referencedStoredNames'>;
  logger: Logger;
}

/**
 * Removes the stored files no record names (a removal that failed after its rows were deleted, an
 * interrupted upload) once they are older than ORPHAN_MIN_AGE_MS by their modification time.
 */
export async function removeOrphanedFiles(
  deps: CleanupDeps & { now?: Date },
): Promise<{ removed: number; failed: number }> {
  // Listed before the names are read: a file whose row appears meanwhile is then seen as named.
  const names = await deps.storage.list();
  const referenced = await deps.libraryRepository.referencedStoredNames();
  const cutoff = (deps.now ?? new Date()).getTime() - ORPHAN_MIN_AGE_MS;
  let removed = 0;
  let failed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const modified = await deps.storage.stat(name).then(
      (info) => info?.modifiedAt.getTime() ?? null,
      () => null,
    );
    if (modified === null || modified > cutoff) continue;
    try {
      await deps.storage.remove(name);
      removed += 1;
    } catch (error) {
      failed += 1;
      deps.logger.warn({ err: error, name }, 'orphaned file not removed');
    }
  }
  return { removed, failed };
}

/**
 * Schedules the nightly removal on the job queue, which runs each tick once across instances; a
 * failed run is logged and the next night tries again.
 */
export async function scheduleStorageCleanup(deps: CleanupDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.schedule({
    name: STORAGE_CLEANUP_JOB,
    cron: STORAGE_CLEANUP_CRON,
    expireInSeconds: 3600,
    handler: async () => {
      try {
        const outcome = await removeOrphanedFiles(deps);
        deps.logger.info({ job: STORAGE_CLEANUP_JOB, ...outcome }, 'orphaned files removed');
      } catch (error) {
        deps.logger.error({ err: error, job: STORAGE_CLEANUP_JOB }, 'storage clean-up failed');
      }
    },
  });
}
