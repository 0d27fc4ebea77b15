import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import { signInThroughUi, variantOf } from './support/session';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'analysis');

const TEXT = {
  fr: {
    files: /Fichiers importés \(\d+\)/,
    question: "Question d'analyse",
    analyze: 'Analyser',
    ask: 'Qui nettoie la cuve de fermentation et que dire du gaz carbonique ?',
    fixture: {
      file: 'brasserie-description-fr.docx',
      extension: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    sources: 'Sources',
    pdf: 'Télécharger le PDF',
    select: (name: string) => `Sélectionner « ${name} »`,
    remove: (name: string) => `Supprimer « ${name} »`,
    noSelection: "Veuillez sélectionner au moins un élément pour l'analyse.",
    deleted: 'Supprimé avec succès',
  },
  en: {
    files: /Imported Files \(\d+\)/,
    question: 'Analysis question',
    analyze: 'Analyze',
    ask: 'What forklift risks are there in the warehouse?',
    fixture: { file: 'warehouse-description-en.pdf', extension: 'pdf', mimeType: 'application/pdf' },
    sources: 'Sources',
    pdf: 'Download PDF',
    select: (name: string) => `Select “${name}”`,
    remove: (name: string) => `Delete “${name}”`,
    noSelection: 'Please select at least one item for analysis.',
    deleted: 'Deleted successfully',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];
  test.describe(`the assistant in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('an admin imports a file, asks a question about it, follows a citation, gets the PDF and deletes the file', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const variant = variantOf(testInfo, language);
      await signInThroughUi(page, language, e2eAccounts.adminFor(variant));
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/gemini');
      await expect(page.getByRole('heading', { level: 1, name: 'Direct Gemini' })).toBeVisible();

      // Without a selection the question is refused with the spec's message.
      await page.getByLabel(text.question).fill(text.ask);
      await page.getByRole('button', { name: text.analyze }).click();
      await expect(page.getByTestId('toast')).toContainText(text.noSelection);

      await page.getByRole('tab', { name: text.files }).click();
      const name = `lieu-${variant}-${Date.now()}.${text.fixture.extension}`;
      await page.getByTestId('upload-imported').setInputFiles({
        name,
        mimeType: text.fixture.mimeType,
        buffer: readFileSync(join(FIXTURES, text.fixture.file)),
      });
      const list = page.getByTestId('tab-files');
      await expect(list.getByText(name)).toBeVisible();
      await list.getByRole('checkbox', { name: text.select(name) }).click();
      await expect(page.getByTestId('selection-banner')).toContainText('1');
      await expectAccessible(page);

      await page.getByRole('button', { name: text.analyze }).click();
      const card = page.getByTestId('answer-card');
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card.getByTestId('answer-sources')).toContainText(name);
      const citation = card.getByTestId('answer-text').getByRole('link').first();
      await expect(citation).toHaveAttribute('href', /\/api\/imported-files\/.+\/download$/);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`assistant-${variant}.png`), fullPage: true });
      await expectAccessible(page);

      const pdfHref = await card.getByRole('link', { name: text.pdf }).getAttribute('href');
      const pdf = await page.request.get(pdfHref ?? '');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      page.once('dialog', (dialog) => dialog.accept());
      await list.getByRole('button', { name: text.remove(name) }).click();
      await expect(page.getByTestId('toast')).toContainText(text.deleted);
      await expect(list.getByText(name)).toHaveCount(0);
    });
  });
}
