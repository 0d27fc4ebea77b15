import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, type Language, test, useLanguage } from './support/fixtures';
import { mailCount, receivedMailFor, signInThroughUi } from './support/session';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'analysis');

const TEXT = {
  fr: {
    saved: 'Analyse enregistrée',
    savedLink: 'Télécharger le rapport enregistré',
    emailSent: 'Courriel envoyé avec succès !',
    printFallback: "PDF téléchargé. Veuillez l'ouvrir et l'imprimer.",
    deselectAll: 'Tout désélectionner',
    savedForAi: "l'assistant IA et le tableau de bord de l'équipe la retrouveront",
  },
  en: {
    saved: 'Analysis saved',
    savedLink: 'Download the saved report',
    emailSent: 'Email sent successfully!',
    printFallback: 'PDF downloaded. Please open and print it.',
    deselectAll: 'Deselect All',
    savedForAi: 'the AI assistant and the team',
  },
} as const;

/**
 * Print PDF with a PDF viewer: the report shows in a hidden frame that prints it and leaves 3 s
 * later; the 5 s fallback never fires (no download, no message).
 */
async function expectPrintedInFrame(page: Page, fallbackMessage: string) {
  let downloads = 0;
  const countDownload = () => downloads++;
  page.on('download', countDownload);
  const frame = page.locator('iframe[aria-hidden="true"]');
  const clicked = Date.now();
  await page.getByTestId('print-pdf').click();
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveCount(0, { timeout: 15_000 });
  // Past the fallback's 5 s, nothing was downloaded instead.
  await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - clicked)));
  page.off('download', countDownload);
  expect(downloads).toBe(0);
  await expect(page.getByText(fallbackMessage)).toHaveCount(0);
}

