// Issue 13: backup and restore of a team with 2,000 analyses and 1 GB of files, on the embedded
// database. Each step runs in its own process (the data folder opens from one process at a time, and
// a fresh process's RSS is not inflated by the benches before it); the RSS rise is sampled during the
// step against the process's RSS once its database is open: a streamed backup stays under 100 MB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { archiveName } from '../server/modules/backups/archive-writer';
import { createBackupStore } from '../server/modules/backups/backup-store';
import { createTeamBackup } from '../server/modules/backups/team-backup';
import { restoreTeamBackup } from '../server/modules/backups/team-restore';
import { createLocalFileStorage } from '../server/platform/storage/file-storage';
import { seedTeam } from '../server/test/backup-fixtures';

const ANALYSES = 2000;
// 2,000 files of 512 KiB: 1 GiB of incompressible bytes, like photos.
const FILE_SIZE = 512 * 1024;
const MB = 1024 * 1024;

export interface StepFigures {
  ms: number;
  rssRiseMb: number;
  baselineMb: number;
  archiveMb?: number;
  /** A second backup in the same process (backup step only). */
  secondRssRiseMb?: number;
  secondMs?: number;
}

async function measured(work: () => Promise<number | undefined>): Promise<StepFigures> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const archiveBytes = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    ms,
    rssRiseMb: (peak - baseline) / MB,
    baselineMb: baseline / MB,
    archiveMb: archiveBytes === undefined ? undefined : archiveBytes / MB,
  };
}

/** One step in this process: `seed`, `backup` or `restore` (run by the parent below). */
async function runStep(step: string, sourceDir: string, targetDir: string): Promise<unknown> {
  const dataDir = step === 'restore' ? targetDir : sourceDir;
  const database = await openDatabase({ dataDir, databaseUrl: null });
  const storage = createLocalFileStorage({ dataDir });
  const store = createBackupStore({ dir: join(sourceDir, 'backups') });
  try {
    await migrateDatabase(database);
    if (step === 'seed') {
      const team = await seedTeam({
        db: database.db,
        storage,
        name: 'Usine Nord',
        count: ANALYSES,
        fileSize: FILE_SIZE,
      });
      await seedTeam({ db: database.db, storage, name: 'Chantier Sud', count: 20 });
      return { teamId: team.team.id };
    }
    const [team] = await database.query<{ id: string }>(`select id from teams where name = 'Usine Nord'`);
    if (step === 'backup') {
      // Twice: the first run also grows the embedded database's own memory (its WebAssembly heap never
      // shrinks); the second shows what the streaming itself adds.
      const backupOnce = async () =>
        (await createTeamBackup({ database, storage, store, teamId: team?.id ?? '' })).size;
      const first = await measured(backupOnce);
      const second = await measured(backupOnce);
      await store.prune(1);
      return { ...first, secondRssRiseMb: second.rssRiseMb, secondMs: second.ms };
    }
    const [backup] = await store.list();
    const path = join(store.dir, archiveName(backup?.id ?? ''));
    return await measured(async () => {
      await restoreTeamBackup({ path, database, storage, mode: 'new-team' });
      return undefined;
    });
  } finally {
    await database.close();
  }
}

function step(name: string, sourceDir: string, targetDir: string): StepFigures {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, name, sourceDir, targetDir],
    {
      encoding: 'utf8',
      maxBuffer: 16 * MB,
    },
  );
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0) throw new Error(`backup bench step ${name} failed: ${child.stderr.slice(-1500)}`);
  return JSON.parse(line) as StepFigures;
}

export async function benchBackup(): Promise<{ backup: StepFigures; restore: StepFigures }> {
  const sourceDir = mkdtempSync(join(tmpdir(), 'rv-bench-backup-'));
  const targetDir = mkdtempSync(join(tmpdir(), 'rv-bench-restore-'));
  try {
    step('seed', sourceDir, targetDir);
    return { backup: step('backup', sourceDir, targetDir), restore: step('restore', sourceDir, targetDir) };
  } finally {
    rmSync(sourceDir, { recursive: true, force: true });
    rmSync(targetDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename && process.argv[2]) {
  const [name = '', sourceDir = '', targetDir = ''] = process.argv.slice(2);
  console.log(JSON.stringify(await runStep(name, sourceDir, targetDir)));
}
