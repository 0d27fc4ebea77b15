import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestContext, type TestContext } from '../../test/test-app';

const folder = mkdtempSync(join(tmpdir(), 'rv-reports-'));

/** Opens a PDF with Debian's poppler and qpdf, as a reader would. */
function readPdf(content: Buffer) {
  const path = join(folder, `${randomUUID()}.pdf`);
  writeFileSync(path, content);
  execFileSync('qpdf', ['--check', path]);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = Number(info.match(/Pages:\s+(\d+)/)?.[1]);
  const size = info.match(/Page size:\s+([\d.]+) x ([\d.]+)/);
  return { text, pages, size: size ? [Number(size[1]), Number(size[2])] : null };
}

describe('reports', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let context: TestContext;
  let owner: string;
  let stranger: string;
  let analysis: WorkplaceAnalysis;
  const risk = (index: number) =>
    analysis.analysis.risques?.[index] as NonNullable<WorkplaceAnalysis['analysis']['risques']>[number];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    context = await createTestContext({ env: { SMTP_URL: smtp.url } });
    await createAccount(context, {
      email: 'camille@conseil.ca',
      name: 'Camille Tremblay',
      tier: 'conseiller',
    });
    await createAccount(context, { email: 'autre@conseil.ca', tier: 'conseiller' });
    owner = await signIn(context, 'camille@conseil.ca');
    stranger = await signIn(context, 'autre@conseil.ca');
    const form = multipart(
      {
        requestId: randomUUID(),
        area: 'Brasserie — salle de fermentation',
        jurisdiction: 'QC',
        language: 'français',
        mainSector: 'manufacturing',
        subSector: 'manufacturing.food-beverage',
        sourceInterface: 'conseiller-sst',
      },
      [fixture('brasserie-description-fr.docx'), fixture('sign-espace-clos-fr.jpg')],
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-conseiller-sst',
      headers: { ...form.headers, cookie: owner },
      payload: form.payload,
    });
    analysis = response.json().analysisData;
  }, 120_000);
  afterAll(async () => {
    await context.close();
    await smtp.close();
  });

  const post = (url: string, cookie: string, payload: object, language = 'fr') =>
    context.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': language }, payload });

  it('renders a PDF of the selected risks only, that a real reader opens, with every French character', async () => {
    const response = await post('/api/generate-pdf', owner, {
      analysisId: analysis.id,
      selectedRisks: ['SST_001', 'SST_003'],
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`filename="rapport_analyse_sst_${analysis.id}_\\d{4}-\\d{2}-\\d{2}\\.pdf"`),
    );
    const pdf = readPdf(response.rawPayload);
    expect(pdf.text).toContain(risk(0).title);
    expect(pdf.text).toContain(risk(2).title);
    expect(pdf.text).not.toContain(risk(1).title);
    expect(pdf.text).toContain('SST_003');
    for (const character of ['é', 'è', 'à', 'ç', '«', '»']) expect(pdf.text).toContain(character);
    expect(pdf.pages).toBeGreaterThanOrEqual(4);
    expect(pdf.size).toEqual([612, 792]);
  });

  it('serves the PDF by address too, on A4 when asked, and answers HEAD without rendering', async () => {
    const get = await context.app.inject({
      url: `/api/analyses/${analysis.id}/pdf?selectedRisks=SST_002&paper=a4`,
      headers: { cookie: owner, accept: 'application/pdf' },
    });
    expect(get.statusCode).toBe(200);
    const pdf = readPdf(get.rawPayload);
    expect(pdf.text).toContain(risk(1).title);
    expect(pdf.text).not.toContain(risk(0).title);
    expect(pdf.size?.map(Math.round)).toEqual([595, 842]);
    const head = await context.app.inject({
      method: 'HEAD',
      url: `/api/analyses/${analysis.id}/pdf`,
      headers: { cookie: owner },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('lays out a report once and serves the same bytes when it is asked again, and a changed one anew', async () => {
    const renderer = context.container.reportRenderer;
    const original = renderer.pdf;
    let renders = 0;
    renderer.pdf = async (...args) => {
      renders += 1;
      return original(...args);
    };
    try {
      const download = (selectedRisks: string[], language = 'fr') =>
        post('/api/generate-pdf', owner, { analysisId: analysis.id, selectedRisks }, language);
      const first = await download(['SST_001', 'SST_002']);
      const again = await download(['SST_001', 'SST_002']);
      expect(first.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(renders).toBe(1);
      // Another selection is another report; another account is refused before any kept report is looked at.
      expect(readPdf((await download(['SST_002'])).rawPayload).text).not.toContain(risk(0).title);
      expect(renders).toBe(2);
      await createAccount(context, { email: 'associe@conseil.ca', name: 'Associé', tier: 'conseiller' });
      const stranger = await post('/api/generate-pdf', await signIn(context, 'associe@conseil.ca'), {
        analysisId: analysis.id,
        selectedRisks: ['SST_001', 'SST_002'],
      });
      expect(stranger.statusCode).toBe(404);
      expect(renders).toBe(2);
    } finally {
      renderer.pdf = original;
    }
  });

  it('renders the same report as an editable Word document', async () => {
    const response = await context.app.inject({
      url: `/api/analyses/${analysis.id}/docx?selectedRisks=SST_001,SST_002`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toContain(`rapport_analyse_sst_${analysis.id}`);
    const xml = await (await JSZip.loadAsync(response.rawPayload)).file('word/document.xml')?.async('string');
    expect(xml).toContain(risk(0).title);
    expect(xml).toContain(risk(1).title.replace(/'/g, '&apos;').replace(/’/g, '’'));
    expect(xml).not.toContain(`>${risk(2).title}<`);
  });

  it('refuses an empty selection with a clear message', async () => {
    const response = await post(
      '/api/generate-pdf',
      owner,
      { analysisId: analysis.id, selectedRisks: [] },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Select at least one risk to make the report.');
  });

  it("never renders, checks or mails another account's analysis", async () => {
    expect(
      (await post('/api/generate-pdf', stranger, { analysisId: analysis.id, selectedRisks: ['SST_001'] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await context.app.inject({ url: `/api/analyses/${analysis.id}/pdf`, headers: { cookie: stranger } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await context.app.inject({
          method: 'HEAD',
          url: `/api/analyses/${analysis.id}/pdf`,
          headers: { cookie: stranger },
        })
      ).statusCode,
    ).toBe(404);
    const check = await context.app.inject({
      url: `/api/analyses/${analysis.id}/check`,
      headers: { cookie: stranger },
    });
    expect(check.statusCode).toBe(404);
    expect(check.json().availableIds).toEqual([]);
    const before = smtp.messages.length;
    const mail = await post('/api/send-email', stranger, {
      analysisId: analysis.id,
      selectedRisks: ['SST_001'],
      recipientEmail: 'fuite@exemple.ca',
    });
    expect(mail.statusCode).toBe(404);
    expect(smtp.messages.length).toBe(before);
    expect((await context.app.inject({ url: `/api/analyses/${analysis.id}/pdf` })).statusCode).toBe(401);
  });

  it('answers a wrong id with the ids that can be used (spec: availableIds, mostRecentId)', async () => {
    const ok = await context.app.inject({
      url: `/api/analyses/${analysis.id}/check`,
      headers: { cookie: owner },
    });
    expect(ok.json()).toEqual({ success: true, id: analysis.id });
    const wrong = await context.app.inject({
      url: `/api/analyses/${randomUUID()}/check`,
      headers: { cookie: owner },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({
      success: false,
      availableIds: [analysis.id],
      mostRecentId: analysis.id,
    });
    const probe = await post('/api/save-analysis', owner, { analysisId: 'dummy' }, 'en');
    expect(probe.statusCode).toBe(404);
    expect(probe.json()).toMatchObject({
      success: false,
      error: 'Incorrect Analysis ID',
      mostRecentId: analysis.id,
      suggestion: `Use the most recent analysis: ${analysis.id}.`,
    });
  });

  it('saves an analysis for the AI assistant and the dashboard', async () => {
    const response = await post('/api/save-analysis', owner, { analysisId: analysis.id });
    expect(response.json()).toMatchObject({ success: true, analysisId: analysis.id, savedToStandard: true });
    // A consultant has no assistant: the message says where the analysis is kept.
    expect(response.json().message).toBe('Analyse enregistrée. Retrouvez-la dans « Mes analyses ».');
    const reread = await context.app.inject({
      url: `/api/analysis/${analysis.id}`,
      headers: { cookie: owner },
    });
    expect(reread.json().savedToStandard).toBe(true);
    expect((await post('/api/save-analysis', stranger, { analysisId: analysis.id })).statusCode).toBe(404);
  });

  it('keeps the Enterprise save as a report of the chosen risks, downloadable by its owner only', async () => {
    const response = await post('/api/save-analysis', owner, {
      analysisData: {
        metadata: { id: analysis.id, area: analysis.area },
        risks: analysis.analysis.risques,
        selectedRisks: [risk(1)],
        files: analysis.files,
        exportDate: new Date().toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { filePath } = response.json();
    expect(filePath).toMatch(/^\/api\/reports\/[0-9a-f-]{36}\/download$/);
    const download = await context.app.inject({ url: filePath, headers: { cookie: owner } });
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(download.rawPayload);
    expect(pdf.text).toContain(risk(1).title);
    expect(pdf.text).not.toContain(risk(0).title);
    expect((await context.app.inject({ url: filePath, headers: { cookie: stranger } })).statusCode).toBe(404);
  });

  it('e-mails the report with its PDF to an address checked on the server', async () => {
    const bad = await post('/api/send-email', owner, {
      analysisId: analysis.id,
      selectedRisks: ['SST_001'],
      recipientEmail: 'pas-une-adresse',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Veuillez entrer une adresse email valide.');
    const response = await post('/api/send-email', owner, {
      analysisId: analysis.id,
      selectedRisks: ['SST_001', 'SST_002'],
      recipientEmail: 'client@usine.ca',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Courriel envoyé avec succès !' });
    const mail = smtp.messages.at(-1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('client@usine.ca');
    // The area is the sender's own words: the subject also names the account that sent it (issue 9).
    expect(mail?.subject).toBe(
      "Rapport d'analyse SST — Brasserie — salle de fermentation — transmis par camille@conseil.ca",
    );
    expect(mail?.text).toContain('Camille Tremblay');
    const attachment = mail?.attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toMatch(new RegExp(`^rapport_analyse_sst_${analysis.id}`));
    const pdf = readPdf(attachment?.content as Buffer);
    expect(pdf.text).toContain(risk(0).title);
    expect(pdf.text).not.toContain(risk(2).title);
  });

  // Issue 9, finding 9: any signed-in user could mail any address with words of their choosing in
  // the subject, under RisqueVision's name. The message now says who sent it, answers go to them,
  // and an account mails at most 20 reports a day.
  it('names the sending account in the subject and the message, and sends replies to it', async () => {
    const response = await post('/api/send-email', owner, {
      analysisId: analysis.id,
      selectedRisks: ['SST_001'],
      recipientEmail: 'direction@usine.ca',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = smtp.messages.at(-1);
    expect(mail?.subject).toContain('camille@conseil.ca');
    expect(mail?.text).toContain('Camille Tremblay');
    expect(mail?.text).toContain('camille@conseil.ca');
    expect(mail?.html).toContain('camille@conseil.ca');
    expect(mail?.replyTo?.text).toBe('camille@conseil.ca');
  });

  it('keeps a long area from pushing the sender out of the subject', async () => {
    await createAccount(context, { email: 'long@conseil.ca', name: 'Long Sujet', tier: 'conseiller' });
    const cookie = await signIn(context, 'long@conseil.ca');
    const form = multipart(
      {
        requestId: randomUUID(),
        area: `Votre compte bancaire est suspendu, cliquez ici ${'x'.repeat(200)}`,
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'conseiller-sst',
      },
      [fixture('brasserie-description-fr.docx')],
    );
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-conseiller-sst',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(created.statusCode, created.body.slice(0, 200)).toBe(200);
    const response = await post('/api/send-email', cookie, {
      analysisId: created.json().analysisData.id,
      selectedRisks: ['SST_001'],
      recipientEmail: 'cible@exemple.ca',
    });
    expect(response.statusCode, response.body).toBe(200);
    const subject = smtp.messages.at(-1)?.subject ?? '';
    expect(subject.length).toBeLessThan(160);
    expect(subject).toMatch(/… — transmis par long@conseil\.ca$/);
  }, 60_000);

  it('limits the report e-mails an account sends in a day, with a clear message', async () => {
    await createAccount(context, { email: 'quota@conseil.ca', tier: 'conseiller' });
    const cookie = await signIn(context, 'quota@conseil.ca');
    const form = multipart(
      {
        requestId: randomUUID(),
        area: 'Entrepôt',
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'conseiller-sst',
      },
      [fixture('brasserie-description-fr.docx')],
    );
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-conseiller-sst',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    const analysisId = created.json().analysisData.id;
    for (let index = 1; index <= 20; index++) {
      const sent = await post('/api/send-email', cookie, {
        analysisId,
        selectedRisks: ['SST_001'],
        recipientEmail: `destinataire${index}@exemple.ca`,
      });
      expect(sent.statusCode, `${index}: ${sent.body}`).toBe(200);
    }
    const before = smtp.messages.length;
    const refused = await post('/api/send-email', cookie, {
      analysisId,
      selectedRisks: ['SST_001'],
      recipientEmail: 'destinataire21@exemple.ca',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'reports.tooManyRecipients',
      error:
        "Vous avez atteint la limite de 20 envois de rapports par courriel pour aujourd'hui. Réessayez demain.",
    });
    const english = await post(
      '/api/send-email',
      cookie,
      { analysisId, selectedRisks: ['SST_001'], recipientEmail: 'someone@example.ca' },
      'en',
    );
    expect(english.json().error).toBe(
      'You have reached the limit of 20 report e-mails for today. Try again tomorrow.',
    );
    expect(smtp.messages.length).toBe(before);
    // Another account keeps its own allowance.
    const other = await post('/api/send-email', owner, {
      analysisId: analysis.id,
      selectedRisks: ['SST_001'],
      recipientEmail: 'encore@usine.ca',
    });
    expect(other.statusCode).toBe(200);
  }, 120_000);
});