/** Runs an analysis through the API (the screens are tested in analysis.spec.ts) and returns it. */
async function analyse(
  page: Page,
  language: Language,
  url: '/api/analyze-conseiller-sst' | '/api/analyze-risks',
) {
  const response = await page.request.post(url, {
    headers: { 'accept-language': language },
    multipart: {
      requestId: crypto.randomUUID(),
      area: 'Entrepôt frigorifique',
      jurisdiction: 'QC',
      language: language === 'fr' ? 'français' : 'english',
      sourceInterface: url.endsWith('risks') ? 'enterprise' : 'conseiller-sst',
      files: {
        name: 'warehouse-description-en.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(join(FIXTURES, 'warehouse-description-en.pdf')),
      },
    },
    timeout: 90_000,
  });
  expect(response.status()).toBe(200);
  return (await response.json()).analysisData as { id: string; area: string };
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`reports in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('the Enterprise results download the PDF and the Word report, print, save and e-mail', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await signInThroughUi(page, language, e2eAccounts.enterprise);
      const analysis = await analyse(page, language, '/api/analyze-risks');
      await page.evaluate((data) => sessionStorage.setItem('analysisData', JSON.stringify(data)), analysis);
      await page.goto('/risk-analysis-results');
      await expect(page.getByTestId('risk-card').first()).toBeVisible();
      await expectAccessible(page);

      const pdf = page.waitForEvent('download');
      await page.getByTestId('download-pdf').click();
      expect((await pdf).suggestedFilename()).toMatch(
        new RegExp(`^rapport_analyse_sst_${analysis.id}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
      );
      const word = page.waitForEvent('download');
      await page.getByTestId('download-docx').click();
      expect((await word).suggestedFilename()).toMatch(/\.docx$/);

      await expectPrintedInFrame(page, text.printFallback);

      await page.getByTestId('save-analysis').click();
      await expect(page.getByTestId('toast')).toContainText(text.saved);
      const savedReport = page.waitForEvent('download');
      await page.getByTestId('saved-report-link').click();
      expect((await savedReport).suggestedFilename()).toMatch(/^rapport_analyse_sst_.*\.pdf$/);

      await page.getByTestId('send-email').click();
      const send = page.getByTestId('email-send');
      await expect(send).toBeDisabled();
      await page.getByTestId('email-recipient').fill('client-sans-arobase');
      await expect(send).toBeDisabled();
      const recipient = `client-${language}-${test.info().project.name}@usine.ca`;
      const before = mailCount();
      await page.getByTestId('email-recipient').fill(recipient);
      await send.click();
      await expect(page.getByTestId('toast')).toContainText(text.emailSent);
      const mail = await receivedMailFor(recipient, before);
      expect(mail).toContain('Content-Type: application/pdf');
      expect(mail).toContain(`rapport_analyse_sst_${analysis.id}`);

      await page.getByRole('button', { name: text.deselectAll, exact: true }).click();
      for (const id of ['download-pdf', 'download-docx', 'print-pdf', 'save-analysis', 'send-email']) {
        await expect(page.getByTestId(id)).toBeDisabled();
      }
    });

    test('the advisor results send via Gmail: the PDF is downloaded and Gmail opens addressed to the client', async ({
      page,
      context,
    }) => {
      test.setTimeout(150_000);
      await context.route('https://mail.google.com/**', (route) => route.fulfill({ body: 'compose' }));
      await signInThroughUi(page, language, e2eAccounts.consultant);
      const analysis = await analyse(page, language, '/api/analyze-conseiller-sst');
      await page.goto(`/conseiller-sst-analysis-results?id=${analysis.id}`);
      await expect(page.getByTestId('risk-card').first()).toBeVisible();
      await expect(page.getByTestId('save-for-ai')).toHaveCount(0);

      await page.getByTestId('send-gmail').click();
      await expect(page.getByTestId('gmail-send')).toBeDisabled();
      await page.getByTestId('gmail-recipient').fill('inspecteur@cnesst.example');
      const popup = page.waitForEvent('popup');
      const download = page.waitForEvent('download');
      await page.getByTestId('gmail-send').click();
      const compose = new URL((await popup).url());
      expect(compose.host).toBe('mail.google.com');
      expect(compose.searchParams.get('to')).toBe('inspecteur@cnesst.example');
      expect(compose.searchParams.get('su')).toContain('Entrepôt frigorifique');
      expect((await download).suggestedFilename()).toMatch(new RegExp(`^rapport_analyse_sst_${analysis.id}`));
    });

    test('without a PDF viewer, Print PDF downloads the report after 5 s and says so', async ({ page }) => {
      test.setTimeout(150_000);
      // A browser that cannot show a PDF in a frame (most phones): the frame gives no document.
      await page.addInitScript(() => {
        Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', { get: () => null });
      });
      await signInThroughUi(page, language, e2eAccounts.consultant);
      const analysis = await analyse(page, language, '/api/analyze-conseiller-sst');
      await page.goto(`/conseiller-sst-analysis-results?id=${analysis.id}`);
      await expect(page.getByTestId('risk-card').first()).toBeVisible();
      // The report is rendered on the server, then the page waits 5 s for a viewer before downloading it: under
      // a loaded CI host the two together have taken more than 20 s, so the wait has the test's own headroom.
      const download = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByTestId('print-pdf').click();
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^rapport_analyse_sst_${analysis.id}.*\\.pdf$`),
      );
      await expect(page.getByTestId('toast')).toContainText(text.printFallback);
      await expect(page.locator('iframe[aria-hidden="true"]')).toHaveCount(0);
    });

    test('the advisor results print after the 1 s pause, in a hidden frame', async ({ page }) => {
      test.setTimeout(150_000);
      await signInThroughUi(page, language, e2eAccounts.consultant);
      const analysis = await analyse(page, language, '/api/analyze-conseiller-sst');
      await page.goto(`/conseiller-sst-analysis-results?id=${analysis.id}`);
      await expect(page.getByTestId('risk-card').first()).toBeVisible();
      await expectPrintedInFrame(page, text.printFallback);
    });

    test('a blocked Gmail window still leaves the PDF as a download', async ({ page }) => {
      test.setTimeout(150_000);
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await signInThroughUi(page, language, e2eAccounts.consultant);
      const analysis = await analyse(page, language, '/api/analyze-conseiller-sst');
      await page.goto(`/conseiller-sst-analysis-results?id=${analysis.id}`);
      await page.getByTestId('send-gmail').click();
      await page.getByTestId('gmail-recipient').fill('client@usine.ca');
      const download = page.waitForEvent('download');
      await page.getByTestId('gmail-send').click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });

    test('an Enterprise analysis opened by id can be saved for the AI assistant', async ({ page }) => {
      test.setTimeout(150_000);
      await signInThroughUi(page, language, e2eAccounts.enterprise);
      const analysis = await analyse(page, language, '/api/analyze-risks');
      await page.goto(`/analysis-results?id=${analysis.id}`);
      await page.getByTestId('save-for-ai').click();
      await expect(page.getByTestId('toast')).toContainText(text.savedForAi);
      const saved = await page.request.get(`/api/analysis/${analysis.id}`);
      expect((await saved.json()).savedToStandard).toBe(true);
    });
  });
}
