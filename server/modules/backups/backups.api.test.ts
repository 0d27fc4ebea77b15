import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../platform/storage/file-storage';
import { PASSWORD, signIn } from '../../test/accounts-helpers';
import { fileChecksums, seedTeam } from '../../test/backup-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { archiveName } from './archive-writer';
import { restoreTeamBackup, TeamRestoreError } from './team-restore';

let context: TestContext;
let north: Awaited<ReturnType<typeof seedTeam>>;
let south: Awaited<ReturnType<typeof seedTeam>>;
const cookies: Record<'admin' | 'member' | 'otherAdmin', string> = { admin: '', member: '', otherAdmin: '' };

async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from([gunzipSync(archive)]).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  context.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function createBackup(cookie: string): Promise<string> {
  const response = await call('POST', '/api/backup/create', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().backupId;
}

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  north = await seedTeam({ db, storage: context.container.storage, name: 'Usine Nord' });
  south = await seedTeam({ db, storage: context.container.storage, name: 'Chantier Sud', count: 2 });
  const hash = await context.container.passwords.hash(PASSWORD);
  await context.database.query('update users set password_hash = $1', [hash]);
  cookies.admin = await signIn(context, north.admin.email);
  cookies.member = await signIn(context, north.member.email);
  cookies.otherAdmin = await signIn(context, south.admin.email);
});

afterAll(async () => {
  await context.close();
});

