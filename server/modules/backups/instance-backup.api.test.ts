import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../platform/storage/file-storage';
import { fileChecksums, seedTeam, tableContents } from '../../test/backup-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { openEmptyTestDatabase } from '../../test/test-database';
import { BackupCorruptedError } from './archive-reader';
import { archiveName, createArchiveWriter } from './archive-writer';
import { createBackupStore } from './backup-store';
import { createInstanceBackup, RestoreTargetNotEmptyError, restoreInstanceBackup } from './instance-backup';
import { appliedSchemaVersion, appVersion, knownSchemaVersion, migrateUpTo } from './schema-version';

async function restoreTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-restore-'));
  const database = await openEmptyTestDatabase();
  return {
    database,
    storage: createLocalFileStorage({ dataDir }),
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let context: TestContext;
let archive: string;

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  await seedTeam({ db, storage: context.container.storage, name: 'Usine Nord' });
  await seedTeam({ db, storage: context.container.storage, name: 'Chantier Sud', count: 2 });
  const store = createBackupStore({ dir: join(context.config.dataDir, 'backups') });
  const backup = await createInstanceBackup({ ...context.container, store });
  archive = join(store.dir, archiveName(backup.id));
});

afterAll(async () => {
  await context.close();
});

describe('an instance backup', () => {
  it('restores into an empty database and data folder with every row and every file identical', async () => {
    const target = await restoreTarget();
    try {
      const manifest = await restoreInstanceBackup({ path: archive, ...target });
      expect(manifest.appVersion).toBe(appVersion());
      expect(manifest.schema).toEqual(knownSchemaVersion());
      const source = await tableContents(context.database);
      expect(source.analyses).toHaveLength(5);
      expect(await tableContents(target.database)).toEqual(source);
      const files = await fileChecksums(context.container.storage);
      expect(Object.keys(files)).toHaveLength(2 * 5 + 2);
      expect(await fileChecksums(target.storage)).toEqual(files);
      // Sequences were moved past the restored ids: a new audit event does not collide.
      await target.database.query(`insert into audit_events (type) values ('restored')`);
    } finally {
      await target.close();
    }
  });

  it('holds the settings without secrets, the versions and the migrations', async () => {
    const names: string[] = [];
    const { readArchive } = await import('./archive-reader');
    await readArchive(archive, async (name, content) => {
      names.push(name);
      content.resume();
      await new Promise((resolve) => content.once('end', resolve));
    });
    expect(names).toContain('config.json');
    expect(names).toContain(`migrations/${knownSchemaVersion().tag}.sql`);
    expect(names.some((name) => name.startsWith('db/analyses/'))).toBe(true);
    expect(names.some((name) => name.startsWith('db/pgboss'))).toBe(false);
  });

  it('is refused when a byte changed, with or without its checksum file beside it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rv-corrupt-'));
    try {
      const bytes = readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
      const withSum = join(folder, 'with.tar.gz');
      writeFileSync(withSum, bytes);
      copyFileSync(`${archive}.sha256`, `${withSum}.sha256`);
      const alone = join(folder, 'alone.tar.gz');
      writeFileSync(alone, bytes);
      for (const path of [withSum, alone]) {
        const target = await restoreTarget();
        try {
          const restoring = restoreInstanceBackup({ path, ...target });
          await expect(restoring).rejects.toBeInstanceOf(BackupCorruptedError);
          await expect(restoring).rejects.toThrow(/is corrupted .*cannot be restored/);
          expect(await target.storage.list()).toEqual([]);
        } finally {
          await target.close();
        }
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is never restored over a database that holds data', async () => {
    const restoring = restoreInstanceBackup({ path: archive, ...context.container });
    await expect(restoring).rejects.toBeInstanceOf(RestoreTargetNotEmptyError);
  });

  it('made by a newer application is refused with a clear message', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rv-newer-'));
    const writer = createArchiveWriter({ dir: folder, id: '20991231T000000Z-abcdef' });
    await writer.finish({
      format: 'risquevision-backup',
      formatVersion: 1,
      kind: 'instance',
      createdAt: new Date().toISOString(),
      appVersion: '9.0.0',
      schema: { tag: '9999_future', when: knownSchemaVersion().when + 1 },
      details: {},
    });
    const target = await restoreTarget();
    try {
      await expect(
        restoreInstanceBackup({ path: join(folder, '20991231T000000Z-abcdef.tar.gz'), ...target }),
      ).rejects.toThrow(/newer RisqueVision .*Upgrade RisqueVision first/);
    } finally {
      await target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('made on an older schema is restored, then migrated forward', async () => {
    const old = await restoreTarget();
    const target = await restoreTarget();
    const folder = mkdtempSync(join(tmpdir(), 'rv-old-'));
    try {
      const first = { tag: '0002_analyses', when: 0 };
      const journal = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: { tag: string; when: number }[] };
      first.when = journal.entries.find((entry) => entry.tag === first.tag)?.when ?? 0;
      await migrateUpTo(old.database, first);
      await old.database.query(`insert into teams (name) values ('Ancienne équipe')`);
      const store = createBackupStore({ dir: folder });
      const backup = await createInstanceBackup({ ...old, store, config: context.config });
      const manifest = await restoreInstanceBackup({ path: join(folder, archiveName(backup.id)), ...target });
      expect(manifest.schema.tag).toBe('0002_analyses');
      expect(await appliedSchemaVersion(target.database.query)).toEqual(knownSchemaVersion());
      const rows = await target.database.query<{ name: string }>('select name from teams');
      expect(rows).toEqual([{ name: 'Ancienne équipe' }]);
    } finally {
      await old.close();
      await target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
