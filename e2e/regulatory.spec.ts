import type { Page } from '@playwright/test';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';

const CNESST = 'Commission des normes, de l’équité, de la santé et de la sécurité du travail';
const QC_REGULATION = {
  fr: 'Règlement sur la santé et la sécurité du travail (RSST), RLRQ c. S-2.1, r. 13',
  en: 'Regulation respecting occupational health and safety (ROHS), CQLR c. S-2.1, r. 13',
} as const;

const TEXT = {
  fr: {
    title: 'Cadre réglementaire canadien',
    quebec: 'Québec',
    ontario: 'Ontario',
    federal: 'Fédéral',
    federalAgency: 'Programme du travail, EDSC',
    federalLaw: 'Code canadien du travail',
    hint: 'Sélectionnez une province, un territoire ou le cercle FED',
    c45: 'Projet de loi C-45 (L.C. 2003, ch. 21) — art. 217.1 du Code criminel',
    alias: "souvent appelée « loi C-21 », d'après son numéro de chapitre",
    c45Url: 'https://laws-lois.justice.gc.ca/fra/lois/C-46/index.html',
    credit: 'Victor Cazanave',
  },
  en: {
    title: 'Canadian regulatory framework',
    quebec: 'Quebec',
    ontario: 'Ontario',
    federal: 'Federal',
    federalAgency: 'Labour Program, ESDC',
    federalLaw: 'Canada Labour Code',
    hint: 'Select a province, a territory or the FED circle',
    c45: 'Bill C-45 (S.C. 2003, c. 21), Criminal Code s. 217.1',
    alias: 'often called « loi C-21 »',
    c45Url: 'https://laws-lois.justice.gc.ca/eng/acts/c-46/section-217.1.html',
    credit: 'Victor Cazanave',
  },
} as const;

async function openPage(page: Page) {
  // Smooth scrolling (the panel scrolls into view on phones) would only slow the clicks down.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/canadian-regulatory');
  // The map loads after the page's text: tabbing earlier would walk past where it will be.
  await expect(page.getByTestId('map-QC')).toBeVisible();
}

/** Tabs from the top of the page until a shape of the map has the focus. */
async function tabToMap(page: Page): Promise<string | null> {
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press('Tab');
    const testId = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    if (testId.startsWith('map-')) return testId;
  }
  return null;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];
  const other = language === 'fr' ? 'en' : 'fr';

  test.describe(`the regulatory framework page in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('shows its heading, the map with its credit, the C-45 notice and 14 jurisdictions', async ({
      page,
    }) => {
      await openPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByTestId('canada-map')).toBeVisible();
      const credit = page.getByTestId('map-credit');
      await expect(credit).toContainText(text.credit);
      await expect(credit).toContainText('CC BY 4.0');
      await expect(credit.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      );
      const notice = page.getByTestId('due-diligence-notice');
      await expect(notice.getByTestId('c45-label')).toHaveText(text.c45);
      await expect(notice.getByTestId('c21-alias')).toContainText(text.alias);
      const link = notice.getByTestId('c45-link');
      await expect(link).toHaveAttribute('href', text.c45Url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(page.getByTestId('jurisdiction-card')).toHaveCount(14);
      await expect(page.getByTestId('jurisdiction-panel')).toContainText(text.hint);
      await expect(page.getByText('{{')).toHaveCount(0);
      await expectAccessible(page);
    });

    test("clicking Quebec opens the CNESST's panel and clicking it again closes it", async ({ page }) => {
      await openPage(page);
      const quebec = page.getByRole('button', { name: text.quebec, exact: true });
      await expect(quebec).toHaveAttribute('aria-pressed', 'false');
      await quebec.click();
      await expect(quebec).toHaveAttribute('aria-pressed', 'true');
      const panel = page.getByTestId('jurisdiction-panel');
      await expect(panel.getByTestId('panel-name')).toHaveText(text.quebec);
      await expect(panel.getByTestId('panel-full-name')).toHaveText(CNESST);
      await expect(panel).toContainText('CNESST');
      const laws = panel.getByTestId('panel-analysis-laws');
      await expect(laws).toContainText(QC_REGULATION[language]);
      await expect(laws).not.toContainText(QC_REGULATION[other]);
      const website = panel.getByTestId('panel-website');
      await expect(website).toHaveAttribute('href', 'https://www.cnesst.gouv.qc.ca');
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', /noopener/);
      await expectAccessible(page);

      await quebec.click();
      await expect(quebec).toHaveAttribute('aria-pressed', 'false');
      await expect(panel).not.toContainText(CNESST);
      await expect(panel).toContainText(text.hint);
    });

    test('the FED circle opens the federal panel, and another shape replaces it', async ({ page }) => {
      await openPage(page);
      await page.getByTestId('map-FEDERAL').click();
      const panel = page.getByTestId('jurisdiction-panel');
      await expect(panel.getByTestId('panel-name')).toHaveText(text.federal);
      await expect(panel).toContainText(text.federalAgency);
      await expect(panel).toContainText(text.federalLaw);
      await expect(page.getByRole('button', { name: text.federal, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.getByTestId('map-ON').click();
      await expect(panel.getByTestId('panel-name')).toHaveText(text.ontario);
      await expect(page.getByTestId('map-FEDERAL')).toHaveAttribute('aria-pressed', 'false');
      await page.getByTestId('panel-close').click();
      await expect(panel).toContainText(text.hint);
    });

    test('works with the keyboard: Tab to a province, Enter or Space opens, Escape closes', async ({
      page,
    }) => {
      await openPage(page);
      expect(await tabToMap(page)).toBe('map-QC');
      const quebec = page.getByTestId('map-QC');
      await expect(quebec).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(quebec).toHaveAttribute('aria-pressed', 'true');
      const panel = page.getByTestId('jurisdiction-panel');
      await expect(panel.getByTestId('panel-full-name')).toHaveText(CNESST);
      await page.keyboard.press('Escape');
      await expect(quebec).toHaveAttribute('aria-pressed', 'false');
      await expect(panel).toContainText(text.hint);
      await expect(quebec).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(page.getByTestId('map-ON')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(panel.getByTestId('panel-name')).toHaveText(text.ontario);
      await page.keyboard.press('Space');
      await expect(panel).toContainText(text.hint);
    });
  });
}

test('the laws used for analysis follow the language of the page', async ({ page }) => {
  await useLanguage(page, 'fr');
  await openPage(page);
  await page.getByTestId('map-QC').click();
  const laws = page.getByTestId('panel-analysis-laws');
  await expect(laws).toContainText(QC_REGULATION.fr);

  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(laws).toContainText(QC_REGULATION.en);
  await expect(laws).not.toContainText(QC_REGULATION.fr);
  await expect(page.getByRole('button', { name: 'Quebec', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
