import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];

/** Opens pages with the language already chosen, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
  }, language);
}

/** Fails on any serious or critical accessibility violation of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

export const test = base;
export { expect };
