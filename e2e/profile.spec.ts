import { generate } from 'otplib';
import { e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import { fillSignIn, signInThroughUi, variantOf } from './support/session';

const TEXT = {
  fr: {
    edit: 'Modifier',
    save: 'Enregistrer',
    cancel: 'Annuler',
    name: 'Nom',
    phone: 'Téléphone',
    company: 'Entreprise',
    position: 'Poste',
    saved: 'Profil enregistré.',
    phoneInvalid: 'Numéro de téléphone invalide. Exemple : 514 555-0123.',
    securityTab: 'Sécurité',
    notificationsTab: 'Notifications',
    weekly: 'Résumé hebdomadaire',
    preferenceSaved: 'Préférence enregistrée.',
    setup: 'Configurer la double authentification',
    confirmCode: "2. Entrez le code à six chiffres affiché par l'application",
    turnOn: 'Activer',
    keptCodes: "J'ai conservé mes codes",
    statusOn: 'Activée',
    code: 'Code de vérification',
    verify: 'Vérifier',
    codeInvalid: 'Code invalide ou expiré. Réessayez avec le code affiché maintenant.',
    currentSession: 'Cette session',
    signOutOthers: 'Déconnecter toutes les autres sessions',
    signedOutOthers: '1 autre session déconnectée.',
    subscriptionTab: 'Abonnement',
    noSubscription: 'Aucun abonnement en ligne',
    analysesThisMonth: 'Analyses ce mois-ci',
  },
  en: {
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    name: 'Name',
    phone: 'Phone',
    company: 'Company',
    position: 'Position',
    saved: 'Profile saved.',
    phoneInvalid: 'Invalid phone number. Example: 514 555-0123.',
    securityTab: 'Security',
    notificationsTab: 'Notifications',
    weekly: 'Weekly summary',
    preferenceSaved: 'Preference saved.',
    setup: 'Set up two-factor authentication',
    confirmCode: '2. Enter the six-digit code the app shows',
    turnOn: 'Turn on',
    keptCodes: 'I have saved my codes',
    statusOn: 'On',
    code: 'Verification code',
    verify: 'Verify',
    codeInvalid: 'Invalid or expired code. Try again with the code shown now.',
    currentSession: 'This session',
    signOutOthers: 'Sign out all other sessions',
    signedOutOthers: '1 other session signed out.',
    subscriptionTab: 'Subscription',
    noSubscription: 'No online subscription',
    analysesThisMonth: 'Analyses this month',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`profile in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('edits the profile: Cancel puts the saved values back, Save checks and keeps them', async ({
      page,
    }, testInfo) => {
      await signInThroughUi(page, language, e2eAccounts.profileFor(variantOf(testInfo, language)));
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      await page.goto('/conseiller-sst/profil');
      const name = page.getByLabel(text.name, { exact: true });
      await expect(name).toHaveValue('Dominique Roy');
      await expect(name).toHaveAttribute('readonly', '');

      await page.getByRole('button', { name: text.edit }).click();
      await name.fill('Quelqu’un d’autre');
      await page.getByRole('button', { name: text.cancel }).click();
      await expect(name).toHaveValue('Dominique Roy');
      await expect(name).toHaveAttribute('readonly', '');

      await page.getByRole('button', { name: text.edit }).click();
      await page.getByLabel(text.phone).fill('abc');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.phoneInvalid)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`profile-edit-${language}.png`), fullPage: true });
      await page.getByLabel(text.phone).fill('514 555-0123');
      await page.getByLabel(text.company, { exact: true }).fill('Prévention Roy inc.');
      await page.getByLabel(text.position).fill('Conseillère SST');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByTestId('toast')).toContainText(text.saved);
      await expectAccessible(page);

      await page.reload();
      await expect(page.getByLabel(text.phone)).toHaveValue('514 555-0123');
      await expect(page.getByLabel(text.company, { exact: true })).toHaveValue('Prévention Roy inc.');
      await expect(page.getByLabel(text.position)).toHaveValue('Conseillère SST');
      await page.screenshot({ path: testInfo.outputPath(`profile-${language}.png`), fullPage: true });

      // The account was made by an operator: no online subscription, and this month's count, real.
      await page.getByRole('tab', { name: text.subscriptionTab }).click();
      await expect(page.getByText(text.noSubscription)).toBeVisible();
      await expect(page.getByText(text.analysesThisMonth)).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`subscription-${language}.png`), fullPage: true });

      await page.getByRole('tab', { name: text.notificationsTab }).click();
      const weekly = page.getByRole('checkbox', { name: text.weekly });
      await expect(weekly).not.toBeChecked();
      await weekly.click();
      await expect(page.getByTestId('toast')).toContainText(text.preferenceSaved);
      await page.reload();
      await page.getByRole('tab', { name: text.notificationsTab }).click();
      await expect(page.getByRole('checkbox', { name: text.weekly })).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`notifications-${language}.png`), fullPage: true });
      // Nothing of the profile is kept in the browser's storage beyond the signed-in marker.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).not.toContain('555-0123');
    });

    test('lists the active sessions and signs the others out at once', async ({
      page,
      browser,
    }, testInfo) => {
      const email = e2eAccounts.sessionsFor(variantOf(testInfo, language));
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await useLanguage(otherPage, language);
      await signInThroughUi(otherPage, language, email);
      await expect(otherPage).toHaveURL(/\/conseiller-sst$/);

      await signInThroughUi(page, language, email);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      await page.goto('/conseiller-sst/profil');
      await page.getByRole('tab', { name: text.securityTab }).click();
      const sessions = page.getByTestId('sessions').getByRole('listitem');
      await expect(sessions.filter({ hasText: text.currentSession })).toHaveCount(1);
      await expect(sessions).toHaveCount(2);
      await page.screenshot({ path: testInfo.outputPath(`security-${language}.png`), fullPage: true });

      await page.getByRole('button', { name: text.signOutOthers }).click();
      await expect(page.getByTestId('toast')).toContainText(text.signedOutOthers);
      await expect(sessions).toHaveCount(1);
      const check = await otherPage.request.get('/api/auth/check');
      expect((await check.json()).authenticated).toBe(false);
      await other.close();
    });

    test('turns on two-factor sign-in, then signs in with a code from the app', async ({
      page,
      browser,
    }, testInfo) => {
      const email = e2eAccounts.twoFactorFor(variantOf(testInfo, language));
      await signInThroughUi(page, language, email);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      await page.goto('/conseiller-sst/profil');
      await page.getByRole('tab', { name: text.securityTab }).click();
      await page.getByRole('button', { name: text.setup }).click();
      const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`two-factor-setup-${language}.png`),
        fullPage: true,
      });
      await page.getByLabel(text.confirmCode).fill(await generate({ secret }));
      await page.getByRole('button', { name: text.turnOn, exact: true }).click();
      const codes = page.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await page.screenshot({ path: testInfo.outputPath(`recovery-codes-${language}.png`) });
      await page.getByRole('button', { name: text.keptCodes }).click();
      await expect(page.getByText(text.statusOn, { exact: true })).toBeVisible();
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(stored).not.toContain(secret);

      const fresh = await browser.newContext();
      const second = await fresh.newPage();
      await useLanguage(second, language);
      await second.goto('/login');
      await fillSignIn(second, language, email);
      const code = second.getByLabel(text.code);
      await expect(code).toBeVisible();
      expect((await fresh.cookies()).find((cookie) => cookie.name === 'rv_session')).toBeUndefined();
      await code.fill('000000');
      await second.getByRole('button', { name: text.verify }).click();
      await expect(second.getByTestId('toast')).toContainText(text.codeInvalid);
      await second.screenshot({
        path: testInfo.outputPath(`two-factor-login-${language}.png`),
        fullPage: true,
      });
      // The next time step's code: the one used to turn it on cannot serve twice.
      await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await second.getByRole('button', { name: text.verify }).click();
      await expect(second).toHaveURL(/\/conseiller-sst$/);
      await fresh.close();
    });
  });
}
