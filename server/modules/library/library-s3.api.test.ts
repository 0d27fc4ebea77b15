import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart, postMultipart } from '../../test/multipart';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 15: with S3_BUCKET set, the stored files live in the bucket, not in DATA_DIR/files. */
describe('the library on S3-compatible storage', () => {
  let s3: TestS3Server;
  let context: TestContext;
  let chef: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    context = await createTestContext({ env: { ...s3.env, S3_PREFIX: 'files' } });
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    chef = await signIn(context, 'chef@usine.ca');
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await s3?.close();
  });

  it('uploads a file into the bucket, indexes its text and downloads it byte for byte', async () => {
    const pdf = fixture('warehouse-description-en.pdf');
    const form = multipart({ type: 'imported' }, [pdf], 'file');
    const response = await postMultipart(context.app, { url: '/api/upload-file', cookie: chef, form });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().file;
    expect(file).toMatchObject({ size: pdf.content.length, textStatus: 'indexed' });
    const [row] = await context.database.query<{ stored_name: string }>(
      'select stored_name from library_files where id = $1',
      [file.id],
    );
    expect(await context.container.storage.list()).toContain(row?.stored_name);
    expect(await context.container.storage.size(row?.stored_name ?? '')).toBe(pdf.content.length);

    const download = await context.app.inject({
      url: `/api/imported-files/${file.id}/download`,
      headers: { cookie: chef },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf.content)).toBe(true);

    const ready = await context.app.inject({ url: '/api/ready' });
    expect(ready.json().checks.storage).toBe(true);
  });

  it('is not ready when the bucket is gone', async () => {
    const other = await createTestContext({ env: { ...s3.env, S3_BUCKET: 'gone-bucket' } });
    try {
      const ready = await other.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: true, storage: false });
    } finally {
      await other.close();
    }
  });
});
