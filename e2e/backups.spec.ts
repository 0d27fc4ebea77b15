import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import { signInThroughUi, variantOf } from './support/session';

const TEXT = {
  fr: {
    open: 'Sauvegardes',
    title: 'Gestion des sauvegardes',
    create: 'Créer une sauvegarde maintenant',
    created: 'Sauvegarde créée',
    download: 'Télécharger',
    note: /toutes les 6 heures/,
    failedTitle: 'Erreur',
    failedText: 'Impossible de créer la sauvegarde',
  },
  en: {
    open: 'Backups',
    title: 'Backup Management',
    create: 'Create Backup Now',
    created: 'Backup created',
    download: 'Download',
    note: /every 6 hours/,
    failedTitle: 'Error',
    failedText: 'The backup could not be created',
  },
} as const;

/** The archive's entries by name; throws if the bytes are not a gzip'd tar. */
async function entriesOf(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from([gunzipSync(bytes)]).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

for (const language of LANGUAGES) {
  test.describe(`backups (${language})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      await useLanguage(page, language);
      await signInThroughUi(page, language, e2eAccounts.adminFor(variantOf(testInfo, language)));
      await page.goto('/dashboard');
    });

    test('an admin creates a backup, sees it listed and downloads a valid archive', async ({ page }) => {
      const text = TEXT[language];
      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await expect(dialog).toContainText(text.note);
      const rows = dialog.getByTestId('backup-row');
      const before = await rows.count();
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(page.getByText(text.created, { exact: true })).toBeVisible();
      await expect(rows).toHaveCount(before + 1);
      await expect(rows.first()).toContainText(/\d+([.,]\d+)? (Mo|MB)/);
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        rows.first().getByRole('link', { name: text.download }).click(),
      ]);
      const bytes = readFileSync(await download.path());
      const entries = await entriesOf(bytes);
      const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}');
      expect(manifest.kind).toBe('team');
      expect(manifest.details.teamName).toContain('Équipe');
      expect(entries.has('db/teams/000000.jsonl')).toBe(true);
    });

    test('a failed creation shows the spec’s error toast', async ({ page }) => {
      const text = TEXT[language];
      await page.route('**/api/backup/create', (route) =>
        route.fulfill({ status: 500, json: { success: false, error: 'boom', code: 'server.internal' } }),
      );
      await page.getByRole('button', { name: text.open }).click();
      await page.getByRole('dialog', { name: text.title }).getByRole('button', { name: text.create }).click();
      await expect(page.getByText(text.failedTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(text.failedText, { exact: true })).toBeVisible();
    });
  });
}
