import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { createAccount, signIn } from './accounts-helpers';
import { fixture, multipart, postMultipart } from './multipart';
import {
  onPostgresServer as admin,
  postgresReachable,
  POSTGRES_SERVER_URL as SERVER_URL,
} from './postgres-server';
import { startS3Server, type TestS3Server } from './s3-server';
import { createTestContext, type TestContext } from './test-app';
import { templateUrl } from './test-database-names';

const reachable = await postgresReachable();
if (!reachable)
  console.warn(`Skipping the two-instance test: PostgreSQL is not reachable at ${new URL(SERVER_URL).host}.`);

/**
 * Issue 15: any number of stateless instances share PostgreSQL and S3-compatible storage. Two app
 * instances on one new database and one bucket: what one starts or stores, the other serves.
 */
describe.skipIf(!reachable)('two instances on one PostgreSQL and one S3 store', () => {
  const database = `rv_two_${randomBytes(6).toString('hex')}`;
  let s3: TestS3Server;
  let a: TestContext;
  let b: TestContext;
  let cookie: string;

  const migrationsApplied = async (context: TestContext) =>
    (
      await context.database.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      )
    )[0]?.count;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    s3 = await startS3Server();
    const databaseUrl = templateUrl(SERVER_URL, database);
    a = await createTestContext({ databaseUrl, env: { ...s3.env, DATABASE_URL: databaseUrl } });
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    expect(await migrationsApplied(a)).toBe(journal.entries.length);
    b = await createTestContext({ databaseUrl, env: { ...s3.env, DATABASE_URL: databaseUrl } });
    // The second instance found every migration applied and added none.
    expect(await migrationsApplied(b)).toBe(journal.entries.length);
    await createAccount(a, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    cookie = await signIn(a, 'chef@usine.ca');
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
  });

  it('is ready on both, and a session made on one works on the other', async () => {
    for (const context of [a, b]) {
      const ready = await context.app.inject({ url: '/api/ready' });
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: true, storage: true, migrations: true },
      });
    }
    const me = await b.app.inject({ url: '/api/me/profile', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.body).toContain('chef@usine.ca');
  });

  it('follows and reads on one instance an analysis started on the other', async () => {
    const requestId = randomUUID();
    const workplace = { area: 'Atelier de soudage', jurisdiction: 'QC', language: 'français' };
    const form = multipart({ requestId, ...workplace, sourceInterface: 'enterprise' }, [
      fixture('soudure-atelier-fr.txt'),
      fixture('sign-espace-clos-fr.jpg'),
    ]);
    const started = await postMultipart(a.app, { url: '/api/analyze-risks', cookie, form });
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().analysisData.id as string;

    const progress = await b.app.inject({ url: `/api/analyses/${requestId}/progress`, headers: { cookie } });
    expect(progress.statusCode).toBe(200);
    expect(progress.body).toContain('"stage":"done"');

    const read = await b.app.inject({ url: `/api/analysis/${id}`, headers: { cookie } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.body).toContain(id);
    expect(read.json()).toMatchObject({ id, workplaceInfo: { area: 'Atelier de soudage' } });
    // The photo's thumbnail, made by whichever instance ran the job, is served by either.
    const thumbnails = (read.json().files as { thumbnailPath: string | null }[])
      .map((file) => file.thumbnailPath)
      .filter((path): path is string => Boolean(path));
    expect(thumbnails).toHaveLength(1);
    for (const context of [a, b]) {
      const image = await context.app.inject({ url: thumbnails[0] as string, headers: { cookie } });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
  });

  it('downloads through one instance a file uploaded through the other, byte for byte', async () => {
    const pdf = fixture('warehouse-description-en.pdf');
    const form = multipart({ type: 'imported' }, [pdf], 'file');
    const uploaded = await postMultipart(a.app, { url: '/api/upload-file', cookie, form });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const download = await b.app.inject({
      url: `/api/imported-files/${uploaded.json().file.id}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf.content)).toBe(true);
  });
});
