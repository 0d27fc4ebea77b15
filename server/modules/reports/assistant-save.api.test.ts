import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysesListResponseSchema } from '../../../common/contract/analyses-list';
import { workplaceAnalysisSchema } from '../../../common/contract/analysis';
import { createSignedIn } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

const ANSWER =
  'Chariots élévateurs : séparer les allées piétonnes et former les caristes.\n' +
  'Les quais de chargement exigent des cales de roues.';

/** The assistant page's save payload (spec part 2 §7), with one risk. */
const payload = (overrides: { description?: string; province?: string; references?: string[] } = {}) => ({
  timestamp: new Date().toISOString(),
  workplaceInfo: { specificActivity: 'Entrepôt de Mississauga', province: overrides.province ?? 'ON' },
  documentAnalyses: [
    {
      analysis: {
        risksIdentified: [
          {
            riskId: 'gemini-1',
            description: overrides.description ?? ANSWER,
            severity: 'Modéré',
            recommendations: ['Marquer les allées', 'Former les caristes'],
            regulatoryReferences: overrides.references ?? ['OHSA, Part IV', 'Règlement inventé 99'],
          },
        ],
      },
    },
  ],
  fileNames: ['plan-entrepot.pdf'],
  language: 'fr',
});

describe('saving the assistant’s answer into the Analysis Reports', () => {
  let context: TestContext;
  // An Enterprise team's admin and analyst, another team's admin, a consultant.
  const people = {
    chef: { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' },
    membre: { email: 'membre@usine.ca', tier: 'enterprise', team: 'Usine', role: 'member' },
    rival: { email: 'chef@rival.ca', tier: 'enterprise', team: 'Rival' },
    camille: { email: 'camille@conseil.ca', tier: 'conseiller' },
  } as const;
  let cookies: Record<keyof typeof people, string>;
  let savedId: string;

  const save = (cookie: string, body: unknown, language = 'fr') =>
    context.app.inject({
      method: 'POST',
      url: '/api/save-analysis',
      headers: { cookie, 'accept-language': language },
      payload: body as object,
    });
  const get = (url: string, cookie: string) => context.app.inject({ url, headers: { cookie } });
  const savedIds = async (cookie: string) =>
    Object.keys(analysesListResponseSchema.parse((await get('/api/analyses', cookie)).json()).analyses);

  beforeAll(async () => {
    context = await createTestContext();
    cookies = await createSignedIn(context, people);
  }, 60_000);
  afterAll(() => context.close());

  it('saves the answer as a finished analysis of the team, listed with the saved analyses', async () => {
    const response = await save(cookies.chef, payload());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      analysisId: expect.any(String),
      savedToStandard: true,
      message: "Analyse enregistrée dans les rapports d'analyse",
    });
    savedId = body.analysisId;
    const english = await save(cookies.chef, { ...payload(), language: 'en' }, 'en');
    expect(english.json().message).toBe('Analysis saved to Analysis Reports');

    const list = analysesListResponseSchema.parse((await get('/api/analyses', cookies.chef)).json());
    expect(Object.keys(list.analyses)).toEqual([english.json().analysisId, savedId]);
    expect(list.analyses[savedId]).toMatchObject({
      source: 'standard',
      title: 'Entrepôt de Mississauga',
      province: 'ON',
      risksCount: 1,
      bySeverity: { modere: 1 },
      language: 'fr',
      fileNames: ['plan-entrepot.pdf'],
      savedToStandard: true,
      canDelete: true,
    });
    // The team's analyst sees it too.
    expect(await savedIds(cookies.membre)).toContain(savedId);
  });

  it('reads back on the results screen with the answer as the risk, citing only what resolves', async () => {
    const response = await get(`/api/analysis/${savedId}`, cookies.chef);
    expect(response.statusCode, response.body).toBe(200);
    const analysis = workplaceAnalysisSchema.parse(response.json());
    const [risk] = analysis.analysis.risques ?? [];
    expect(risk).toMatchObject({ description: ANSWER, gravite: 'Modéré', title: 'Entrepôt de Mississauga' });
    expect(risk?.recommandation).toBe('Marquer les allées\nFormer les caristes');
    expect(risk?.references.map((reference) => reference.id)).toEqual(['on-ohsa-part-iv']);
    expect(analysis.analysis.documentAnalyses[0]?.analysis.risksIdentified[0]).toEqual({
      riskId: 'gemini-1',
      severity: 'Modéré',
      description: ANSWER,
      recommendations: ['Marquer les allées', 'Former les caristes'],
      regulatoryReferences: ['OHSA, Part IV', 'Règlement inventé 99'],
    });
    expect(analysis).toMatchObject({ province: 'ON', savedToStandard: true, sourceInterface: 'enterprise' });
  });

  it('renders its PDF report', async () => {
    const response = await get(`/api/analyses/${savedId}/pdf`, cookies.chef);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload, encoding: 'utf8' });
    expect(text).toContain('Chariots élévateurs');
  });

  it('is for Enterprise teams only', async () => {
    for (const cookie of [cookies.camille, cookies.membre]) {
      const response = await save(cookie, payload(), 'en');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.enterpriseOnly');
    }
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/save-analysis', payload: payload() }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a malformed answer with a message in the request’s language', async () => {
    const cases = [
      [payload({ province: 'ZZ' }), 'fr', 'assistant.badProvince', 'Province ou territoire inconnu.'],
      [
        payload({ description: 'x'.repeat(100_001) }),
        'en',
        'reports.assistantTextTooLong',
        "The assistant's answer is too long to save (100,000 characters at most).",
      ],
      [payload({ description: '  ' }), 'fr', 'reports.assistantAnswerRequired', null],
      [{ ...payload(), documentAnalyses: [] }, 'fr', 'reports.assistantAnswerRequired', null],
    ] as const;
    for (const [body, language, code, message] of cases) {
      const response = await save(cookies.chef, body, language);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
      if (message) expect(response.json().error).toBe(message);
    }
    const badSeverity = payload();
    (badSeverity.documentAnalyses[0]?.analysis.risksIdentified[0] as { severity: string }).severity =
      'Grave?';
    expect((await save(cookies.chef, badSeverity)).json().code).toBe('reports.badSeverity');
  });

  it('never shows one team’s saved answer to another', async () => {
    expect(await savedIds(cookies.rival)).not.toContain(savedId);
    expect(await savedIds(cookies.camille)).toEqual([]);
    for (const url of [`/api/analysis/${savedId}`, `/api/analyses/${savedId}/pdf`]) {
      expect((await get(url, cookies.rival)).statusCode).toBe(404);
    }
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${savedId}`,
      headers: { cookie: cookies.rival },
    });
    expect(deleted.statusCode).toBe(404);
  });
});
