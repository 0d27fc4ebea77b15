import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { consolidatedResponseSchema, historyResponseSchema } from '../../../common/contract/assistant';
import { riskViewsOf } from '../../../common/contract/risk-view';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';
import { analysisPassagesOf, backfillAnalysisPassages } from './analysis-passages';
import { createAssistantRepository } from './assistant.repository';

/** A word of one risk's description that no other risk of `among` holds, even as another form of it. */
function wordOnlyIn(analysis: WorkplaceAnalysis, among: WorkplaceAnalysis[]) {
  const texts = among.flatMap((other) =>
    analysisPassagesOf(other).map((passage) => ({ analysis: other, ...passage })),
  );
  for (const risk of riskViewsOf(analysis)) {
    for (const word of risk.description.toLowerCase().split(/[^\p{L}]+/u)) {
      const stem = word.slice(0, 6);
      if (word.length < 8) continue;
      const elsewhere = texts.some(
        (text) =>
          (text.analysis !== analysis || text.riskId !== risk.id) && text.text.toLowerCase().includes(stem),
      );
      if (!elsewhere) return { word, riskId: risk.id };
    }
  }
  throw new Error(`no word of ${analysis.id} is its own`);
}

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
    // Keep-alives every 50 ms, so a test sees them without waiting the default 10 s.
    context = await createTestContext({ env: { PROGRESS_KEEP_ALIVE_SECONDS: '0.05' } });
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

  const passagesOf = (analysisId: string) =>
    context.database.query<{ team_id: string; risk_id: string; text: string }>(
      'select team_id, risk_id, text from passages where analysis_id = $1 order by risk_id',
      [analysisId],
    );

  it('indexes each risk of a finished team analysis as one passage, and backfills those left unindexed', async () => {
    const indexed = await passagesOf(welding.id);
    expect(indexed.map((row) => row.risk_id).sort()).toEqual(
      riskViewsOf(welding)
        .map((risk) => risk.id)
        .sort(),
    );
    const first = riskViewsOf(welding)[0];
    expect(indexed.find((row) => row.risk_id === first?.id)?.text).toContain(first?.description);
    await context.database.query('delete from passages where analysis_id = $1', [welding.id]);
    expect(await backfillAnalysisPassages(context.database.db)).toBe(1);
    expect(await passagesOf(welding.id)).toEqual(indexed);
    expect(await backfillAnalysisPassages(context.database.db)).toBe(0);
  });

  it('cites the analysis and the risk whose description alone holds the question’s word', async () => {
    const target = wordOnlyIn(welding, [warehouse, welding]);
    const question = `Que disent les analyses de « ${target.word} » ?`;
    const answer = consolidatedResponseSchema.parse(
      (await ask(chef, { question, selectedAnalyses: [warehouse.id, welding.id] })).json(),
    );
    // The passage quoted for the word cites that risk (its [n] may come from an earlier section).
    const line = answer.analysis
      .split('\n')
      .find((text) => text.toLowerCase().includes(target.word) && !text.includes(question));
    const ref = Number(line?.match(/\[(\d+)\]\s*$/)?.[1]);
    expect(answer.citations.find((citation) => citation.ref === ref)).toMatchObject({
      kind: 'analysis',
      itemId: welding.id,
      riskId: target.riskId,
    });
    expect(answer.analysis).not.toContain(`“${target.word}”`);
  });

  it("never finds another team's analysis, even for its own words", async () => {
    const theirs = wordOnlyIn(rivalAnalysis, [rivalAnalysis, warehouse, welding]);
    const answer = consolidatedResponseSchema.parse(
      (
        await ask(chef, {
          question: `Et « ${theirs.word} » ?`,
          selectedAnalyses: [warehouse.id, welding.id],
        })
      ).json(),
    );
    expect(answer.citations.map((citation) => citation.itemId)).not.toContain(rivalAnalysis.id);
    const [mine] = await passagesOf(welding.id);
    const search = await createAssistantRepository(context.database.db).searchPassages({
      teamId: mine?.team_id ?? '',
      analysisIds: [rivalAnalysis.id, welding.id],
      fileIds: [],
      words: [theirs.word],
      language: 'fr',
      limit: 10,
    });
    expect(search).toEqual([]);
  });

  it('never cites a deleted analysis again', async () => {
    const extra = await analyse(chef, 'Quai de chargement', [fixture('brasserie-description-fr.docx')]);
    const target = wordOnlyIn(extra, [extra, welding]);
    const question = `Où est-il question de « ${target.word} » ?`;
    const before = consolidatedResponseSchema.parse(
      (await ask(chef, { question, selectedAnalyses: [extra.id, welding.id] })).json(),
    );
    expect(before.citations.map((citation) => citation.itemId)).toContain(extra.id);
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${extra.id}`,
      headers: { cookie: chef },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await passagesOf(extra.id)).toEqual([]);
    const after = consolidatedResponseSchema.parse(
      (await ask(chef, { question, selectedAnalyses: [welding.id] })).json(),
    );
    expect(after.citations.map((citation) => citation.itemId)).not.toContain(extra.id);
    expect((await ask(chef, { question, selectedAnalyses: [extra.id] })).statusCode).toBe(404);
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

  it('ends the stream of a question that failed, instead of keeping it open', async () => {
    const requestId = randomUUID();
    const stream = context.app.inject({
      url: `/api/gemini/progress/${requestId}`,
      headers: { cookie: chef },
    });
    const failed = await ask(chef, { question: 'Risques ?', selectedAnalyses: [randomUUID()], requestId });
    expect(failed.statusCode).toBe(404);
    // inject resolves only once the server ends the response.
    const ended = await stream;
    expect([...ended.body.matchAll(/"stage":"(\w+)"/g)].map((match) => match[1])).toEqual(['reading']);
    const late = await context.app.inject({
      url: `/api/gemini/progress/${requestId}`,
      headers: { cookie: chef },
    });
    expect(late.body).toContain('"stage":"reading"');
  });

  it('sends named keep-alive events the page can see while a question is worked on', async () => {
    const requestId = randomUUID();
    const stream = context.app.inject({
      url: `/api/gemini/progress/${requestId}`,
      headers: { cookie: chef },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ask(chef, { question: 'Risques ?', selectedAnalyses: [randomUUID()], requestId });
    const { body } = await stream;
    // An EventSource never sees a comment line; a named event reaches its listener.
    expect(body).toMatch(/^event: ping\ndata: \{\}\n\n/);
    expect(body).not.toContain(': keep-alive');
  });

  it('answers from an earlier consultation selected in the History tab, never from another team’s', async () => {
    const earlier = consolidatedResponseSchema.parse(
      (await ask(chef, { question: 'Chariots élévateurs ?', selectedAnalyses: [warehouse.id] })).json(),
    );
    const later = consolidatedResponseSchema.parse(
      (
        await ask(chef, {
          question: 'Que disait-on des chariots élévateurs ?',
          selectedAnalyses: [earlier.analysisId],
        })
      ).json(),
    );
    const cited = later.citations.filter((citation) => citation.kind === 'history');
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((citation) => citation.itemId === earlier.analysisId)).toBe(true);
    expect(cited[0]?.href).toBe(`/api/gemini/pdf/${earlier.analysisId}`);
    expect(later.fileNames[0]).toContain('Chariots élévateurs ?');

    const theirs = await ask(rival, {
      question: 'Chariots élévateurs ?',
      selectedAnalyses: [earlier.analysisId],
    });
    expect(theirs.statusCode).toBe(404);
  });
});
