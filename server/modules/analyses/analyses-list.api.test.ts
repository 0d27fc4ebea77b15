import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysesListResponseSchema } from '../../../common/contract/analyses-list';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { createAccount, createSignedIn, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

const fields = (overrides: Record<string, string> = {}) => ({
  requestId: randomUUID(),
  area: 'Atelier de soudure',
  jurisdiction: 'QC',
  language: 'français',
  mainSector: 'manufacturing',
  subSector: 'manufacturing.food-beverage',
  sourceInterface: 'conseiller-sst',
  ...overrides,
});

describe('analysis lists and deletion', () => {
  let context: TestContext;
  let camille: string;
  let stranger: string;
  let chef: string;
  let analyste: string;
  let membre: string;
  let rival: string;
  let consultantAnalysis: WorkplaceAnalysis;
  let teamAnalysis: WorkplaceAnalysis;
  let rivalAnalysis: WorkplaceAnalysis;
  let reportPath: string;

  const get = (url: string, cookie: string, language = 'fr') =>
    context.app.inject({ url, headers: { cookie, 'accept-language': language } });
  const remove = (id: string, cookie: string, language = 'fr') =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${id}`,
      headers: { cookie, 'accept-language': language },
    });
  const list = async (cookie: string, query = '') => {
    const response = await get(`/api/analyses${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return analysesListResponseSchema.parse(response.json());
  };
  const analyse = async (options: {
    cookie: string;
    url: string;
    fields?: Record<string, string>;
    files: ReturnType<typeof fixture>[];
  }): Promise<WorkplaceAnalysis> => {
    const form = multipart(fields(options.fields), options.files);
    const response = await context.app.inject({
      method: 'POST',
      url: options.url,
      headers: { ...form.headers, cookie: options.cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().analysisData;
  };
  const storedNames = async (analysisId: string) =>
    (
      await context.database.query<{ names: string[] }>(
        `select array_remove(array[stored_name, thumbnail_name, normalized_name], null) as names
           from analysis_files where analysis_id = $1`,
        [analysisId],
      )
    ).flatMap((row) => row.names);

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'camille@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'autre@conseil.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' });
    for (const email of ['analyste@usine.ca', 'membre@usine.ca']) {
      await createAccount(context, { email, tier: 'enterprise', team: 'Usine', role: 'member' });
    }
    await createAccount(context, { email: 'chef@rival.ca', tier: 'enterprise', team: 'Rival' });
    camille = await signIn(context, 'camille@conseil.ca');
    stranger = await signIn(context, 'autre@conseil.ca');
    chef = await signIn(context, 'chef@usine.ca');
    analyste = await signIn(context, 'analyste@usine.ca');
    membre = await signIn(context, 'membre@usine.ca');
    rival = await signIn(context, 'chef@rival.ca');
    consultantAnalysis = await analyse({
      cookie: camille,
      url: '/api/analyze-conseiller-sst',
      files: [fixture('sign-espace-clos-fr.jpg'), fixture('brasserie-description-fr.docx')],
    });
    const enterprise = { sourceInterface: 'enterprise', area: 'Entrepôt', language: 'english' };
    // A team member works from the consultant screen; the analysis belongs to the team.
    teamAnalysis = await analyse({
      cookie: analyste,
      url: '/api/analyze-conseiller-sst',
      fields: { area: 'Entrepôt', language: 'english' },
      files: [fixture('sign-espace-clos-fr.jpg')],
    });
    rivalAnalysis = await analyse({
      cookie: rival,
      url: '/api/analyze-risks',
      fields: enterprise,
      files: [fixture('brasserie-description-fr.docx')],
    });
    // The Enterprise save: the analysis joins the team's list and its report is kept as a PDF.
    for (const [cookie, analysis] of [
      [analyste, teamAnalysis],
      [rival, rivalAnalysis],
    ] as const) {
      const saved = await context.app.inject({
        method: 'POST',
        url: '/api/save-analysis',
        headers: { cookie },
        payload: {
          analysisData: {
            metadata: { id: analysis.id },
            selectedRisks: [analysis.analysis.risks?.[0]],
            exportDate: new Date().toISOString(),
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      if (analysis === teamAnalysis) reportPath = saved.json().filePath;
    }
  }, 180_000);
  afterAll(() => context.close());

  it('lists only saved analyses by default, keyed by id, in the spec’s record shape', async () => {
    expect(Object.keys((await list(camille)).analyses)).toEqual([]);
    const page = await list(chef);
    expect(Object.keys(page.analyses)).toEqual([teamAnalysis.id]);
    expect(page.nextCursor).toBeNull();
    expect(page.analyses[teamAnalysis.id]).toMatchObject({
      id: teamAnalysis.id,
      type: 'analysis',
      title: 'Entrepôt',
      area: 'Entrepôt',
      province: 'QC',
      workplaceInfo: { province: 'QC' },
      fileNames: ['sign-espace-clos-fr.jpg'],
      files: [{ name: 'sign-espace-clos-fr.jpg' }],
      risksCount: teamAnalysis.analysis.summary.total,
      bySeverity: teamAnalysis.analysis.summary.bySeverity,
      language: 'en',
      sourceInterface: 'conseiller-sst',
      savedToStandard: true,
      source: 'standard',
      timestamp: teamAnalysis.timestamp,
      // The team admin may delete a member's analysis; another member may not.
      canDelete: true,
    });
    expect((await list(membre)).analyses[teamAnalysis.id]?.canDelete).toBe(false);
    expect((await list(analyste)).analyses[teamAnalysis.id]?.canDelete).toBe(true);
  });

  it('reads the list from the summary written with the result, and from the result for a row without one', async () => {
    const [stored] = await context.database.query<{ list_summary: { total: number; fileNames: string[] } }>(
      'select list_summary from analyses where id = $1',
      [teamAnalysis.id],
    );
    expect(stored?.list_summary).toMatchObject({
      total: teamAnalysis.analysis.summary.total,
      fileNames: ['sign-espace-clos-fr.jpg'],
    });
    // The summary is what the list shows…
    await context.database.query(
      `update analyses set list_summary = jsonb_set(list_summary, '{fileNames}', '["résumé.pdf"]') where id = $1`,
      [teamAnalysis.id],
    );
    expect((await list(chef)).analyses[teamAnalysis.id]?.fileNames).toEqual(['résumé.pdf']);
    // …and a row restored from before it reads the same fields from its result.
    await context.database.query('update analyses set list_summary = null where id = $1', [teamAnalysis.id]);
    expect((await list(chef)).analyses[teamAnalysis.id]).toMatchObject({
      fileNames: ['sign-espace-clos-fr.jpg'],
      risksCount: teamAnalysis.analysis.summary.total,
      bySeverity: teamAnalysis.analysis.summary.bySeverity,
    });
    await context.database.query(
      `update analyses set list_summary = jsonb_build_object('specificActivity', result->'specificActivity',
         'industrySector', result->'industrySector', 'fileNames', result->'fileNames',
         'total', result->'analysis'->'summary'->'total', 'bySeverity', result->'analysis'->'summary'->'bySeverity')
       where id = $1`,
      [teamAnalysis.id],
    );
  });

  it('lists a consultant’s own finished analyses, saved or not, under scope=mine, and nobody else’s', async () => {
    const mine = await list(camille, '?scope=mine');
    expect(Object.keys(mine.analyses)).toEqual([consultantAnalysis.id]);
    expect(mine.analyses[consultantAnalysis.id]).toMatchObject({
      savedToStandard: false,
      canDelete: true,
      sourceInterface: 'conseiller-sst',
      language: 'fr',
      risksCount: consultantAnalysis.analysis.summary.total,
    });
    expect(Object.keys((await list(stranger, '?scope=mine')).analyses)).toEqual([]);
    expect(Object.keys((await list(rival)).analyses)).toEqual([rivalAnalysis.id]);
    expect(Object.keys((await list(chef, '?scope=mine')).analyses)).toEqual([]);
  });

  it('refuses a bad scope, cursor or page size with a message in the request’s language', async () => {
    const cases = [
      ['?scope=everything', 'analyses.badScope', 'This list does not exist: choose “saved” or “mine”.'],
      ['?cursor=1%3Bdrop', 'analyses.badCursor', "The list's page marker is invalid: reload the list."],
      ['?limit=0', 'analyses.badLimit', null],
      ['?limit=101', 'analyses.badLimit', null],
      ['?limit=ten', 'analyses.badLimit', null],
    ] as const;
    for (const [query, code, english] of cases) {
      const response = await get(`/api/analyses${query}`, camille, 'en');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe(code);
      if (english) expect(response.json().error).toBe(english);
    }
    const french = await get('/api/analyses?limit=0', camille, 'fr');
    expect(french.json().error).toBe("Le nombre d'analyses par page doit être un entier de 1 à 100.");
    expect((await context.app.inject({ url: '/api/analyses' })).statusCode).toBe(401);
  });

  it('pages newest first by cursor, without a gap or a repeat, even when analyses share a second', async () => {
    // 120 more finished analyses for the consultant, copies of the real one, three per second of time.
    await context.database.query(
      `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
         jurisdiction, area, engine, model, metered, result, created_at)
       select gen_random_uuid(), owner_user_id, team_id, source_interface, 'done', language,
         jurisdiction, 'Copie ' || n, engine, model, metered, result,
         created_at - make_interval(secs => 1 + n / 3)
       from analyses, generate_series(0, 119) as n where id = $1`,
      [consultantAnalysis.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?scope=mine&cursor=${encodeURIComponent(cursor)}` : '?scope=mine';
      const page = await list(camille, query);
      pages++;
      seen.push(...Object.keys(page.analyses));
      const stamps = Object.values(page.analyses).map((item) => item.timestamp);
      expect(stamps).toEqual([...stamps].sort().reverse());
      cursor = page.nextCursor;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(121);
    expect(new Set(seen).size).toBe(121);
    expect(seen[0]).toBe(consultantAnalysis.id);
    const small = await list(camille, '?scope=mine&limit=7');
    expect(Object.keys(small.analyses)).toEqual(seen.slice(0, 7));
  });

  it('never deletes another account’s or another team’s analysis, nor an unknown or malformed id', async () => {
    for (const cookie of [stranger, chef, rival]) {
      const response = await remove(consultantAnalysis.id, cookie, 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'analysis.notFound', error: 'Analysis not found.' });
    }
    expect((await remove(teamAnalysis.id, rival)).statusCode).toBe(404);
    expect((await remove(teamAnalysis.id, camille)).statusCode).toBe(404);
    const member = await remove(teamAnalysis.id, membre, 'fr');
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(
      "Seul l'auteur de l'analyse ou un administrateur de l'équipe peut la supprimer.",
    );
    expect((await remove(randomUUID(), camille)).statusCode).toBe(404);
    expect((await remove('not-a-uuid', camille)).statusCode).toBe(400);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/analyses/${consultantAnalysis.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await get(`/api/analysis/${consultantAnalysis.id}`, camille)).statusCode).toBe(200);
    expect((await get(`/api/analysis/${teamAnalysis.id}`, analyste)).statusCode).toBe(200);
  });

  it('refuses to delete an analysis still running', async () => {
    const [row] = await context.database.query<{ id: string }>(
      `insert into analyses (request_id, owner_user_id, source_interface, status, language, jurisdiction,
         area, engine, model, metered)
       select gen_random_uuid(), owner_user_id, source_interface, 'running', language, jurisdiction,
         'En cours', engine, model, false from analyses where id = $1 returning id`,
      [consultantAnalysis.id],
    );
    const response = await remove(row?.id as string, camille, 'en');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('analyses.stillRunning');
  });

  it('deletes an owner’s analysis with its files, thumbnails and images; it is gone everywhere', async () => {
    const names = await storedNames(consultantAnalysis.id);
    expect(names.length).toBeGreaterThanOrEqual(4); // the photo, its thumbnail and normalised copy, the document
    const folder = join(context.config.dataDir, 'files');
    for (const name of names) expect(existsSync(join(folder, name))).toBe(true);
    const image = consultantAnalysis.files.find((file) => file.kind === 'image');
    expect((await get(image?.path as string, camille)).statusCode).toBe(200);

    const response = await remove(consultantAnalysis.id, camille);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, id: consultantAnalysis.id });

    for (const name of names) expect(existsSync(join(folder, name))).toBe(false);
    expect(await storedNames(consultantAnalysis.id)).toEqual([]);
    expect((await get(`/api/analysis/${consultantAnalysis.id}`, camille)).statusCode).toBe(404);
    expect((await get(`/api/analyses/${consultantAnalysis.id}/check`, camille)).statusCode).toBe(404);
    expect((await get(image?.path as string, camille)).statusCode).toBe(404);
    expect((await get(image?.thumbnailPath as string, camille)).statusCode).toBe(404);
    const mine = await list(camille, '?scope=mine&limit=100');
    expect(Object.keys(mine.analyses)).not.toContain(consultantAnalysis.id);
    expect((await remove(consultantAnalysis.id, camille)).statusCode).toBe(404);
  });

  it('lets a team admin delete a member’s saved analysis with its saved report', async () => {
    const [report] = await context.database.query<{ stored_name: string }>(
      'select stored_name from saved_reports where analysis_id = $1',
      [teamAnalysis.id],
    );
    const reportFile = join(context.config.dataDir, 'files', report?.stored_name as string);
    expect(existsSync(reportFile)).toBe(true);
    expect((await get(reportPath, analyste)).statusCode).toBe(200);

    expect((await remove(teamAnalysis.id, chef)).statusCode).toBe(200);

    expect(existsSync(reportFile)).toBe(false);
    expect((await get(reportPath, analyste)).statusCode).toBe(404);
    expect((await get(`/api/analysis/${teamAnalysis.id}`, analyste)).statusCode).toBe(404);
    for (const cookie of [chef, analyste, membre])
      expect(Object.keys((await list(cookie)).analyses)).toEqual([]);
    // The other team's saved analysis is untouched.
    expect(Object.keys((await list(rival)).analyses)).toEqual([rivalAnalysis.id]);
    expect((await get(`/api/analysis/${rivalAnalysis.id}`, rival)).statusCode).toBe(200);
  });
});

describe('imported PDF reports in the saved list', () => {
  let context: TestContext;
  // Two admins and an analyst of one team, another team's admin, a consultant.
  const people = {
    chef: { email: 'chef@usine.ca', tier: 'enterprise', team: 'Usine' },
    adjointe: { email: 'adjointe@usine.ca', tier: 'enterprise', team: 'Usine' },
    membre: { email: 'membre@usine.ca', tier: 'enterprise', team: 'Usine', role: 'member' },
    rival: { email: 'chef@rival.ca', tier: 'enterprise', team: 'Rival' },
    camille: { email: 'camille@conseil.ca', tier: 'conseiller' },
  } as const;
  let cookies: Record<keyof typeof people, string>;
  let analysisIds: string[];
  let reportIds: string[];
  let rivalReport: string;

  const list = async (cookie: string, query = '') => {
    const response = await context.app.inject({ url: `/api/analyses${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return analysesListResponseSchema.parse(response.json());
  };
  const importReport = async (cookie: string, description: string) => {
    const form = multipart(
      { category: 'analysis_report', description },
      [fixture('warehouse-description-en.pdf')],
      'file',
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/import-pdf-report',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  };
  const setCreatedAt = (table: 'analyses' | 'library_files', id: string, hoursAgo: number) =>
    context.database.query(
      `update ${table} set created_at = now() - make_interval(hours => $2) where id = $1`,
      [id, hoursAgo],
    );
  /** Every saved item a viewer sees, following the cursor `limit` at a time. */
  const allPages = async (cookie: string, limit: number) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await list(cookie, query);
      seen.push(...Object.keys(answer.analyses));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    return seen;
  };

  beforeAll(async () => {
    context = await createTestContext();
    cookies = await createSignedIn(context, people);
    const { chef, adjointe, rival } = cookies;
    const form = multipart(fields({ sourceInterface: 'enterprise' }), [fixture('soudure-atelier-fr.txt')]);
    const analysed = await context.app.inject({
      method: 'POST',
      url: '/api/analyze-risks',
      headers: { ...form.headers, cookie: chef },
      payload: form.payload,
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const first: string = analysed.json().analysisData.id;
    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/save-analysis',
      headers: { cookie: chef },
      payload: { analysisId: first },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A second saved analysis, a copy of the first.
    const [copy] = await context.database.query<{ id: string }>(
      `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
         jurisdiction, area, engine, model, metered, result, saved_to_standard)
       select gen_random_uuid(), owner_user_id, team_id, source_interface, status, language,
         jurisdiction, 'Copie', engine, model, metered, result, true
       from analyses where id = $1 returning id`,
      [first],
    );
    analysisIds = [first, copy?.id as string];
    reportIds = [await importReport(adjointe, 'Rapport 2023'), await importReport(chef, 'Rapport 2024')];
    rivalReport = await importReport(rival, 'Rapport rival');
    // Oldest to newest: analysis, report, analysis, report.
    await setCreatedAt('analyses', analysisIds[0] as string, 4);
    await setCreatedAt('library_files', reportIds[0] as string, 3);
    await setCreatedAt('analyses', analysisIds[1] as string, 2);
    await setCreatedAt('library_files', reportIds[1] as string, 1);
  }, 180_000);
  afterAll(() => context.close());

  it('lists the team’s imported reports with source imported_pdf, in date order with the analyses', async () => {
    const page = await list(cookies.chef);
    expect(Object.keys(page.analyses)).toEqual([reportIds[1], analysisIds[1], reportIds[0], analysisIds[0]]);
    expect(page.nextCursor).toBeNull();
    expect(page.analyses[reportIds[0] as string]).toMatchObject({
      type: 'pdf_report',
      source: 'imported_pdf',
      title: 'warehouse-description-en.pdf',
      description: 'Rapport 2023',
      files: [{ name: 'warehouse-description-en.pdf' }],
      fileNames: ['warehouse-description-en.pdf'],
      risksCount: 0,
      province: null,
      savedToStandard: true,
      // Any admin of the team may delete it, not only its uploader.
      canDelete: true,
    });
    expect(page.analyses[analysisIds[0] as string]).toMatchObject({ source: 'standard', type: 'analysis' });
    // A member (an analyst on the consultant screens) sees the team's reports but cannot delete them.
    const member = await list(cookies.membre);
    expect(Object.keys(member.analyses)).toEqual(Object.keys(page.analyses));
    expect(member.analyses[reportIds[0] as string]?.canDelete).toBe(false);
    // "My analyses" stays the viewer's own analyses.
    expect(Object.keys((await list(cookies.chef, '?scope=mine')).analyses)).toEqual([
      analysisIds[1],
      analysisIds[0],
    ]);
    expect(Object.keys((await list(cookies.membre, '?scope=mine')).analyses)).toEqual([]);
  });

  it('pages across analyses and reports without a gap or a repeat, even when they share a time', async () => {
    const all = [reportIds[1], analysisIds[1], reportIds[0], analysisIds[0]];
    for (const limit of [1, 2, 3]) expect(await allPages(cookies.chef, limit)).toEqual(all);
    // A report and an analysis made in the same microsecond are ordered by id.
    await context.database.query(
      'update library_files set created_at = (select created_at from analyses where id = $2) where id = $1',
      [reportIds[0], analysisIds[1]],
    );
    const tied = [reportIds[0] as string, analysisIds[1] as string].sort().reverse();
    const expected = [reportIds[1], ...tied, analysisIds[0]];
    for (const limit of [1, 2, 3, 50]) expect(await allPages(cookies.chef, limit)).toEqual(expected);
  });

  it('never shows a team’s reports to another team or to a consultant', async () => {
    const theirs = Object.keys((await list(cookies.rival)).analyses);
    expect(theirs).toEqual([rivalReport]);
    expect(Object.keys((await list(cookies.camille)).analyses)).toEqual([]);
    expect(Object.keys((await list(cookies.camille, '?scope=mine')).analyses)).toEqual([]);
    const refused = await context.app.inject({
      method: 'DELETE',
      url: `/api/pdf-reports/${reportIds[0]}`,
      headers: { cookie: cookies.rival },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('drops a report from the list once deleted', async () => {
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/pdf-reports/${reportIds[0]}`,
      headers: { cookie: cookies.chef },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = Object.keys((await list(cookies.chef)).analyses);
    expect(left).not.toContain(reportIds[0]);
    expect(left).toHaveLength(3);
    expect(Object.keys((await list(cookies.rival)).analyses)).toEqual([rivalReport]);
  });
});
