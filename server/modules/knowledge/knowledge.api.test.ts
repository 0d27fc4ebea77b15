import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hazardsResponseSchema,
  jurisdictionsResponseSchema,
  regulationsResponseSchema,
  sectorsResponseSchema,
} from '../../../common/contract/knowledge';
import { hazards } from '../../../common/domain/hazards';
import { createTestContext, type TestContext } from '../../test/test-app';
import { matchesEtag } from './knowledge.cache';

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

describe('the knowledge API', () => {
  let context: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('lists the 14 jurisdictions in both languages, Quebec first and the federal one last', async () => {
    const response = await get('/api/jurisdictions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const { jurisdictions } = jurisdictionsResponseSchema.parse(response.json());
    expect(jurisdictions).toHaveLength(14);
    expect(jurisdictions.map((jurisdiction) => jurisdiction.code)).toEqual([
      'QC',
      'ON',
      'BC',
      'AB',
      'SK',
      'MB',
      'NB',
      'NS',
      'PE',
      'NL',
      'YT',
      'NT',
      'NU',
      'FEDERAL',
    ]);
    const quebec = jurisdictions[0];
    expect(quebec?.agency.fr).toBe('CNESST');
    expect(quebec?.fullName.en).toBe(
      'Commission des normes, de l’équité, de la santé et de la sécurité du travail',
    );
    expect(quebec?.analysisLaws.fr[0]).toContain('Loi sur la santé et la sécurité du travail');
    expect(quebec?.analysisLaws.en[0]).toContain('Act respecting occupational health and safety');
    expect(quebec?.color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('serves the sector taxonomy: the spec’s 8 main sectors and issue 12’s 9, each with sub-sectors and activities', async () => {
    const response = await get('/api/sectors');
    expect(response.statusCode).toBe(200);
    const { sectors } = sectorsResponseSchema.parse(response.json());
    expect(sectors).toHaveLength(17);
    const subSectors = sectors.flatMap((sector) => sector.subSectors);
    expect(subSectors).toHaveLength(81);
    expect(subSectors.flatMap((subSector) => subSector.activities)).toHaveLength(372);
    const construction = sectors.find((sector) => sector.id === 'construction');
    expect(construction?.name).toEqual({ fr: expect.any(String), en: expect.any(String) });
    expect(construction?.subSectors[0]?.id).toMatch(/^construction\./);
  });

  it("serves one jurisdiction's provisions, with exactly one general duty", async () => {
    const response = await get('/api/regulations?jurisdiction=QC');
    expect(response.statusCode).toBe(200);
    const answer = regulationsResponseSchema.parse(response.json());
    expect(answer.jurisdiction).toBe('QC');
    expect(answer.provisions).toHaveLength(34);
    expect(answer.provisions.every((provision) => provision.jurisdiction === 'QC')).toBe(true);
    expect(answer.provisions.filter((provision) => provision.kind === 'general-duty')).toHaveLength(1);
    expect(answer.provisions.every((provision) => provision.url.startsWith('https://'))).toBe(true);
    // Issue 12 item 6: a reviewer sees where the link lands and when it was checked.
    const duty = answer.provisions.find((provision) => provision.kind === 'general-duty');
    expect(duty).toMatchObject({ linkScope: 'section', url: expect.stringContaining('#se:51') });
    expect(duty?.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('accepts a jurisdiction code in any case', async () => {
    const response = await get('/api/regulations?jurisdiction=federal');
    expect(response.statusCode).toBe(200);
    expect(response.json().jurisdiction).toBe('FEDERAL');
  });

  it('serves the hazards as id, name, family and description, without the heavy fields', async () => {
    const response = await get('/api/hazards');
    expect(response.statusCode).toBe(200);
    const answer = hazardsResponseSchema.parse(response.json());
    expect(answer.hazards).toHaveLength(hazards.length);
    expect(answer.families).toHaveLength(18);
    const noise = response.json().hazards.find((hazard: { id: string }) => hazard.id === 'noise');
    expect(Object.keys(noise).sort()).toEqual(['description', 'family', 'id', 'name']);
    const families = new Set(answer.families.map((family) => family.id));
    expect(answer.hazards.every((hazard) => families.has(hazard.family))).toBe(true);
  });

  for (const url of [
    '/api/jurisdictions',
    '/api/sectors',
    '/api/hazards',
    '/api/regulations?jurisdiction=ON',
  ]) {
    it(`lets browsers cache ${url} and answers 304 when the ETag matches`, async () => {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe(CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);

      const again = await get(url);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);

      const notModified = await get(url, { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe(CACHE_CONTROL);

      const stale = await get(url, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });
  }

  it('gives each resource its own ETag, and each jurisdiction its own', async () => {
    const etags = await Promise.all(
      ['/api/jurisdictions', '/api/sectors', '/api/hazards', '/api/regulations?jurisdiction=QC'].map(
        async (url) => (await get(url)).headers.etag,
      ),
    );
    etags.push((await get('/api/regulations?jurisdiction=NU')).headers.etag);
    expect(new Set(etags).size).toBe(5);
  });

  it('answers the same bytes whatever the language, so one cached copy serves both', async () => {
    const french = await get('/api/jurisdictions', { 'accept-language': 'fr-CA' });
    const english = await get('/api/jurisdictions', { 'accept-language': 'en-CA' });
    expect(english.body).toBe(french.body);
    expect(english.headers.etag).toBe(french.headers.etag);
  });

  it('refuses an unknown jurisdiction code with a 400 in French by default', async () => {
    const response = await get('/api/regulations?jurisdiction=XX');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'knowledge.unknownJurisdiction',
      error: expect.stringContaining('Juridiction inconnue'),
    });
    expect(response.headers['cache-control']).not.toBe(CACHE_CONTROL);
  });

  it('refuses a missing jurisdiction code, in English when asked', async () => {
    const response = await get('/api/regulations', { 'accept-language': 'en-CA,en;q=0.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'knowledge.unknownJurisdiction',
      error: expect.stringContaining('Unknown or missing jurisdiction'),
    });
    const viaQuery = await get('/api/regulations?jurisdiction=FED&lang=en');
    expect(viaQuery.json().error).toContain('Unknown or missing jurisdiction');
  });
});

describe('If-None-Match', () => {
  const etag = '"abc"';
  it('matches the ETag itself, its weak form, a list holding it, or *', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", "abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });
  it('does not match another ETag, an unquoted one, or no header', () => {
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag('abc', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
