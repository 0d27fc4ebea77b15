import { readFileSync } from 'node:fs';
import type { Dialog, Page } from '@playwright/test';
import { e2eAccounts } from './support/accounts';
import { analyse, fixtureFile } from './support/analyses';
import { expect, expectAccessible, LANGUAGES, type Language, test, useLanguage } from './support/fixtures';
import { signInThroughUi, variantOf } from './support/session';

const TEXT = {
  fr: {
    history: /Historique \(\d+\)/,
    files: /Fichiers importés \(\d+\)/,
    reports: /Rapports d'analyse \(\d+\)/,
    regulatory: /Références réglementaires \(\d+\)/,
    analyze: 'Analyser',
    ask: 'Quels risques de chariots élévateurs et de nettoyage de la cuve de fermentation reviennent ?',
    file: {
      name: 'brasserie-description-fr.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    prefill: /^Analyse complémentaire de 1 analyse\(s\) et 1 fichier\(s\) importé\(s\)/,
    select: (name: string) => `Sélectionner « ${name} »`,
    selectAnalysis: (area: string) => `Sélectionner « ${area} » pour l'assistant`,
    remove: (name: string) => `Supprimer « ${name} »`,
    generate: /^Générer le rapport de « .+ » \(PDF et TXT\)$/,
    selected: '2 éléments sélectionnés',
    cancel: 'Annuler',
    use: "Utiliser pour l'analyse",
    saved: "Analyse enregistrée dans les rapports d'analyse",
    downloadPdf: 'Télécharger le PDF',
    confirmFile: 'Supprimer ce fichier ?',
    confirmReport: "Supprimer ce rapport d'analyse ?",
    confirmReference: 'Supprimer cette référence réglementaire ?',
    autoSelect:
      "Aucun élément n'est sélectionné. Sélectionner automatiquement tous les éléments disponibles ?",
    noSelection: "Veuillez sélectionner au moins un élément pour l'analyse.",
    pdfOnly: 'Seuls les fichiers PDF sont acceptés',
    imported: '1 fichier importé avec succès',
    importedPdf: 'PDF importé',
    importRun: 'Importer 1 fichier',
    clearAll: 'Tout effacer',
    deleted: 'Supprimé avec succès',
  },
  en: {
    history: /History \(\d+\)/,
    files: /Imported Files \(\d+\)/,
    reports: /Analysis Reports \(\d+\)/,
    regulatory: /Regulatory References \(\d+\)/,
    analyze: 'Analyze',
    ask: 'Which forklift risks recur and which measures are missing?',
    file: { name: 'warehouse-description-en.pdf', mimeType: 'application/pdf' },
    prefill: /^Complementary analysis of 1 analysis\(es\) and 1 imported file\(s\)/,
    select: (name: string) => `Select “${name}”`,
    selectAnalysis: (area: string) => `Select “${area}” for the assistant`,
    remove: (name: string) => `Delete “${name}”`,
    generate: /^Generate the report of “.+” \(PDF and TXT\)$/,
    selected: '2 items selected',
    cancel: 'Cancel',
    use: 'Use for Analysis',
    saved: 'Analysis saved to Analysis Reports',
    downloadPdf: 'Download PDF',
    confirmFile: 'Delete this file?',
    confirmReport: 'Delete this analysis report?',
    confirmReference: 'Delete this regulatory reference?',
    autoSelect: 'Nothing is selected. Select every available item automatically?',
    noSelection: 'Please select at least one item for analysis.',
    pdfOnly: 'Only PDF files are accepted',
    imported: '1 file imported successfully',
    importedPdf: 'Imported PDF',
    importRun: 'Import 1 file',
    clearAll: 'Clear All',
    deleted: 'Deleted successfully',
  },
} as const;

/** Answers every browser dialog as `answer` says and keeps what each one asked. */
function answerDialogs(page: Page, answer: (dialog: Dialog) => 'accept' | 'dismiss') {
  const asked: string[] = [];
  const handler = (dialog: Dialog) => {
    asked.push(dialog.message());
    void (answer(dialog) === 'accept' ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', handler);
  return { asked, stop: () => page.off('dialog', handler) };
}

async function deleteItem(page: Page, list: string, name: string, language: Language, confirm: string) {
  const dialogs = answerDialogs(page, () => 'accept');
  await page
    .getByTestId(list)
    .getByRole('button', { name: TEXT[language].remove(name) })
    .click();
  await expect(page.getByTestId('toast').last()).toContainText(TEXT[language].deleted);
  await expect(page.getByTestId(list).getByText(name)).toHaveCount(0);
  dialogs.stop();
  expect(dialogs.asked).toEqual([confirm]);
}

for (const language of LANGUAGES) {
  const text = TEXT[language];
  test.describe(`the assistant in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('a dashboard selection is questioned in the assistant, saved into Analysis Reports and reported as PDF then TXT', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const variant = variantOf(testInfo, language);
      await signInThroughUi(page, language, e2eAccounts.adminFor(variant));
      await expect(page).toHaveURL(/\/dashboard$/);
      const area = `Entrepôt ${variant} ${Date.now()}`;
      const analysisId = await analyse(page, { language, area, url: '/api/analyze-risks' });
      expect((await page.request.post('/api/save-analysis', { data: { analysisId } })).status()).toBe(200);
      const fileName = `lieu-${variant}-${Date.now()}-${text.file.name}`;
      const uploaded = await page.request.post('/api/upload-file', {
        multipart: {
          type: 'imported',
          file: { ...fixtureFile(text.file.name, text.file.mimeType), name: fileName },
        },
      });
      expect(uploaded.status()).toBe(200);

      // The dashboard: select an analysis and a file; Cancel clears, 'Use for Analysis' hands them over.
      await page.reload();
      const analysisBox = page
        .getByTestId('analyses-saved')
        .getByRole('checkbox', { name: text.selectAnalysis(area) });
      const fileBox = page
        .getByTestId('dashboard-files')
        .getByRole('checkbox', { name: text.select(fileName) });
      await analysisBox.click();
      await fileBox.click();
      const bar = page.getByTestId('selection-bar');
      await expect(bar).toContainText(text.selected);
      await bar.getByRole('button', { name: text.cancel }).click();
      await expect(bar).toHaveCount(0);
      await expect(analysisBox).not.toBeChecked();
      await analysisBox.click();
      await fileBox.click();
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`dashboard-selection-${variant}.png`),
        fullPage: true,
      });
      await bar.getByRole('button', { name: text.use }).click();

      // The assistant: the preloaded context and its question, used once.
      await expect(page).toHaveURL(/\/gemini$/);
      const preloaded = page.getByTestId('preloaded');
      await expect(preloaded).toContainText(area);
      await expect(preloaded).toContainText(fileName);
      const question = page.getByTestId('assistant-question');
      await expect(question).toHaveValue(text.prefill);
      expect(await page.evaluate(() => localStorage.getItem('selectedAnalyses'))).toBeNull();
      await question.fill(text.ask);
      const answered = page.waitForResponse('**/api/gemini/analyze-consolidated');
      await page.getByRole('button', { name: text.analyze }).click();
      const answerId = (await (await answered).json()).analysisId as string;
      const card = page.getByTestId('answer-card');
      await expect(card).toBeVisible({ timeout: 30_000 });
      const sources = card.getByTestId('answer-sources');
      await expect(sources).toContainText(fileName);
      await expect(sources).toContainText(area);
      await expect(card.getByTestId('answer-text').getByRole('link').first()).toHaveAttribute(
        'href',
        /\/(api\/imported-files\/.+\/download|analysis-results\?id=.+)$/,
      );
      await expect(preloaded).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`assistant-answer-${variant}.png`), fullPage: true });
      await expectAccessible(page);

      // PDF Actions → Download PDF.
      await card.getByTestId('pdf-actions').click();
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: text.downloadPdf }).click(),
      ]);
      expect(
        readFileSync((await pdf.path()) as string)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The recent result saved into Analysis Reports.
      await page.getByTestId('recent-save').click();
      await expect(page.getByTestId('toast').last()).toContainText(text.saved);
      await page.getByRole('tab', { name: text.reports }).click();
      await expect(page.getByTestId('tab-reports')).toContainText(text.ask.slice(0, 40));

      // History: 'generate report' downloads the PDF, then the TXT a second later.
      await page.getByRole('tab', { name: text.history }).click();
      const item = page.getByTestId('tab-history').locator(`[data-id="${answerId}"]`);
      await expect(item).toBeVisible();
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));
      await item.getByRole('button', { name: text.generate }).click();
      await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
      expect(downloads[0]).toMatch(/\.pdf$/);
      expect(downloads[1]).toMatch(/\.txt$/);
    });

    test('each tab uploads, downloads and deletes its items; Analyze with nothing selected asks first', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const variant = variantOf(testInfo, language);
      const stamp = Date.now();
      await signInThroughUi(page, language, e2eAccounts.adminFor(variant));
      await page.goto('/gemini');
      await expect(page.getByRole('heading', { level: 1, name: 'Direct Gemini' })).toBeVisible();

      // Imported Files: the PDF tile and the Word tile; download; delete asks first.
      await page.getByRole('tab', { name: text.files }).click();
      const pdfName = `tuile-pdf-${variant}-${stamp}.pdf`;
      const wordName = `tuile-word-${variant}-${stamp}.docx`;
      await page
        .getByTestId('upload-imported-pdf')
        .setInputFiles({ ...fixtureFile('warehouse-description-en.pdf', 'application/pdf'), name: pdfName });
      await expect(page.getByTestId('list-imported').getByText(pdfName)).toBeVisible();
      await page.getByTestId('upload-imported-word').setInputFiles({
        ...fixtureFile(
          'brasserie-description-fr.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
        name: wordName,
      });
      await expect(page.getByTestId('list-imported').getByText(wordName)).toBeVisible();
      await expect(page.getByTestId('toast').last()).toContainText(text.imported);
      const href = await page
        .getByTestId('list-imported')
        .locator('li', { hasText: pdfName })
        .getByRole('link')
        .getAttribute('href');
      const download = await page.request.get(href ?? '');
      expect((await download.body()).equals(fixtureFile('warehouse-description-en.pdf', '').buffer)).toBe(
        true,
      );
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`assistant-files-${variant}.png`), fullPage: true });
      await deleteItem(page, 'list-imported', wordName, language, text.confirmFile);

      // Regulatory References: the Photos tile.
      await page.getByRole('tab', { name: text.regulatory }).click();
      const photoName = `affiche-${variant}-${stamp}.jpg`;
      await page
        .getByTestId('upload-regulatory-photos')
        .setInputFiles({ ...fixtureFile('sign-espace-clos-fr.jpg', 'image/jpeg'), name: photoName });
      await expect(page.getByTestId('list-regulatory').getByText(photoName)).toBeVisible();
      await deleteItem(page, 'list-regulatory', photoName, language, text.confirmReference);

      // Analysis Reports: the Import PDF modal refuses anything but a PDF.
      await page.getByRole('tab', { name: text.reports }).click();
      await page.getByTestId('open-import-pdf').click();
      const modal = page.getByRole('dialog');
      await modal
        .getByTestId('import-pdf')
        .setInputFiles(fixtureFile('soudure-atelier-fr.txt', 'text/plain'));
      await expect(page.getByTestId('toast').last()).toContainText(text.pdfOnly);
      const reportName = `rapport-${variant}-${stamp}.pdf`;
      await modal.getByTestId('import-pdf').setInputFiles({
        ...fixtureFile('warehouse-description-en.pdf', 'application/pdf'),
        name: reportName,
      });
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`assistant-import-${variant}.png`) });
      await modal.getByRole('button', { name: text.importRun }).click();
      await expect(modal).toHaveCount(0);
      const reportItem = page.getByTestId('tab-reports').locator('li', { hasText: reportName });
      await expect(reportItem).toContainText(text.importedPdf);
      await deleteItem(page, 'tab-reports', reportName, language, text.confirmReport);

      // Nothing selected: declining the auto-selection gives the spec's alert.
      await page.getByRole('button', { name: text.clearAll }).click();
      await page.getByTestId('assistant-question').fill(text.ask);
      const declined = answerDialogs(page, (dialog) => (dialog.type() === 'confirm' ? 'dismiss' : 'accept'));
      await page.getByRole('button', { name: text.analyze }).click();
      await expect.poll(() => declined.asked.length).toBe(2);
      declined.stop();
      expect(declined.asked).toEqual([text.autoSelect, text.noSelection]);
      await expect(page.getByTestId('answer-card')).toHaveCount(0);

      // Accepting selects everything available and asks the question.
      const accepted = answerDialogs(page, () => 'accept');
      await page.getByRole('button', { name: text.analyze }).click();
      await expect(page.getByTestId('answer-card')).toBeVisible({ timeout: 30_000 });
      accepted.stop();
      expect(accepted.asked).toEqual([text.autoSelect]);
      await expect(page.getByTestId('selection-banner')).not.toContainText('total 0');
      await page.getByRole('tab', { name: text.files }).click();
      await deleteItem(page, 'list-imported', pdfName, language, text.confirmFile);
    });
  });
}
