import { readFileSync } from 'node:fs';
import { e2eAccounts } from './support/accounts';
import { analyse } from './support/analyses';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import { signInThroughUi, variantOf } from './support/session';

const TEXT = {
  fr: {
    mine: 'Mes analyses',
    saved: 'Analyses sauvegardées',
    open: (area: string) => `Ouvrir l'analyse « ${area} »`,
    pdf: (area: string) => `Télécharger le rapport PDF de « ${area} »`,
    remove: (area: string) => `Supprimer l'analyse « ${area} »`,
    resultsTitle: "Résultats de l'analyse",
    dashboard: 'Tableau de bord',
    confirmTitle: 'Supprimer cette analyse ?',
    cancel: 'Annuler',
    confirm: 'Supprimer définitivement',
    deleted: 'Analyse supprimée.',
    risks: 'risques',
    more: "Afficher plus d'analyses",
  },
  en: {
    mine: 'My analyses',
    saved: 'Saved analyses',
    open: (area: string) => `Open the analysis “${area}”`,
    pdf: (area: string) => `Download the PDF report of “${area}”`,
    remove: (area: string) => `Delete the analysis “${area}”`,
    resultsTitle: 'Analysis results',
    dashboard: 'Dashboard',
    confirmTitle: 'Delete this analysis?',
    cancel: 'Cancel',
    confirm: 'Delete for good',
    deleted: 'Analysis deleted.',
    risks: 'risks',
    more: 'Show more analyses',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`analysis lists in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('a consultant finds an analysis from an earlier visit in “My analyses”, opens it, gets its PDF and deletes it', async ({
      page,
      context,
    }, testInfo) => {
      test.setTimeout(120_000);
      const variant = variantOf(testInfo, language);
      const area = `Entrepôt ${variant} ${Date.now()}`;
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      const id = await analyse(page, { language, area, url: '/api/analyze-conseiller-sst' });

      // The tab that made it is gone; a new one finds it again.
      const later = await context.newPage();
      await page.close();
      await later.goto('/conseiller-sst');
      const list = later.getByTestId('analyses-mine');
      await expect(list.getByRole('heading', { name: text.mine })).toBeVisible();
      const item = list.locator(`[data-id="${id}"]`);
      await expect(item).toContainText(area);
      await item.scrollIntoViewIfNeeded();
      await expectAccessible(later);
      await later.screenshot({ path: testInfo.outputPath(`my-analyses-${variant}.png`), fullPage: true });

      await item.getByRole('link', { name: text.open(area) }).click();
      await expect(later).toHaveURL(new RegExp(`/conseiller-sst-analysis-results\\?id=${id}$`));
      await expect(later.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();
      // The results screen's Dashboard button leads a consultant back to the list.
      await later.getByRole('link', { name: text.dashboard }).click();
      await expect(later).toHaveURL(/\/conseiller-sst#my-analyses$/);
      await expect(list.locator(`[data-id="${id}"]`)).toBeInViewport();

      const [download] = await Promise.all([
        later.waitForEvent('download'),
        item.getByRole('link', { name: text.pdf(area) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^rapport_analyse_sst_${id}_.*\\.pdf$`));
      expect(
        readFileSync((await download.path()) as string)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // Deleting asks first; Cancel keeps it.
      await item.getByRole('button', { name: text.remove(area) }).click();
      const dialog = later.getByRole('dialog', { name: text.confirmTitle });
      await expect(dialog).toContainText(area);
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(item).toBeVisible();
      await item.getByRole('button', { name: text.remove(area) }).click();
      await later.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
      await expect(later.getByTestId('toast')).toContainText(text.deleted);
      await expect(item).toHaveCount(0);
      expect((await later.request.get(`/api/analysis/${id}`)).status()).toBe(404);
      await later.reload();
      await expect(list.getByRole('heading', { name: text.mine })).toBeVisible();
      await expect(list.locator(`[data-id="${id}"]`)).toHaveCount(0);
    });

    test('a consultant with one analysis more than a page sees 50, then the oldest with “Show more”', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const variant = variantOf(testInfo, language);
      await signInThroughUi(page, language, e2eAccounts.listsFor(variant));
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      const list = page.getByTestId('analyses-mine');
      const items = list.getByTestId('analysis-item');
      await expect(items).toHaveCount(50);
      await expect(items.first().getByText('Chantier 51', { exact: true })).toBeVisible();
      await expect(list.getByText('Chantier 1', { exact: true })).toHaveCount(0);
      const more = list.getByRole('button', { name: text.more });
      await more.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`list-more-${variant}.png`) });
      await more.click();
      await expect(items).toHaveCount(51);
      await expect(items.last().getByText('Chantier 1', { exact: true })).toBeVisible();
      // The whole list is shown: nothing more to ask for.
      await expect(more).toHaveCount(0);
      await expectAccessible(page);
    });

    test('an enterprise dashboard lists the team’s saved analyses, not the unsaved ones, and deletes one', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const variant = variantOf(testInfo, language);
      await signInThroughUi(page, language, e2eAccounts.adminFor(variant));
      await expect(page).toHaveURL(/\/dashboard$/);
      const savedArea = `Quai ${variant} ${Date.now()}`;
      const savedId = await analyse(page, { language, area: savedArea, url: '/api/analyze-risks' });
      const draftId = await analyse(page, {
        language,
        area: `Brouillon ${variant}`,
        url: '/api/analyze-risks',
      });
      const save = await page.request.post('/api/save-analysis', { data: { analysisId: savedId } });
      expect(save.status()).toBe(200);

      await page.reload();
      const list = page.getByTestId('analyses-saved');
      await expect(list.getByRole('heading', { name: text.saved })).toBeVisible();
      const item = list.locator(`[data-id="${savedId}"]`);
      await expect(item).toContainText(savedArea);
      await expect(item).toContainText(text.risks);
      await expect(list.locator(`[data-id="${draftId}"]`)).toHaveCount(0);
      await expectAccessible(page);
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`dashboard-saved-${variant}.png`), fullPage: true });

      await item.getByRole('link', { name: text.open(savedArea) }).click();
      await expect(page).toHaveURL(new RegExp(`/analysis-results\\?id=${savedId}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();

      // The admin deletes it from the dashboard; the tab's latest result forgets it too.
      const stored = await (await page.request.get(`/api/analysis/${savedId}`)).text();
      await page.evaluate((value) => sessionStorage.setItem('analysisData', value), stored);
      await page.goto('/dashboard');
      await list
        .locator(`[data-id="${savedId}"]`)
        .getByRole('button', { name: text.remove(savedArea) })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
      await expect(page.getByTestId('toast')).toContainText(text.deleted);
      await expect(list.locator(`[data-id="${savedId}"]`)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('analysisData'))).toBeNull();
      expect((await page.request.get(`/api/analysis/${savedId}`)).status()).toBe(404);
    });
  });
}
