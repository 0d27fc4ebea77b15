import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workplaceAnalysisSchema } from '../../../common/contract/analysis';
import { getProvision } from '../../../common/domain/regulations';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

const fields = (overrides: Record<string, string> = {}) => ({
  requestId: randomUUID(),
  area: 'Microbrasserie — salle de fermentation',
  jurisdiction: 'QC',
  language: 'français',
  mainSector: 'manufacturing',
  subSector: 'manufacturing.food-beverage',
  specificSector: 'manufacturing.food-beverage.sanitation',
  customInstructions: 'Visite du 12 mars.',
  sourceInterface: 'conseiller-sst',
  ...overrides,
});

describe('analyses', () => {
  let context: TestContext;
  let consultant: string;
  let stranger: string;
  let admin: string;
  let analyst: string;
  let firstId: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'camille@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'autre@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    await createAccount(context, {
      email: 'analyste@usine.ca',
      tier: 'enterprise',
      team: 'Usine',
      role: 'member',
    });
    consultant = await signIn(context, 'camille@conseil.ca');
    stranger = await signIn(context, 'autre@conseil.ca');
    admin = await signIn(context, 'chef@usine.ca');
    analyst = await signIn(context, 'analyste@usine.ca');
  }, 60_000);
  afterAll(() => context.close());

  const post = (
    cookie: string,
    body: ReturnType<typeof multipart>,
    url = '/api/analyze-conseiller-sst',
    language = 'fr',
  ) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie, 'accept-language': language },
      payload: body.payload,
    });

  it('analyses a consultant’s files into the spec’s French result, with evidence and grounded references', async () => {
    const response = await post(
      consultant,
      multipart(fields(), [fixture('brasserie-description-fr.docx'), fixture('sign-espace-clos-fr.jpg')]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, ok: true });
    const analysis = workplaceAnalysisSchema.parse(body.analysisData);
    firstId = analysis.id;
    expect(analysis).toMatchObject({
      language: 'français',
      jurisdiction: 'QC',
      mainSector: 'Fabrication',
      subSector: 'Aliments et boissons',
      specificSector: 'Assainissement et lavage',
      specificActivityId: 'manufacturing.food-beverage.sanitation',
      sourceInterface: 'conseiller-sst',
      fileNames: ['brasserie-description-fr.docx', 'sign-espace-clos-fr.jpg'],
      engine: { name: 'builtin' },
    });
    const risques = analysis.analysis.risques ?? [];
    expect(analysis.analysis.risks).toBeUndefined();
    expect(risques.length).toBeGreaterThan(2);
    expect(risques[0]?.risque_id).toBe('SST_001');
    const confined = risques.find((risque) => risque.hazardId === 'confined-spaces');
    expect(confined?.basis).toBe('evidence');
    expect(confined?.evidence.map((item) => item.fileName)).toEqual(
      expect.arrayContaining(['brasserie-description-fr.docx', 'sign-espace-clos-fr.jpg']),
    );
    for (const risque of risques) {
      expect(risque.references.length).toBeGreaterThan(0);
      for (const reference of risque.references) expect(getProvision(reference.id)?.jurisdiction).toBe('QC');
    }
    const image = analysis.files.find((file) => file.kind === 'image');
    expect(image?.path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(image?.thumbnailPath).toMatch(/\.thumbnail\.jpg$/);
    expect(analysis.analysis.documentAnalyses.map((entry) => entry.originalName)).toContain(
      'brasserie-description-fr.docx',
    );
  });

  it('writes an English analysis with the English keys', async () => {
    const response = await post(
      consultant,
      multipart(fields({ language: 'english', jurisdiction: 'ON' }), [
        fixture('warehouse-description-en.pdf'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const analysis = workplaceAnalysisSchema.parse(response.json().analysisData);
    expect(analysis.language).toBe('english');
    expect(analysis.mainSector).toBe('Manufacturing');
    expect(analysis.analysis.risques).toBeUndefined();
    expect(analysis.analysis.risks?.[0]).toMatchObject({
      id: 'SST_001',
      severity: expect.stringMatching(/Critical|High|Moderate|Low/),
    });
  });

  it('streams the recorded progress of an analysis, from received to done', async () => {
    const requestId = randomUUID();
    const response = await post(
      consultant,
      multipart(fields({ requestId }), [fixture('soudure-atelier-fr.txt', 'note.pdf')]),
    );
    expect(response.statusCode).toBe(415);
    const ok = await post(
      consultant,
      multipart(fields({ requestId: randomUUID() }), [fixture('warehouse-description-en.pdf')]),
    );
    const progressRequestId = ok.json().analysisData.requestId;
    const progress = await context.app.inject({
      url: `/api/analyses/${progressRequestId}/progress`,
      headers: { cookie: consultant },
    });
    expect(progress.headers['content-type']).toContain('text/event-stream');
    const stages = progress.body
      .split('\n\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)).stage);
    expect(stages).toEqual(['received', 'extracting', 'extracted', 'analysing', 'grounding', 'done']);
    const hidden = await context.app.inject({
      url: `/api/analyses/${progressRequestId}/progress`,
      headers: { cookie: stranger },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses a request without files, or without a work area, with the spec’s messages', async () => {
    const noFile = await post(consultant, multipart(fields(), []));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Veuillez télécharger au moins un fichier');
    const noArea = await post(
      consultant,
      multipart(fields({ area: '   ' }), [fixture('soudure-atelier-fr.txt', 'note.docx')]),
      undefined,
      'en',
    );
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().error).toBe('Please enter work area');

    const { area: _left, ...withoutArea } = fields();
    const missingArea = await post(
      consultant,
      multipart(withoutArea, [fixture('soudure-atelier-fr.txt', 'note.docx')]),
    );
    expect(missingArea.statusCode).toBe(400);
    expect(missingArea.json().error).toBe('Veuillez saisir la zone de travail');
  });

  it('answers a form cut short with a 400, not a server error', async () => {
    const form = multipart(fields(), [fixture('warehouse-description-en.pdf')]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-conseiller-sst',
      headers: { ...form.headers, cookie: consultant },
      payload: form.payload.subarray(0, form.payload.length - 300),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('request.malformedMultipart');
  });

  it('judges types from the bytes: a renamed executable, a ZIP and an empty file are refused', async () => {
    for (const [file, status] of [
      ['bad-exe-named.pdf', 415],
      ['bad-zip-named.pdf', 415],
      ['bad-zero-bytes.jpg', 400],
    ] as const) {
      const response = await post(consultant, multipart(fields(), [fixture(file)]));
      expect(response.statusCode, file).toBe(status);
      expect(response.json().error).toContain(file);
    }
  });

  it('reads a text file on the Enterprise screen but not on the consultant one', async () => {
    const consultantTxt = await post(consultant, multipart(fields(), [fixture('soudure-atelier-fr.txt')]));
    expect(consultantTxt.statusCode).toBe(415);
    const enterpriseTxt = await post(
      admin,
      multipart(fields({ sourceInterface: 'enterprise' }), [fixture('soudure-atelier-fr.txt')]),
      '/api/analyze-risks',
    );
    expect(enterpriseTxt.statusCode, enterpriseTxt.body).toBe(200);
    expect(enterpriseTxt.json().analysisData.sourceInterface).toBe('enterprise');
  });

  it('drops files over 50 MB on the consultant screen with a clear message', async () => {
    const big = {
      name: 'enorme.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(51 * 1024 * 1024)]),
    };
    const response = await post(consultant, multipart(fields(), [big]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Le fichier « enorme.pdf » dépasse la limite de 50 Mo par fichier.');
  });

  it('keeps going when one file is corrupt or encrypted, and says which', async () => {
    const response = await post(
      consultant,
      multipart(fields(), [
        fixture('bad-truncated.pdf'),
        fixture('bad-encrypted.pdf'),
        fixture('scan-inspection-toit-fr.pdf'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const warnings = response.json().analysisData.warnings as {
      fileName: string;
      code: string;
      message: string;
    }[];
    expect(warnings.map((warning) => warning.code).sort()).toEqual([
      'extraction.corrupt',
      'extraction.encrypted',
    ]);
    expect(warnings.find((warning) => warning.code === 'extraction.encrypted')?.message).toContain(
      'bad-encrypted.pdf',
    );
  });

  it('lets each screen be used only by its tier', async () => {
    const body = () => multipart(fields(), [fixture('warehouse-description-en.pdf')]);
    expect((await post(consultant, body(), '/api/analyze-risks')).statusCode).toBe(403);
    expect((await post(admin, body())).statusCode).toBe(403);
    const fromAnalyst = await post(analyst, body());
    expect(fromAnalyst.statusCode).toBe(200);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-conseiller-sst',
      ...body(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a request id used twice', async () => {
    const requestId = randomUUID();
    expect(
      (await post(consultant, multipart(fields({ requestId }), [fixture('warehouse-description-en.pdf')])))
        .statusCode,
    ).toBe(200);
    const again = await post(
      consultant,
      multipart(fields({ requestId }), [fixture('warehouse-description-en.pdf')]),
    );
    expect(again.statusCode).toBe(409);
  });

  it('shows an analysis and its files to their owner only, and to the owner’s team', async () => {
    const own = await context.app.inject({
      url: `/api/analysis/${firstId}`,
      headers: { cookie: consultant },
    });
    expect(own.statusCode).toBe(200);
    const analysis = own.json();
    const other = await context.app.inject({
      url: `/api/analysis/${firstId}`,
      headers: { cookie: stranger },
    });
    expect(other.statusCode).toBe(404);
    expect((await context.app.inject({ url: `/api/analysis/${firstId}` })).statusCode).toBe(401);
    expect(
      (await context.app.inject({ url: '/api/analysis/not-a-uuid', headers: { cookie: consultant } }))
        .statusCode,
    ).toBe(400);

    const image = analysis.files.find((file: { kind: string }) => file.kind === 'image');
    for (const prefix of ['/uploads/', '/api/files/']) {
      const name = image.path.replace('/uploads/', '');
      const mine = await context.app.inject({ url: `${prefix}${name}`, headers: { cookie: consultant } });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/jpeg');
      const theirs = await context.app.inject({ url: `${prefix}${name}`, headers: { cookie: stranger } });
      expect(theirs.statusCode).toBe(404);
    }
    const thumbnail = await context.app.inject({ url: image.thumbnailPath, headers: { cookie: consultant } });
    expect(thumbnail.statusCode).toBe(200);
    const traversal = await context.app.inject({
      url: '/uploads/..%2F..%2Fetc%2Fpasswd',
      headers: { cookie: consultant },
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.body).not.toContain('root:');

    const teamAnalysis = await post(analyst, multipart(fields(), [fixture('warehouse-description-en.pdf')]));
    const teamId = teamAnalysis.json().analysisData.id;
    expect(
      (await context.app.inject({ url: `/api/analysis/${teamId}`, headers: { cookie: admin } })).statusCode,
    ).toBe(200);
    expect(
      (await context.app.inject({ url: `/api/analysis/${teamId}`, headers: { cookie: consultant } }))
        .statusCode,
    ).toBe(404);
  });
});
