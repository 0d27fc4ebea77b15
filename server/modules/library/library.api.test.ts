import { randomUUID } from 'node:crypto';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolidatedResponseSchema } from '../../../common/contract/assistant';
import { libraryListResponseSchema } from '../../../common/contract/library';
import { localFileStorage } from '../../platform/storage/file-storage';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';
import { removeOrphanedFiles } from './storage-cleanup';

describe('the team libraries: imported files, regulatory references and imported reports', () => {
  let context: TestContext;
  let chef: string;
  let rival: string;
  let consultant: string;

  const send = (url: string, cookie: string, form: ReturnType<typeof multipart>, language = 'fr') =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie, 'accept-language': language },
      payload: form.payload,
    });
  const list = async (url: string, cookie: string) => {
    const response = await context.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return libraryListResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    context = await createTestContext({ env: { ADMIN_EMAILS: 'ops@risquevision.ca' } });
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    await createAccount(context, { email: 'chef@rival.ca', tier: 'enterprise', team: 'Rival' });
    await createAccount(context, { email: 'camille@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'ops@risquevision.ca', tier: 'conseiller' });
    chef = await signIn(context, 'chef@usine.ca');
    rival = await signIn(context, 'chef@rival.ca');
    consultant = await signIn(context, 'camille@conseil.ca');
  }, 60_000);
  afterAll(() => context.close());

  it('imports a file, lists it under both paths, downloads it byte for byte and indexes its text', async () => {
    const pdf = fixture('warehouse-description-en.pdf');
    const response = await send('/api/upload-file', chef, multipart({ type: 'imported' }, [pdf], 'file'));
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().file;
    expect(file).toMatchObject({
      kind: 'imported',
      originalName: pdf.name,
      size: pdf.content.length,
      mimeType: 'application/pdf',
      textStatus: 'indexed',
    });
    for (const url of ['/api/imported-files', '/api/gemini/imported-files']) {
      const page = await list(url, chef);
      expect(page.files.map((entry) => entry.id)).toContain(file.id);
      expect(page.total).toBe(1);
    }
    const download = await context.app.inject({
      url: `/api/imported-files/${file.id}/download`,
      headers: { cookie: chef },
    });
    expect(download.rawPayload.equals(pdf.content)).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
    );

    // The assistant cites the file's own words, with its page.
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/gemini/analyze-consolidated',
      headers: { cookie: chef },
      payload: {
        question: 'forklift traffic in the warehouse',
        language: 'en',
        province: 'ON',
        selectedFiles: [file.id],
      },
    });
    const answer = consolidatedResponseSchema.parse(asked.json());
    const citation = answer.citations.find((entry) => entry.itemId === file.id);
    expect(citation).toMatchObject({
      kind: 'imported',
      page: 1,
      href: `/api/imported-files/${file.id}/download`,
    });
    expect(answer.analysis).toContain(`[${citation?.ref}]`);
  });

  it('answers a French question from an English file through the hazards it names', async () => {
    const pdf = fixture('warehouse-description-en.pdf');
    const uploaded = await send('/api/upload-file', chef, multipart({ type: 'imported' }, [pdf], 'file'));
    const file = uploaded.json().file;
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/gemini/analyze-consolidated',
      headers: { cookie: chef },
      payload: {
        question: 'Que dit le document sur les chariots élévateurs ?',
        language: 'fr',
        province: 'QC',
        selectedFiles: [file.id],
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = consolidatedResponseSchema.parse(asked.json());
    expect(answer.citations.find((entry) => entry.itemId === file.id)?.excerpt).toMatch(/forklift/i);
    await context.app.inject({
      method: 'DELETE',
      url: `/api/imported-files/${file.id}`,
      headers: { cookie: chef },
    });
  });

  it('imports regulatory references, naming each refused file and keeping the others', async () => {
    const form = multipart({ category: '' }, [
      fixture('brasserie-description-fr.docx'),
      fixture('bad-exe-named.pdf'),
      fixture('bad-zero-bytes.jpg'),
    ]);
    const response = await send('/api/upload-regulatory', chef, form);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.files.map((file: { originalName: string }) => file.originalName)).toEqual([
      'brasserie-description-fr.docx',
    ]);
    expect(body.files[0]).toMatchObject({ category: 'Référence générale', kind: 'regulatory' });
    expect(body.errors.map((error: { file: string }) => error.file)).toEqual([
      'bad-exe-named.pdf',
      'bad-zero-bytes.jpg',
    ]);
    expect(body.message).toBe('1 fichier importé avec succès');
    expect((await list('/api/regulatory-files', chef)).files.map((file) => file.originalName)).toEqual([
      'brasserie-description-fr.docx',
    ]);
    expect((await list('/api/imported-files', chef)).files.every((file) => file.kind === 'imported')).toBe(
      true,
    );
  });

  it('keeps the Imported Files tab’s Word, Photos and Handwritten uploads as imported files (type=imported)', async () => {
    const before = (await list('/api/imported-files', chef)).total;
    const response = await send(
      '/api/upload-regulatory',
      chef,
      multipart({ type: 'imported' }, [fixture('sign-espace-clos-fr.jpg')]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files[0]).toMatchObject({ kind: 'imported', category: 'imported' });
    const imported = await list('/api/imported-files', chef);
    expect(imported.total).toBe(before + 1);
    expect((await list('/api/regulatory-files', chef)).files.map((file) => file.originalName)).not.toContain(
      'sign-espace-clos-fr.jpg',
    );
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/imported-files/${response.json().files[0].id}`,
      headers: { cookie: chef },
    });
    expect(removed.statusCode).toBe(200);

    const bogus = await send(
      '/api/upload-regulatory',
      chef,
      multipart({ type: 'pdf_report' }, [fixture('sign-espace-clos-fr.jpg')]),
      'en',
    );
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error).toBe('Invalid library: “imported” or “regulatory” expected.');
    expect((await list('/api/imported-files', chef)).total).toBe(before);
  });

  it('keeps a file with no readable words, saying the assistant cannot cite it', async () => {
    const response = await send(
      '/api/upload-regulatory',
      chef,
      multipart({}, [fixture('bad-empty.txt')]),
      'en',
    );
    expect(response.json().files[0]).toMatchObject({
      textStatus: 'empty',
      pages: 0,
      textWarning: 'No readable text in “bad-empty.txt”: the file is kept, but the assistant cannot cite it.',
    });
  });

  it('imports only PDFs as analysis reports', async () => {
    const refused = await send(
      '/api/import-pdf-report',
      chef,
      multipart(
        { category: 'analysis_report', description: 'Rapport 2024' },
        [fixture('brasserie-description-fr.docx')],
        'file',
      ),
      'en',
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toBe('Only PDF files are accepted');
    const renamed = await send(
      '/api/import-pdf-report',
      chef,
      multipart({}, [fixture('bad-zip-named.pdf')], 'file'),
      'en',
    );
    expect(renamed.json().code).toBe('library.pdfOnly');
    const accepted = await send(
      '/api/import-pdf-report',
      chef,
      multipart(
        { category: 'analysis_report', description: 'Rapport 2024' },
        [fixture('warehouse-description-en.pdf')],
        'file',
      ),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      report: { kind: 'pdf_report', description: 'Rapport 2024', category: 'analysis_report' },
    });
    const id = accepted.json().id;
    const download = await context.app.inject({
      url: `/api/pdf-reports/${id}/download`,
      headers: { cookie: chef },
    });
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it("keeps each team's files from every other caller, and deletes a file from lists, storage and answers", async () => {
    const uploaded = (
      await send('/api/upload-file', chef, multipart({}, [fixture('soudure-atelier-fr.txt')], 'file'))
    ).json().file;
    expect((await list('/api/imported-files', rival)).files).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/imported-files/${uploaded.id}/download`],
      ['GET', `/api/gemini/imported-files/${uploaded.id}/download`],
      ['DELETE', `/api/imported-files/${uploaded.id}`],
      ['DELETE', `/api/regulatory-files/${uploaded.id}`],
    ] as const) {
      expect((await context.app.inject({ method, url, headers: { cookie: rival } })).statusCode).toBe(404);
    }
    const theirs = await context.app.inject({
      method: 'POST',
      url: '/api/gemini/analyze-consolidated',
      headers: { cookie: rival },
      payload: { question: 'soudage', province: 'QC', selectedFiles: [uploaded.id] },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('soud');
    expect(
      (await context.app.inject({ url: '/api/imported-files', headers: { cookie: consultant } })).statusCode,
    ).toBe(403);
    expect((await context.app.inject({ url: '/api/imported-files' })).statusCode).toBe(401);

    const [row] = await context.database.query<{ stored_name: string }>(
      'select stored_name from library_files where id = $1',
      [uploaded.id],
    );
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/gemini/imported-files/${uploaded.id}`,
      headers: { cookie: chef },
    });
    expect(removed.json()).toEqual({ success: true, id: uploaded.id });
    expect(existsSync(localFileStorage(context.container.storage).pathOf(row?.stored_name ?? 'x'))).toBe(
      false,
    );
    const [left] = await context.database.query<{ count: number }>(
      'select count(*)::int as count from passages where library_file_id = $1',
      [uploaded.id],
    );
    expect(left?.count).toBe(0);
    const after = await context.app.inject({
      method: 'POST',
      url: '/api/gemini/analyze-consolidated',
      headers: { cookie: chef },
      payload: { question: 'soudage', province: 'QC', selectedFiles: [uploaded.id] },
    });
    expect(after.statusCode).toBe(404);
    expect(
      (
        await context.app.inject({
          method: 'DELETE',
          url: `/api/imported-files/${randomUUID()}`,
          headers: { cookie: chef },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('counts stored and orphaned files for operators only', async () => {
    expect(
      (await context.app.inject({ url: '/api/cleanup/stats', headers: { cookie: chef } })).statusCode,
    ).toBe(403);
    const ops = await signIn(context, 'ops@risquevision.ca');
    const before = (await context.app.inject({ url: '/api/cleanup/stats', headers: { cookie: ops } })).json();
    writeFileSync(localFileStorage(context.container.storage).pathOf(`${randomUUID()}.pdf`), 'orphan');
    const after = (await context.app.inject({ url: '/api/cleanup/stats', headers: { cookie: ops } })).json();
    expect(after).toEqual({
      success: true,
      totalFiles: before.totalFiles + 1,
      orphanedFiles: before.orphanedFiles + 1,
    });
  });

  it('removes orphans older than a day from storage, keeping young ones and every file a record names', async () => {
    const ops = await signIn(context, 'ops@risquevision.ca');
    const stats = async () =>
      (await context.app.inject({ url: '/api/cleanup/stats', headers: { cookie: ops } })).json();
    const { libraryRepository, logger } = context.container;
    const storage = localFileStorage(context.container.storage);
    const named = (
      await send('/api/upload-file', chef, multipart({}, [fixture('soudure-atelier-fr.txt')], 'file'))
    ).json().file;
    const [row] = await context.database.query<{ stored_name: string }>(
      'select stored_name from library_files where id = $1',
      [named.id],
    );
    const old = `${randomUUID()}.pdf`;
    const young = `${randomUUID()}.pdf`;
    writeFileSync(storage.pathOf(old), 'orphan');
    writeFileSync(storage.pathOf(young), 'orphan');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600 * 1000);
    for (const name of [old, row?.stored_name as string])
      utimesSync(storage.pathOf(name), twoDaysAgo, twoDaysAgo);
    const before = await stats();

    expect(await removeOrphanedFiles({ storage, libraryRepository, logger })).toEqual({
      removed: 1,
      failed: 0,
    });

    expect(existsSync(storage.pathOf(old))).toBe(false);
    expect(existsSync(storage.pathOf(young))).toBe(true);
    expect(existsSync(storage.pathOf(row?.stored_name as string))).toBe(true);
    expect(await stats()).toEqual({
      success: true,
      totalFiles: before.totalFiles - 1,
      orphanedFiles: before.orphanedFiles - 1,
    });
  });
});