describe('the backup calls', () => {
  it('give nothing to anonymous callers, to members, nor to another team’s admin', async () => {
    const backupId = await createBackup(cookies.admin);
    for (const [method, url] of [
      ['GET', '/api/backup/list'],
      ['POST', '/api/backup/create'],
      ['GET', `/api/backup/download/${backupId}`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, cookies.member)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/backup/list', cookies.otherAdmin)).json()).toEqual({ backups: [] });
    const stolen = await call('GET', `/api/backup/download/${backupId}`, cookies.otherAdmin);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('Usine');
    for (const id of ['..%2F..%2Fdb.lock', 'nope', `${backupId}.sha256`]) {
      expect((await call('GET', `/api/backup/download/${id}`, cookies.admin)).statusCode, id).toBe(404);
    }
  });

  it('let the admin create a backup, see it listed and download an archive that checks out', async () => {
    const backupId = await createBackup(cookies.admin);
    const list = (await call('GET', '/api/backup/list', cookies.admin)).json();
    const listed = list.backups.find((backup: { id: string }) => backup.id === backupId);
    expect(listed.size).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(listed.timestamp)).toBeLessThan(60_000);

    const download = await call('GET', `/api/backup/download/${backupId}`, cookies.admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.length).toBe(listed.size);
    expect(download.headers['x-checksum-sha256']).toBe(
      createHash('sha256').update(download.rawPayload).digest('hex'),
    );
    const entries = await entriesOf(download.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    expect(manifest).toMatchObject({ kind: 'team', details: { teamId: north.team.id } });
    for (const entry of manifest.entries) {
      expect(
        createHash('sha256')
          .update(entries.get(entry.name) ?? '')
          .digest('hex'),
        entry.name,
      ).toBe(entry.sha256);
    }
    // Nothing of the other team, and no secret of this one.
    const text = [...entries.values()].map((content) => content.toString('utf8')).join('\n');
    for (const foreign of ['Chantier Sud', south.admin.email, south.team.id, 'password_hash', 'hash-admin']) {
      expect(text).not.toContain(foreign);
    }
    expect(text).toContain('Atelier 2 — Usine Nord');
  });

  it('make one backup of a team at a time, and write creations and downloads to the security log', async () => {
    const admin = await context.container.accounts.findUserById(north.admin.id);
    if (!admin?.team) throw new Error('no admin');
    const first = context.container.backups.create(admin as typeof admin & { team: typeof admin.team });
    await expect(
      context.container.backups.create(admin as typeof admin & { team: typeof admin.team }),
    ).rejects.toMatchObject({ code: 'backups.inProgress', status: 409 });
    const backupId = await first;
    expect((await call('GET', `/api/backup/download/${backupId}`, cookies.admin)).statusCode).toBe(200);
    const events = await context.database.query<{ type: string; user_id: string }>(
      `select type, user_id from audit_events where team_id = $1 and details->>'backupId' = $2 order by id`,
      [north.team.id, backupId],
    );
    expect(events).toEqual([
      { type: 'backup.created', user_id: north.admin.id },
      { type: 'backup.downloaded', user_id: north.admin.id },
    ]);
  });

  it('refuse to send an archive whose bytes no longer match its checksum', async () => {
    const backupId = await createBackup(cookies.admin);
    const path = join(context.config.dataDir, 'backups/teams', north.team.id, archiveName(backupId));
    const bytes = readFileSync(path);
    bytes[100] = (bytes[100] ?? 0) ^ 1;
    writeFileSync(path, bytes);
    const response = await call('GET', `/api/backup/download/${backupId}`, cookies.admin);
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('backups.corrupted');
  });
});

describe('a team backup', () => {
  it('imports into another installation as a new team that reads back the same, with nothing of another team', async () => {
    const backupId = await createBackup(cookies.admin);
    const path = join(context.config.dataDir, 'backups/teams', north.team.id, archiveName(backupId));
    const target = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'rv-team-import-'));
    const storage = createLocalFileStorage({ dataDir });
    try {
      await target.query(`insert into teams (name) values ('Équipe déjà là')`);
      const { teamId, teamName } = await restoreTeamBackup({
        path,
        database: target,
        storage,
        mode: 'new-team',
      });
      expect(teamName).toBe('Usine Nord');
      expect(teamId).not.toBe(north.team.id);
      const areas = (db: typeof target, id: string) =>
        db.query<{ area: string }>('select area from analyses where team_id = $1 order by area', [id]);
      expect(await areas(target, teamId)).toEqual(await areas(context.database, north.team.id));
      const members = await target.query<{ email: string; role: string; password_hash: string | null }>(
        `select u.email, m.role, u.password_hash from users u join team_memberships m on m.user_id = u.id
          where m.team_id = $1 order by u.email`,
        [teamId],
      );
      expect(members).toEqual([
        { email: north.admin.email, role: 'admin', password_hash: null },
        { email: north.member.email, role: 'member', password_hash: null },
      ]);
      // The files, renamed with the new ids, have the same bytes as the team's originals.
      const original = await context.database.query<{ stored_name: string }>(
        `select f.stored_name from analysis_files f join analyses a on a.id = f.analysis_id where a.team_id = $1`,
        [north.team.id],
      );
      const sourceSums = await fileChecksums(context.container.storage);
      const targetSums = Object.values(await fileChecksums(storage)).sort();
      for (const row of original) expect(targetSums).toContain(sourceSums[row.stored_name]);
      expect(await target.query(`select 1 from teams where name = 'Chantier Sud'`)).toEqual([]);
      expect(await target.query('select 1 from users where email = $1', [south.admin.email])).toEqual([]);
      // Imported twice, the second time refuses: the members have accounts already.
      const again = restoreTeamBackup({ path, database: target, storage, mode: 'new-team' });
      await expect(again).rejects.toBeInstanceOf(TeamRestoreError);
      await expect(again).rejects.toThrow(/^These members already have an account in this installation/);
    } finally {
      await target.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('restored over the same team puts its data back as it was and leaves other teams alone', async () => {
    const backupId = await createBackup(cookies.admin);
    const path = join(context.config.dataDir, 'backups/teams', north.team.id, archiveName(backupId));
    const teamRows = () =>
      context.database.query<{ area: string }>('select area from analyses where team_id = $1 order by area', [
        north.team.id,
      ]);
    const before = await teamRows();
    const southBefore = await context.database.query('select * from analyses where team_id = $1', [
      south.team.id,
    ]);
    await context.database.query(`delete from analyses where team_id = $1 and area like 'Atelier 0%'`, [
      north.team.id,
    ]);
    await context.database.query(`update analyses set area = 'Changé' where team_id = $1`, [north.team.id]);

    await restoreTeamBackup({
      path,
      database: context.database,
      storage: context.container.storage,
      mode: 'replace',
    });
    expect(await teamRows()).toEqual(before);
    expect(
      await context.database.query('select * from analyses where team_id = $1', [south.team.id]),
    ).toEqual(southBefore);
    // Members keep their passwords: the admin still signs in.
    expect(await signIn(context, north.admin.email)).toMatch(/^rv_session=/);
    const sums = await fileChecksums(context.container.storage);
    const files = await context.database.query<{ stored_name: string }>(
      'select stored_name from analysis_files',
    );
    for (const row of files) expect(sums[row.stored_name], row.stored_name).toBeTruthy();
  });
});
