import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import { signInThroughUi } from './support/session';
import { scriptSpeech } from './support/speech';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'analysis');
const fixture = (name: string) => join(FIXTURES, name);

const TEXT = {
  fr: {
    consultantTitle: 'Analyse de risques SST',
    enterpriseTitle: 'Analyse de risques',
    sectorMain: 'Fabrication',
    sectorSub: 'Aliments et boissons',
    resultsTitle: "Résultats de l'analyse",
    selectAll: 'Tout sélectionner',
    fileSelectAll: 'Tout sélectionner',
    deselectAll: 'Tout désélectionner',
    selected: (n: number, total: number) => `${n} sur ${total} sélectionnés`,
    photo: 'Photo 1',
    newAnalysis: 'Nouvelle analyse',
    hintFiles: 'Téléversez au moins un fichier',
    hintArea: 'Indiquez la zone de travail',
    tooLarge: "n'a pas été ajouté",
    notAccepted: 'Non ajouté (type non accepté)',
    analysisFailed: "L'analyse a échoué :",
    typeRefused: "n'est pas d'un type accepté",
    unreadable: "Certains fichiers n'ont pas pu être lus",
    network: 'Erreur réseau. Vérifiez votre connexion Internet.',
    denied: { desktop: "Cliquez sur l'icône du micro", mobile: 'Autorisez le micro dans les réglages' },
    unsupported: 'Votre navigateur ne prend pas en charge la reconnaissance vocale',
    progress: 'Progression de l',
    dictated: 'chariot élévateur près des piétons',
    controlled: 'Les garde-corps sont en place sur toute la mezzanine.',
    controls: ['Mesures en place', 'Cote résiduelle', 'Justification de la cote'],
    harmless: {
      file: 'negative-club-lecture-fr.docx',
      instructions: 'Compte rendu de la réunion du club de lecture.',
    },
    read: "Lu : 1 fichier (1 document) et vos instructions (9 mots). Aucun danger n'y a été relevé.",
  },
  en: {
    consultantTitle: 'OHS risk analysis',
    enterpriseTitle: 'Risk Analysis',
    sectorMain: 'Manufacturing',
    sectorSub: 'Food and beverage',
    resultsTitle: 'Analysis results',
    selectAll: 'Select All',
    fileSelectAll: 'Select all',
    deselectAll: 'Deselect All',
    selected: (n: number, total: number) => `${n} of ${total} selected`,
    photo: 'Photo 1',
    newAnalysis: 'New analysis',
    hintFiles: 'Upload at least one file',
    hintArea: 'Enter work area',
    tooLarge: 'was not added',
    notAccepted: 'Not added (type not accepted)',
    analysisFailed: 'Analysis failed:',
    typeRefused: 'is not of an accepted type',
    unreadable: 'Some files could not be read',
    network: 'Network error. Check your internet connection.',
    denied: {
      desktop: 'Click the microphone or padlock icon',
      mobile: 'Allow the microphone in your browser settings',
    },
    unsupported: 'Your browser does not support speech recognition',
    progress: 'Analysis progress',
    dictated: 'forklift close to pedestrians',
    controlled: 'Guardrails are in place on all platforms.',
    controls: ['Existing measures', 'Residual rating', 'Rating rationale'],
    harmless: { file: 'negative-marketing-agenda-en.pdf', instructions: 'Minutes of the book club meeting.' },
    read: 'Read: 1 file (1 PDF of one page) and your instructions (6 words). No hazard was found in it.',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`risk analysis in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('a consultant describes a workplace, dictates, uploads, follows progress and reads the results', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await scriptSpeech(page, { kind: 'speaks', transcript: text.dictated });
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await expect(page.getByRole('heading', { level: 1, name: text.consultantTitle })).toBeVisible();
      await expect(page.getByTestId('start-analysis')).toBeDisabled();
      await expectAccessible(page);

      await page.getByTestId('work-area').fill('Microbrasserie — salle de fermentation');
      await expect(page.getByTestId('sub-sector')).toBeDisabled();
      await page.getByTestId('main-sector').selectOption({ label: text.sectorMain });
      await page.getByTestId('sub-sector').selectOption({ label: text.sectorSub });
      await expect(page.getByTestId('activity')).toBeEnabled();
      await page.getByTestId('main-sector').selectOption('construction');
      await expect(page.getByTestId('sub-sector')).toHaveValue('');
      await expect(page.getByTestId('activity')).toBeDisabled();
      await page.getByTestId('main-sector').selectOption({ label: text.sectorMain });
      await page.getByTestId('sub-sector').selectOption({ label: text.sectorSub });

      await page.getByTestId('instructions').fill('Visite du matin.');
      await page.getByTestId('dictation-button').click();
      await expect(page.getByTestId('instructions')).toHaveValue(`Visite du matin. ${text.dictated}`);

      await page
        .getByTestId('browse-input')
        .setInputFiles([fixture('brasserie-description-fr.docx'), fixture('sign-espace-clos-fr.jpg')]);
      await expect(page.getByTestId('file-list').locator('li')).toHaveCount(2);
      await page.getByTestId('start-analysis').click();
      await expect(page.getByTestId('analysis-progress')).toContainText(text.progress);
      await expect(page).toHaveURL(/\/risk-analysis-results$/, { timeout: 90_000 });

      await expect(page.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();
      await expect(page.getByTestId('result-info')).toContainText('Microbrasserie');
      await expect(page.getByTestId('analyzed-images')).toContainText(text.photo);
      const cards = page.getByTestId('risk-card');
      const total = await cards.count();
      expect(total).toBeGreaterThan(2);
      await expect(page.getByTestId('selected-count')).toHaveText(text.selected(total, total));
      await page.getByRole('button', { name: text.deselectAll, exact: true }).click();
      await expect(page.getByTestId('selected-count')).toHaveText(text.selected(0, total));
      await page.getByRole('button', { name: text.selectAll, exact: true }).click();
      await expect(page.getByTestId('selected-count')).toHaveText(text.selected(total, total));
      await expect(cards.first()).toContainText('SST_001');
      await expectAccessible(page);
      expect(
        await page.evaluate(() => JSON.parse(sessionStorage.getItem('analysisData') ?? '{}').sourceInterface),
      ).toBe('conseiller-sst');
      await page.getByTestId('new-analysis-button').click();
      await expect(page).toHaveURL(/\/conseiller-sst$/);
    });

    test('an enterprise user uploads documents, downloads the selection and analyses it', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInThroughUi(page, language, e2eAccounts.enterprise);
      await page.goto('/risk-analysis');
      await expect(page.getByRole('heading', { level: 1, name: text.enterpriseTitle })).toBeVisible();
      await expect(page.getByTestId('start-hints')).toContainText(text.hintFiles);
      await expect(page.getByTestId('start-hints')).toContainText(text.hintArea);
      await expect(page.getByTestId('start-analysis')).toBeDisabled();
      await expectAccessible(page);

      await page
        .getByTestId('documents-input')
        .setInputFiles([fixture('soudure-atelier-fr.txt'), fixture('warehouse-description-en.pdf')]);
      await expect(page.getByTestId('file-list').locator('li')).toHaveCount(2);
      await page.getByRole('button', { name: text.fileSelectAll, exact: true }).click();
      const downloadPromise = page.waitForEvent('download');
      await page.getByTestId('download-selected').click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(
        language === 'fr'
          ? /^fichiers_analyse_\d{4}-\d{2}-\d{2}\.zip$/
          : /^analysis_files_\d{4}-\d{2}-\d{2}\.zip$/,
      );

      await expect(page.getByTestId('start-analysis')).toBeDisabled();
      await page.getByTestId('work-area').fill('Atelier de soudage et entrepôt');
      await expect(page.getByTestId('start-analysis')).toBeEnabled();
      await page.getByTestId('start-analysis').click();
      await expect(page).toHaveURL(/\/risk-analysis-results$/, { timeout: 90_000 });
      await expect(page.getByTestId('risk-card').first()).toBeVisible();
      await page.getByTestId('new-analysis-button').click();
      await expect(page).toHaveURL(/\/risk-analysis$/);
    });

    /** Signs in as the consultant and analyses the harmless document with these instructions. */
    const analyseAsConsultant = async (page: Page, input: { area: string; instructions: string }) => {
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await page.getByTestId('work-area').fill(input.area);
      await page.getByTestId('instructions').fill(input.instructions);
      await page.getByTestId('browse-input').setInputFiles([fixture(text.harmless.file)]);
      await page.getByTestId('start-analysis').click();
      await expect(page).toHaveURL(/\/risk-analysis-results$/, { timeout: 90_000 });
    };

    // Issue 12: what is already in place, the rating it leaves and why; and, when nothing is found, what was read.
    test('a controlled risk shows its measures in place, residual rating and rationale', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      // The consultant's form takes photos and documents; the visit notes go in the instructions.
      await analyseAsConsultant(page, { area: 'Mezzanine', instructions: text.controlled });
      const card = page.getByTestId('risk-card').filter({ has: page.getByTestId('existing-measures') });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('existing-measures')).toHaveText(text.controlled);
      const [existing, residual, rationale] = text.controls;
      await expect(card.getByTestId('risk-controls')).toContainText(existing!);
      await expect(card.getByTestId('residual-rating')).toContainText(residual!);
      await expect(card.getByTestId('residual-rating')).toContainText(/P[34] — /);
      await expect(card.getByTestId('rating-rationale')).toContainText(rationale!);
      await expectAccessible(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: testInfo.outputPath(`controlled-risk-${language}-${width}.png`) });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: testInfo.outputPath(`results-${language}-${width}.png`),
          fullPage: true,
        });
      }
    });

    test('evidence that raises nothing says what was read and that no hazard was found in it', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await analyseAsConsultant(page, { area: 'Bureau', instructions: text.harmless.instructions });
      await expect(page.getByTestId('result-summary')).toHaveText(text.read);
      await expect(page.getByTestId('risk-card')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`nothing-found-${language}.png`), fullPage: true });
    });

    test('files over the limit or of another type are not added, with a short note', async ({
      page,
    }, testInfo) => {
      await signInThroughUi(page, language, e2eAccounts.consultant);
      const folder = join(testInfo.outputDir, 'big');
      mkdirSync(folder, { recursive: true });
      const big = join(folder, 'plan-enorme.pdf');
      writeFileSync(big, Buffer.alloc(51 * 1024 * 1024));
      await page.getByTestId('browse-input').setInputFiles([big, fixture('soudure-atelier-fr.txt')]);
      await expect(page.getByTestId('file-notes')).toContainText(text.tooLarge);
      await expect(page.getByTestId('file-notes')).toContainText(text.notAccepted);
      await expect(page.getByTestId('file-list')).toHaveCount(0);
      await expect(page.getByTestId('start-analysis')).toBeDisabled();
    });

    test('a file that only pretends to be a PDF is refused by the server with a clear message', async ({
      page,
    }) => {
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await page.getByTestId('work-area').fill('Bureau');
      await page.getByTestId('browse-input').setInputFiles([fixture('bad-exe-named.pdf')]);
      await page.getByTestId('start-analysis').click();
      await expect(page.getByRole('alert')).toContainText(text.analysisFailed);
      await expect(page.getByRole('alert')).toContainText(text.typeRefused);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
    });

    test('a corrupt PDF is reported and the rest of the analysis goes on', async ({ page }) => {
      test.setTimeout(120_000);
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await page.getByTestId('work-area').fill('Entrepôt');
      await page
        .getByTestId('browse-input')
        .setInputFiles([fixture('bad-truncated.pdf'), fixture('warehouse-description-en.pdf')]);
      await page.getByTestId('start-analysis').click();
      await expect(page).toHaveURL(/\/risk-analysis-results$/, { timeout: 90_000 });
      await expect(page.getByTestId('result-warnings')).toContainText(text.unreadable);
      await expect(page.getByTestId('result-warnings')).toContainText('bad-truncated.pdf');
    });

    test('dictation errors and an unsupported browser are explained', async ({ page }, testInfo) => {
      await scriptSpeech(page, { kind: 'fails', error: 'network' });
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await page.getByTestId('dictation-button').click();
      await expect(page.getByTestId('toast')).toContainText(text.network);

      const refused = await page.context().newPage();
      await scriptSpeech(refused, { kind: 'microphone-refused', name: 'NotAllowedError' });
      await refused.goto('/conseiller-sst');
      await refused.getByTestId('dictation-button').click();
      await expect(refused.getByTestId('toast')).toContainText(
        testInfo.project.name === 'mobile' ? text.denied.mobile : text.denied.desktop,
      );

      const old = await page.context().newPage();
      await scriptSpeech(old, { kind: 'unsupported' });
      await old.goto('/conseiller-sst');
      await expect(old.getByTestId('dictation-status')).toContainText(text.unsupported);
      await expect(old.getByTestId('dictation-button')).toBeDisabled();
    });
  });
}

test("a consultant cannot open another account's result by its id", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, 'fr', e2eAccounts.consultant);
  await page.getByTestId('work-area').fill('Entrepôt');
  await page.getByTestId('browse-input').setInputFiles([fixture('warehouse-description-en.pdf')]);
  await page.getByTestId('start-analysis').click();
  await expect(page).toHaveURL(/\/risk-analysis-results$/, { timeout: 90_000 });
  const id = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('analysisData') ?? '{}').id as string,
  );

  await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
  await expect(page.getByTestId('risk-card').first()).toBeVisible();

  const other = await browser.newContext();
  const intruder = await other.newPage();
  await signInThroughUi(intruder, 'fr', e2eAccounts.otherConsultant);
  await expect(intruder).toHaveURL(/\/conseiller-sst$/);
  await intruder.goto(`/conseiller-sst-analysis-results?id=${id}`);
  await expect(intruder).toHaveURL(/\/conseiller-sst$/);
  const answer = await intruder.request.get(`/api/analysis/${id}`);
  expect(answer.status()).toBe(404);
  await other.close();
});

test('the results screen without a result goes to the enterprise home', async ({ page }) => {
  await signInThroughUi(page, 'fr', e2eAccounts.enterprise);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/risk-analysis-results');
  await expect(page).toHaveURL(/\/dashboard$/);
});
