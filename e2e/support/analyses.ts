import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type Language } from './fixtures';

export const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'analysis');

/** A fixture file as Playwright sends it in a form or to a file input. */
export const fixtureFile = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(join(FIXTURES, name)),
});

/** Runs an analysis through the API (the form is tested in analysis.spec.ts) and returns its id. */
export async function analyse(
  page: Page,
  options: { language: Language; area: string; url: '/api/analyze-conseiller-sst' | '/api/analyze-risks' },
) {
  const response = await page.request.post(options.url, {
    headers: { 'accept-language': options.language },
    multipart: {
      requestId: crypto.randomUUID(),
      area: options.area,
      jurisdiction: 'QC',
      language: options.language === 'fr' ? 'français' : 'english',
      sourceInterface: options.url.endsWith('risks') ? 'enterprise' : 'conseiller-sst',
      files: fixtureFile('warehouse-description-en.pdf', 'application/pdf'),
    },
    timeout: 90_000,
  });
  expect(response.status()).toBe(200);
  return (await response.json()).analysisData.id as string;
}
