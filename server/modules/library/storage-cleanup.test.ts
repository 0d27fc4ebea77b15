import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { createLogger } from '../../platform/logger/logger';
import { createLocalFileStorage } from '../../platform/storage/file-storage';
import { removeOrphanedFiles, STORAGE_CLEANUP_JOB, scheduleStorageCleanup } from './storage-cleanup';

const logger = createLogger({ level: 'silent' });

/** A storage folder holding `names`, each last written `hoursAgo` hours ago. */
function storageWith(files: Record<string, number>) {
  const storage = createLocalFileStorage({ dataDir: mkdtempSync(join(tmpdir(), 'rv-cleanup-')) });
  for (const [name, hoursAgo] of Object.entries(files)) {
    writeFileSync(storage.pathOf(name), name);
    const at = new Date(Date.now() - hoursAgo * 3600 * 1000);
    utimesSync(storage.pathOf(name), at, at);
  }
  return storage;
}

describe('the storage clean-up', () => {
  it('removes only the files no record names that are older than a day', async () => {
    const storage = storageWith({ 'old-orphan.pdf': 25, 'young-orphan.pdf': 23, 'old-named.pdf': 48 });
    const libraryRepository = { referencedStoredNames: async () => new Set(['old-named.pdf']) };
    expect(await removeOrphanedFiles({ storage, libraryRepository, logger })).toEqual({
      removed: 1,
      failed: 0,
    });
    expect(existsSync(storage.pathOf('old-orphan.pdf'))).toBe(false);
    expect(await storage.list()).toEqual(['old-named.pdf', 'young-orphan.pdf']);
  });

  it('runs every night at 03:17 UTC through the job queue, which runs a tick once across instances', async () => {
    const storage = storageWith({ 'old-orphan.pdf': 30 });
    const scheduled: { name: string; cron: string; handler: () => Promise<void> }[] = [];
    const jobs = { schedule: async (options) => void scheduled.push(options) } as Pick<JobQueue, 'schedule'>;
    await scheduleStorageCleanup({
      jobs: jobs as JobQueue,
      storage,
      libraryRepository: { referencedStoredNames: async () => new Set() },
      logger,
    });
    expect(scheduled.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: STORAGE_CLEANUP_JOB, cron: '17 3 * * *' },
    ]);
    await scheduled[0]?.handler();
    expect(await storage.list()).toEqual([]);
    // A failing run is logged, not thrown out of the job.
    const broken = { referencedStoredNames: async () => Promise.reject(new Error('database gone')) };
    await scheduleStorageCleanup({ jobs: jobs as JobQueue, storage, libraryRepository: broken, logger });
    await expect(scheduled[1]?.handler()).resolves.toBeUndefined();
  });
});
