import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { projectRoot } from '../../paths';
import { createLocalFileStorage } from '../../platform/storage/file-storage';
import { seedTeam } from '../../test/backup-fixtures';
import { verifyArchive } from './archive-reader';
import { createBackupStore } from './backup-store';
import { createTeamBackup } from './team-backup';

let dataDir: string;
const backupsDir = () => join(dataDir, 'backups');

function runCli(script: string, args: string[] = [], into = dataDir): ChildProcess {
  // node itself with tsx's loader (not the tsx launcher, whose node child a SIGKILL would orphan).
  return spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', script), ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: into, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function ended(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const partials = () => readdirSync(backupsDir()).filter((name) => name.endsWith('.partial'));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rv-backup-cli-'));
  const database = await openDatabase({ dataDir, databaseUrl: null });
  await migrateDatabase(database);
  // Enough bytes that the archive is still being written when it is killed.
  const storage = createLocalFileStorage({ dataDir });
  await seedTeam({ db: database.db, storage, name: 'Usine Nord', count: 4, fileSize: 64 * 1024 * 1024 });
  await database.close();
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run backup:create', () => {
  it('killed half-way leaves no archive that lists as complete', async () => {
    const child = runCli('backup-create.ts');
    const exit = ended(child);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [partial] = (() => {
        try {
          return partials();
        } catch {
          return [];
        }
      })();
      if (partial && statSync(join(backupsDir(), partial)).size > 8 * 1024 * 1024) break;
    }
    child.kill('SIGKILL');
    expect((await exit).code).toBe(null);
    expect(await createBackupStore({ dir: backupsDir() }).list()).toEqual([]);
    const [partial] = partials();
    await expect(verifyArchive(join(backupsDir(), partial ?? ''))).rejects.toThrow(/corrupted/);
  }, 60_000);

  it('run to the end writes one archive that verifies', async () => {
    const { code, output } = await ended(runCli('backup-create.ts'));
    expect(code, output).toBe(0);
    const [backup] = await createBackupStore({ dir: backupsDir() }).list();
    expect(output).toContain(backup?.id);
    const manifest = await verifyArchive(join(backupsDir(), `${backup?.id}.tar.gz`));
    expect(manifest.details).toMatchObject({ files: 4 * 2 + 1, missing: [] });
  }, 60_000);

  it('says clearly that a running server holds the embedded database', async () => {
    const holder = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const { code, output } = await ended(runCli('backup-create.ts'));
      expect(code).toBe(2);
      expect(output).toContain(`A RisqueVision server (pid ${process.pid}) holds the embedded database`);
    } finally {
      await holder.close();
    }
  }, 60_000);

  it('restores with npm run backup:restore into a new DATA_DIR, and refuses a corrupted copy', async () => {
    const [backup] = await createBackupStore({ dir: backupsDir() }).list();
    const archive = join(backupsDir(), `${backup?.id}.tar.gz`);
    const target = mkdtempSync(join(tmpdir(), 'rv-restore-cli-'));
    try {
      const restored = await ended(runCli('backup-restore.ts', [archive], target));
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain('Restored.');
      expect(readdirSync(join(target, 'files'))).toHaveLength(4 * 2 + 1);
      const again = await ended(runCli('backup-restore.ts', [archive], target));
      expect(again.code).toBe(1);
      expect(again.output).toContain('is not empty: restore into a new DATA_DIR');

      const broken = join(target, 'broken.tar.gz');
      const bytes = readFileSync(archive);
      bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0xff;
      writeFileSync(broken, bytes);
      const refused = await ended(runCli('backup-restore.ts', [broken], target));
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/broken\.tar\.gz is corrupted .*: it cannot be restored/);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  }, 90_000);

  it('restores a team over itself only once its name is typed to confirm', async () => {
    const database = await openDatabase({ dataDir, databaseUrl: null });
    const storage = createLocalFileStorage({ dataDir });
    const store = createBackupStore({ dir: join(dataDir, 'team-backups') });
    let archive: string;
    try {
      const [team] = await database.query<{ id: string }>(`select id from teams where name = 'Usine Nord'`);
      const backup = await createTeamBackup({ database, storage, store, teamId: team?.id ?? '' });
      archive = join(store.dir, `${backup.id}.tar.gz`);
      await database.query(`update analyses set area = 'Changé après la sauvegarde'`);
    } finally {
      await database.close();
    }
    const answer = async (typed: string) => {
      const child = runCli('backup-restore.ts', [archive, '--replace-team']);
      child.stdin?.end(`${typed}\n`);
      return ended(child);
    };
    const refused = await answer('Usine Sud');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Type the team's name to go on");
    expect(refused.output).toContain('Nothing was changed.');
    const confirmed = await answer('Usine Nord');
    expect(confirmed.code, confirmed.output).toBe(0);
    expect(confirmed.output).toContain('Restored the team "Usine Nord"');
    const reopened = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const areas = await reopened.query<{ area: string }>('select area from analyses order by area');
      expect(areas.map((row) => row.area)).toEqual(
        [0, 1, 2, 3].map((index) => `Atelier ${index} — Usine Nord`),
      );
    } finally {
      await reopened.close();
    }
  }, 90_000);
});
