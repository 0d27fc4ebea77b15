import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveName, checksumName } from './archive-writer';
import { createBackupId, createBackupStore } from './backup-store';

let dir: string;
const complete = (id: string) => {
  writeFileSync(join(dir, archiveName(id)), 'archive');
  writeFileSync(join(dir, checksumName(id)), 'sum');
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rv-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the backup store', () => {
  it('names a backup by its UTC time and lists it with that time, newest first', async () => {
    const older = createBackupId(new Date('2026-11-23T06:00:00Z'));
    const newer = createBackupId(new Date('2026-11-23T12:00:00.123Z'));
    expect(older).toMatch(/^20261123T060000Z-[0-9a-f]{6}$/);
    complete(older);
    complete(newer);
    const list = await createBackupStore({ dir }).list();
    expect(list.map((backup) => [backup.id, backup.createdAt.toISOString(), backup.size])).toEqual([
      [newer, '2026-11-23T12:00:00.000Z', 7],
      [older, '2026-11-23T06:00:00.000Z', 7],
    ]);
  });

  it('lists neither a temporary file nor an archive without its checksum file', async () => {
    const id = createBackupId();
    writeFileSync(join(dir, `.${id}.partial`), 'half');
    writeFileSync(join(dir, archiveName(createBackupId())), 'no checksum');
    const store = createBackupStore({ dir });
    expect(await store.list()).toEqual([]);
    expect(await store.find(id)).toBeNull();
  });

  it('finds only well-formed ids of its own folder', async () => {
    const id = createBackupId();
    complete(id);
    const store = createBackupStore({ dir });
    expect(await store.find(id)).toBe(join(dir, archiveName(id)));
    for (const bad of ['../x', `${id}.tar.gz`, `${id}/../${id}`, ''])
      expect(await store.find(bad)).toBeNull();
  });

  it('keeps the newest beyond the configured count and clears temporary files older than an hour', async () => {
    const ids = [1, 2, 3, 4].map((hour) => createBackupId(new Date(Date.UTC(2026, 10, 23, hour))));
    for (const id of ids) complete(id);
    writeFileSync(join(dir, '.stale.partial'), 'crashed');
    const anHourAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(join(dir, '.stale.partial'), anHourAgo, anHourAgo);
    writeFileSync(join(dir, '.fresh.partial'), 'being written');
    const removed = await createBackupStore({ dir }).prune(2);
    expect(removed).toEqual([ids[1], ids[0]]);
    expect(readdirSync(dir).sort()).toEqual(
      ['.fresh.partial', ...ids.slice(2).flatMap((id) => [archiveName(id), checksumName(id)])].sort(),
    );
  });
});
