import { E2E_PASSWORD, e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import {
  fillSignIn,
  invitationFor,
  linkIn,
  mailCount,
  receivedMailFor,
  signInThroughUi,
  variantOf,
} from './support/session';

const TEXT = {
  fr: {
    welcome: 'Bienvenue',
    loginError: ['Erreur de connexion', 'Identifiants invalides'],
    signOut: 'Se déconnecter',
    unauthorized: 'Accès non autorisé',
    enterpriseOnly: 'Cette page est réservée aux clients Enterprise',
    consultantOnly: 'Cette page est réservée aux conseillers en SST',
    loginButton: 'Se connecter',
    forgotLink: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    another: 'Envoyer à une autre adresse',
    invalidLink: ['Lien invalide', 'Le lien de réinitialisation est invalide ou a expiré.'],
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    resetSubmit: 'Réinitialiser le mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas.',
    tooShort: 'Le mot de passe doit contenir au moins 10 caractères.',
    resetDone: 'Mot de passe réinitialisé',
    createTitle: 'Créez votre mot de passe',
    setPassword: 'Mot de passe',
    setSubmit: 'Créer le mot de passe',
    setMismatch: ['Mots de passe différents', 'Les mots de passe ne correspondent pas'],
    setShort: ['Mot de passe trop court', 'Le mot de passe doit contenir au moins 10 caractères.'],
    setRequired: ['Champs requis', 'Veuillez remplir tous les champs'],
    missingToken: ['Jeton manquant', "Jeton d'authentification requis"],
    invalidToken: ['Jeton invalide', 'Jeton expiré ou invalide'],
    tierEnterprise: 'Entreprise',
    teamTab: 'Équipe',
    visitorName: 'Nom complet',
    visitorCode: "Code d'accès",
    visitorSubmit: "Accéder à l'équipe",
    invalidCode: ["Code d'accès invalide", 'Le code est invalide ou a expiré'],
    email: 'Adresse courriel',
    visitorSent: 'Vérifiez vos courriels',
    visitorSignedIn: "Vous êtes connecté à votre compte. Le code n'a pas été utilisé.",
    visitorLinkInvalid: 'Lien invalide',
  },
  en: {
    welcome: 'Welcome',
    loginError: ['Login error', 'Invalid credentials'],
    signOut: 'Sign out',
    unauthorized: 'Unauthorized access',
    enterpriseOnly: 'This page is reserved for Enterprise customers',
    consultantOnly: 'This page is reserved for OHS consultants',
    loginButton: 'Log in',
    forgotLink: 'Forgot your password?',
    sendLink: 'Send the link',
    another: 'Send to another address',
    invalidLink: ['Invalid link', 'The reset link is invalid or has expired.'],
    newPassword: 'New password',
    confirm: 'Confirm password',
    resetSubmit: 'Reset password',
    mismatch: 'The passwords do not match.',
    tooShort: 'Password must be at least 10 characters long.',
    resetDone: 'Password reset',
    createTitle: 'Create your password',
    setPassword: 'Password',
    setSubmit: 'Create password',
    setMismatch: ['Passwords do not match', 'The passwords do not match'],
    setShort: ['Password too short', 'Password must be at least 10 characters long.'],
    setRequired: ['Required fields', 'Please fill in all fields'],
    missingToken: ['Missing token', 'Authentication token required'],
    invalidToken: ['Invalid token', 'Token expired or invalid'],
    tierEnterprise: 'Enterprise',
    teamTab: 'Team',
    visitorName: 'Full name',
    visitorCode: 'Access code',
    visitorSubmit: 'Access Team',
    invalidCode: ['Invalid access code', 'The code is invalid or has expired'],
    email: 'E-mail address',
    visitorSent: 'Check your e-mail',
    visitorSignedIn: 'You are signed in to your account. The code was not used.',
    visitorLinkInvalid: 'Invalid link',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`accounts in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('a consultant signs in, lands on the consultant screen, and signs out', async ({ page }) => {
      await page.goto('/login');
      await expectAccessible(page);
      await fillSignIn(page, language, e2eAccounts.consultant);
      await expect(page.getByTestId('toast')).toContainText(text.welcome);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe('authenticated');
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('risquevision_user') ?? '{}').tier),
      ).toBe('conseiller');
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'rv_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
      await page.getByTestId('sign-out').click();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('risquevision_user'))).toBeNull();
    });

    test('an enterprise administrator lands on the dashboard; someone without a plan on the landing page', async ({
      page,
    }) => {
      await signInThroughUi(page, language, e2eAccounts.enterprise);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('new-analysis')).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('sign-out').click();
      await expect(page).toHaveURL(/\/$/);

      await signInThroughUi(page, language, e2eAccounts.noPlan);
      await expect(page.getByTestId('toast')).toContainText(text.welcome);
      await expect(page).toHaveURL(/\/$/);
    });

    test('a wrong password shows the login error', async ({ page }) => {
      await signInThroughUi(page, language, e2eAccounts.consultant, 'not-the-password');
      await expect(page.getByTestId('toast')).toContainText(text.loginError[0]);
      await expect(page.getByTestId('toast')).toContainText(text.loginError[1]);
      await expect(page).toHaveURL(/\/login$/);
    });

    test('the consultant screen sends a visitor to sign in, then back to it', async ({ page }) => {
      await page.goto('/conseiller-sst');
      await expect(page).toHaveURL(/\/login\?next=%2Fconseiller-sst$/);
      await fillSignIn(page, language, e2eAccounts.consultant);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
    });

    test('the dashboard guard: unauthorized, reserved, and redirects by tier', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: text.unauthorized })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: text.loginButton }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

      await fillSignIn(page, language, e2eAccounts.consultant);
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/conseiller-sst$/);
      await page.getByTestId('sign-out').click();

      await signInThroughUi(page, language, e2eAccounts.noPlan);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: text.enterpriseOnly })).toBeVisible();
      await page.goto('/conseiller-sst');
      await expect(page.getByRole('heading', { name: text.consultantOnly })).toBeVisible();
    });

    test('an enterprise user opening the consultant screen goes to the dashboard', async ({ page }) => {
      await signInThroughUi(page, language, e2eAccounts.enterprise);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/conseiller-sst');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('forgot password shows the same confirmation with the address, and can send to another', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: text.forgotLink }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expectAccessible(page);
      await page.getByLabel(text.email).fill('personne@nulle-part.ca');
      await page.getByRole('button', { name: text.sendLink }).click();
      await expect(page.getByTestId('forgot-sent')).toContainText('personne@nulle-part.ca');
      await page.getByRole('button', { name: text.another }).click();
      await expect(page.getByLabel(text.email)).toHaveValue('');
    });

    test('a password is reset through the e-mail a real SMTP server receives', async ({ page }, testInfo) => {
      const address = e2eAccounts.resetFor(variantOf(testInfo, language));
      const before = mailCount();
      await page.goto('/forgot-password');
      await page.getByLabel(text.email).fill(address);
      await page.getByRole('button', { name: text.sendLink }).click();
      await expect(page.getByTestId('forgot-sent')).toBeVisible();
      const message = await receivedMailFor(address, before);
      const link = new URL(linkIn(message, '/reset-password'));

      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(text.newPassword).fill('Nouveau-2025-x');
      await page.getByLabel(text.confirm).fill('Autre-chose-2025');
      await page.getByRole('button', { name: text.resetSubmit }).click();
      await expect(page.getByText(text.mismatch)).toBeVisible();
      await page.getByLabel(text.newPassword).fill('court');
      await page.getByLabel(text.confirm).fill('court');
      await page.getByRole('button', { name: text.resetSubmit }).click();
      await expect(page.getByText(text.tooShort)).toBeVisible();
      await page.getByLabel(text.newPassword).fill('Nouveau-2025-x');
      await page.getByLabel(text.confirm).fill('Nouveau-2025-x');
      await page.getByRole('button', { name: text.resetSubmit }).click();
      await expect(page.getByTestId('reset-done')).toBeVisible();
      await expect(page.getByRole('heading', { name: text.resetDone })).toBeVisible();

      await signInThroughUi(page, language, address, 'Nouveau-2025-x');
      await expect(page).toHaveURL(/\/conseiller-sst$/);
    });

    test('a missing or dead reset link says so and sends the user to ask again', async ({ page }) => {
      for (const path of ['/reset-password', '/reset-password?token=forged']) {
        await page.goto(path);
        await expect(page.getByTestId('toast')).toContainText(text.invalidLink[0]);
        await expect(page.getByTestId('toast')).toContainText(text.invalidLink[1]);
        await expect(page).toHaveURL(/\/forgot-password$/);
      }
    });

    test('an invitation creates a password and opens the tier’s home after a second', async ({
      page,
    }, testInfo) => {
      const variant = variantOf(testInfo, language);
      const link = new URL(invitationFor(variant));
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('heading', { name: text.createTitle })).toBeVisible();
      await expect(page.getByTestId('set-password-email')).toHaveText(e2eAccounts.invitedFor(variant));
      await expect(page.getByText(text.tierEnterprise, { exact: true })).toBeVisible();
      await expectAccessible(page);

      const submit = page.getByRole('button', { name: text.setSubmit });
      const fields = page.locator('input[type="password"]');
      await submit.click();
      await expect(page.getByTestId('toast')).toContainText(text.setRequired[1]);
      await fields.nth(0).fill('abcdef');
      await fields.nth(1).fill('abcdeg');
      await submit.click();
      await expect(page.getByTestId('toast')).toContainText(text.setMismatch[0]);
      await fields.nth(0).fill('abc');
      await fields.nth(1).fill('abc');
      await submit.click();
      await expect(page.getByTestId('toast')).toContainText(text.setShort[1]);
      await fields.nth(0).fill('Chantier-2025');
      await fields.nth(1).fill('Chantier-2025');
      await submit.click();
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    });

    test('set-password without a token, or with a dead one, says so and goes home', async ({ page }) => {
      await page.goto('/set-password');
      await expect(page.getByTestId('toast')).toContainText(text.missingToken[0]);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/set-password?token=forged&tier=conseiller&action=create');
      await expect(page.getByTestId('toast')).toContainText(text.invalidToken[1]);
      await expect(page).toHaveURL(/\/$/);
    });

    test('an administrator makes a visitor code; a visitor proves their address by e-mail and joins as an analyst', async ({
      page,
      browser,
    }, testInfo) => {
      // Three browser contexts, two e-mails and three accessibility checks: on a slow machine this flow
      // alone took 52 s, past the default 45 s.
      test.setTimeout(120_000);
      const variant = variantOf(testInfo, language);
      await signInThroughUi(page, language, e2eAccounts.adminFor(variant));
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/profile');
      await page.getByRole('tab', { name: text.teamTab }).click();
      await expectAccessible(page);
      const makeCode = async () => {
        await page.getByTestId('new-code').click();
        await page.getByTestId('create-code-submit').click();
        const made = (await page.getByTestId('created-code').textContent()) ?? '';
        await page.keyboard.press('Escape');
        return made;
      };
      const code = await makeCode();
      expect(code).toMatch(/^[A-Z0-9]{10}$/);

      const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      await visitorContext.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const visitor = await visitorContext.newPage();
      await visitor.goto('/visitor-access');
      await expectAccessible(visitor);
      const submit = visitor.getByRole('button', { name: text.visitorSubmit });
      await expect(submit).toBeDisabled();
      const address = `visiteur-${variant}@exemple.ca`;
      await visitor.getByLabel(text.visitorName).fill('Jo Visiteur');
      await visitor.getByLabel(text.email).fill(address);
      await visitor.getByLabel(text.visitorCode).fill('WRONGCODE');
      await submit.click();
      await expect(visitor.getByTestId('toast')).toContainText(text.invalidCode[0]);
      await expect(visitor.getByTestId('toast')).toContainText(text.invalidCode[1]);

      const before = mailCount();
      await visitor.getByLabel(text.visitorCode).fill(` ${code.toLowerCase()}`);
      await expect(visitor.getByLabel(text.visitorCode)).toHaveValue(` ${code}`);
      await submit.click();
      // Nothing opens before the address is proven: the page says to check the e-mail.
      await expect(visitor.getByRole('heading', { name: text.visitorSent })).toBeVisible();
      await expect(visitor.getByTestId('visitor-link-sent')).toContainText(address);
      await expectAccessible(visitor);
      await visitor.screenshot({
        path: testInfo.outputPath(`visitor-check-email-${variant}.png`),
        fullPage: true,
      });
      expect(await visitor.evaluate(() => localStorage.getItem('visitor_access_token'))).toBeNull();

      const link = new URL(linkIn(await receivedMailFor(address, before), '/visitor-access'));
      await visitor.goto(link.pathname + link.search);
      await expect(visitor).toHaveURL(/\/conseiller-sst$/);
      expect(
        await visitor.evaluate(() => JSON.parse(localStorage.getItem('visitor_access_token') ?? '{}').role),
      ).toBe('member');
      // The link is spent: following it again says so and keeps the form.
      await visitor.goto(link.pathname + link.search);
      await expect(visitor.getByTestId('toast')).toContainText(text.visitorLinkInvalid);
      await expect(visitor).toHaveURL(/\/visitor-access$/);
      await visitorContext.close();

      // A code holder who types someone's address gets no session: the owner gets a sign-in link.
      // Once per language: every test browser shares one IP, which may try 10 codes a quarter hour.
      if (testInfo.project.name !== 'desktop') return;
      const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      await other.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const intruder = await other.newPage();
      const target = e2eAccounts.adminFor(variant);
      const secondCode = await makeCode();
      const beforeTarget = mailCount();
      await intruder.goto('/visitor-access');
      await intruder.getByLabel(text.visitorName).fill('Intrus');
      await intruder.getByLabel(text.email).fill(target);
      await intruder.getByLabel(text.visitorCode).fill(secondCode);
      await intruder.getByRole('button', { name: text.visitorSubmit }).click();
      await expect(intruder.getByRole('heading', { name: text.visitorSent })).toBeVisible();
      expect((await other.cookies()).find((cookie) => cookie.name === 'rv_session')).toBeUndefined();
      const ownerLink = new URL(linkIn(await receivedMailFor(target, beforeTarget), '/visitor-access'));
      await intruder.goto(ownerLink.pathname + ownerLink.search);
      await expect(intruder.getByTestId('toast')).toContainText(text.visitorSignedIn);
      await other.close();
    });

    test('a visitor link with a code and an address fixes the address and keeps the code to 12 characters', async ({
      page,
    }) => {
      await page.goto('/visitor-access?code=abcdefghjkmnpq&email=fixe%40exemple.ca');
      await expect(page.getByLabel(text.email)).toHaveValue('fixe@exemple.ca');
      await expect(page.getByLabel(text.email)).toHaveAttribute('readonly', '');
      await expect(page.getByLabel(text.visitorCode)).toHaveValue('ABCDEFGHJKMN');
    });
  });
}

test('the password field is never stored by the page', async ({ page }) => {
  await signInThroughUi(page, 'fr', e2eAccounts.consultant);
  await expect(page).toHaveURL(/\/conseiller-sst$/);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain(E2E_PASSWORD);
  expect(storage).not.toMatch(/rv_session/);
});
