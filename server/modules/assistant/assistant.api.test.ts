import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { consolidatedResponseSchema, historyResponseSchema } from '../../../common/contract/assistant';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

describe('the assistant: consolidated answers with their sources', () => {
  let context: TestContext;
  let chef: string;
  let membre: string;
  let rival: string;
  let consultant: string;
  let warehouse: WorkplaceAnalysis;
  let welding: WorkplaceAnalysis;
  let rivalAnalysis: WorkplaceAnalysis;

  const analyse = async (cookie: string, area: string, files: ReturnType<typeof fixture>[]) => {
    const form = multipart(
      {
        requestId: randomUUID(),
        area,
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'enterprise',
      },
      files,
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-risks',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().analysisData as WorkplaceAnalysis;
  };
  const ask = (cookie: string, body: Record<string, unknown>, language = 'fr') =>
    context.app.inject({
      method: 'POST',
      url: '/api/gemini/analyze-consolidated',
      headers: { cookie, 'accept-language': language },
      payload: { province: 'QC', language, ...body },
    });

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    await createAccount(context, {
      email: 'membre@usine.ca',
      tier: 'enterprise',
      team: 'Usine',
      role: 'member',
    });
    await createAccount(context, { email: 'chef@rival.ca', tier: 'enterprise', team: 'Rival' });
    await createAccount(context, { email: 'camille@conseil.ca', tier: 'conseiller' });
    chef = await signIn(context, 'chef@usine.ca');
    membre = await signIn(context, 'membre@usine.ca');
    rival = await signIn(context, 'chef@rival.ca');
    consultant = await signIn(context, 'camille@conseil.ca');
    warehouse = await analyse(chef, 'Entrepôt Laval', [fixture('warehouse-description-en.pdf')]);
    welding = await analyse(chef, 'Atelier Lévis', [
      fixture('soudure-atelier-fr.txt'),
      fixture('sign-espace-clos-fr.jpg'),
    ]);
    rivalAnalysis = await analyse(rival, 'Secret du rival', [fixture('brasserie-description-fr.docx')]);
  }, 120_000);
  afterAll(() => context.close());

  it('answers from the selected analyses only, every [n] citing one of them', async () => {
    const response = await ask(chef, {
      question: 'Quels risques de chariot élévateur et de soudage reviennent, et les espaces clos ?',
      selectedAnalyses: [warehouse.id, welding.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = consolidatedResponseSchema.parse(response.json());
    expect(answer.success).toBe(true);
    expect(answer.analysis).toContain('## Portrait des risques');
    const total = warehouse.analysis.summary.total + welding.analysis.summary.total;
    expect(answer.analysis).toContain(`comptent ${total} risques`);
    const refs = [...answer.analysis.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const citation = answer.citations.find((entry) => entry.ref === ref);
      expect(citation, `[${ref}]`).toBeDefined();
      expect([warehouse.id, welding.id]).toContain(citation?.itemId);
      expect(citation?.href).toBe(`/analysis-results?id=${citation?.itemId}`);
    }
    expect(answer.analysis).not.toContain('Secret du rival');
    expect(answer.fileNames).toEqual(expect.arrayContaining(['Entrepôt Laval', 'Atelier Lévis']));
  });

  it('says in English which words of the question nothing selected answers', async () => {
    const response = await ask(
      chef,
      { question: 'What about asbestos removal and welding fumes?', selectedAnalyses: [welding.id] },
      'en',
    );
    const answer = consolidatedResponseSchema.parse(response.json());
    expect(answer.analysis).toContain('## What I could not establish');
    expect(answer.analysis).toMatch(/No selected item deals with: .*“asbestos”/);
    expect(answer.analysis).not.toMatch(/deals with: .*“welding”/);
  });

  it("refuses another team's analysis and unknown ids without reading them", async () => {
    for (const ids of [[rivalAnalysis.id], [warehouse.id, rivalAnalysis.id], [randomUUID()]]) {
      const response = await ask(chef, { question: 'Risques ?', selectedAnalyses: ids });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'assistant.itemNotFound' });
      expect(response.body).not.toContain('Secret du rival');
    }
    const files = await ask(chef, { question: 'Risques ?', selectedFiles: [randomUUID()] });
    expect(files.statusCode).toBe(404);
  });

  it('needs a question, a selection, the enterprise screens and a signed-in person', async () => {
    const empty = await ask(chef, { question: '   ', selectedAnalyses: [warehouse.id] }, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please ask a question');
    const nothing = await ask(chef, { question: 'Risques ?' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().code).toBe('assistant.noSelection');
    const tooLong = await ask(chef, { question: 'x'.repeat(4001), selectedAnalyses: [warehouse.id] });
    expect(tooLong.json().code).toBe('assistant.questionTooLong');
    const badId = await ask(chef, { question: 'Risques ?', selectedAnalyses: ['not-an-id'] });
    expect(badId.statusCode).toBe(400);
    expect(
      (await ask(consultant, { question: 'Risques ?', selectedAnalyses: [warehouse.id] })).statusCode,
    ).toBe(403);
    expect((await ask(membre, { question: 'Risques ?', selectedAnalyses: [warehouse.id] })).statusCode).toBe(
      403,
    );
    expect((await ask('', { question: 'Risques ?', selectedAnalyses: [warehouse.id] })).statusCode).toBe(401);
  });

  it('keeps each consultation in the team history, which another team cannot read or delete', async () => {
    const asked = consolidatedResponseSchema.parse(
      (await ask(chef, { question: 'Chariots élévateurs ?', selectedAnalyses: [warehouse.id] })).json(),
    );
    const history = historyResponseSchema.parse(
      (await context.app.inject({ url: '/api/gemini/history', headers: { cookie: chef } })).json(),
    );
    expect(history.items[0]).toMatchObject({
      id: asked.analysisId,
      type: 'direct_gemini',
      question: 'Chariots élévateurs ?',
    });
    expect(history.total).toBeGreaterThanOrEqual(1);
    const theirs = historyResponseSchema.parse(
      (await context.app.inject({ url: '/api/gemini/history', headers: { cookie: rival } })).json(),
    );
    expect(theirs.items).toEqual([]);
    const stolen = await context.app.inject({
      method: 'DELETE',
      url: `/api/gemini/item/${asked.analysisId}`,
      headers: { cookie: rival },
    });
    expect(stolen.statusCode).toBe(404);
    for (const url of [`/api/gemini/pdf/${asked.analysisId}`, `/api/gemini/txt/${asked.analysisId}`]) {
      expect((await context.app.inject({ url, headers: { cookie: rival } })).statusCode).toBe(404);
    }
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/gemini/item/${asked.analysisId}`,
      headers: { cookie: chef },
    });
    expect(removed.json()).toEqual({ success: true, id: asked.analysisId });
    const after = historyResponseSchema.parse(
      (await context.app.inject({ url: '/api/gemini/history', headers: { cookie: chef } })).json(),
    );
    expect(after.items.map((item) => item.id)).not.toContain(asked.analysisId);
  });

  it('gives the PDF and then the text file of a consultation, with its sources', async () => {
    const asked = consolidatedResponseSchema.parse(
      (await ask(chef, { question: 'Soudage et espaces clos ?', selectedAnalyses: [welding.id] })).json(),
    );
    const generated = await context.app.inject({
      method: 'POST',
      url: `/api/gemini/generate-report/${asked.analysisId}`,
      headers: { cookie: chef },
    });
    expect(generated.json()).toMatchObject({
      success: true,
      downloadUrls: {
        pdf: `/api/gemini/pdf/${asked.analysisId}?download=1`,
        txt: `/api/gemini/txt/${asked.analysisId}`,
      },
    });
    const pdf = await context.app.inject({
      url: generated.json().downloadUrls.pdf,
      headers: { cookie: chef },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    const folder = mkdtempSync(join(tmpdir(), 'rv-assistant-pdf-'));
    writeFileSync(join(folder, 'a.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(folder, 'a.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Analyse consolidée RisqueVision');
    expect(text).toContain('Soudage et espaces clos ?');
    expect(text).toContain('Sources');
    expect(text).toContain('Atelier Lévis');
    const printed = await context.app.inject({
      method: 'POST',
      url: '/api/gemini/generate-pdf-report',
      headers: { cookie: chef },
      payload: { analysisId: asked.analysisId },
    });
    expect(printed.headers['content-disposition']).toMatch(/^inline/);
    const txt = await context.app.inject({
      url: generated.json().downloadUrls.txt,
      headers: { cookie: chef },
    });
    expect(txt.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(txt.body).toContain('[1] Atelier Lévis');
  });

  it('streams the stages of an answer to the page that asked', async () => {
    const requestId = randomUUID();
    const asked = await ask(chef, { question: 'Risques ?', selectedAnalyses: [welding.id], requestId });
    expect(asked.statusCode).toBe(200);
    const stream = await context.app.inject({
      url: `/api/gemini/progress/${requestId}`,
      headers: { cookie: chef },
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const stages = [...stream.body.matchAll(/"stage":"(\w+)"/g)].map((match) => match[1]);
    expect(stages).toEqual(['reading', 'retrieving', 'composing', 'done']);
    const anonymous = await context.app.inject({ url: `/api/gemini/progress/${requestId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says plainly that saving a consultation into the reports is not offered yet, instead of failing', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/save-analysis',
      headers: { cookie: chef, 'accept-language': 'en' },
      payload: {
        timestamp: new Date().toISOString(),
        workplaceInfo: { specificActivity: 'Atelier', province: 'QC' },
        documentAnalyses: [
          {
            analysis: {
              risksIdentified: [
                {
                  riskId: 'R1',
                  description: 'Texte',
                  severity: 'Modéré',
                  recommendations: 'x',
                  regulatoryReferences: 'y',
                },
              ],
            },
          },
        ],
        fileNames: [],
        language: 'fr',
      },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().error).toContain('not available yet');
  });
});
