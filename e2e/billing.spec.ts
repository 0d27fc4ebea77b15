import { e2eAccounts } from './support/accounts';
import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';
import { signInThroughUi, variantOf } from './support/session';

const TEXT = {
  fr: {
    payTitle: 'Abonnement au forfait Conseiller SST',
    offline: "Le paiement en ligne n'est pas configuré sur ce serveur",
    price: '20,00',
    annualPrice: '200,00',
    annual: 'Annuel',
    success: 'Paiement réussi',
    go: 'Continuer maintenant',
    cancel: 'Paiement annulé',
    retry: 'Réessayer',
    home: "Retour à l'accueil",
    forbidden: 'Réservé aux administrateurs',
    testTitle: 'Test du paiement et du courriel',
    smtpOk: 'opérationnel',
    termsManual: 'Le paiement par carte en ligne n’est pas activé sur cette installation',
  },
  en: {
    payTitle: 'Subscribe to the OHS Consultant plan',
    offline: 'Online payment is not set up on this server',
    price: '20.00',
    annualPrice: '200.00',
    annual: 'Annual',
    success: 'Payment successful',
    go: 'Continue now',
    cancel: 'Payment cancelled',
    retry: 'Try again',
    home: 'Back home',
    forbidden: 'Reserved for administrators',
    testTitle: 'Payment and e-mail test',
    smtpOk: 'operational',
    termsManual: 'Online card payment is not enabled on this installation',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];
  test.describe(`billing pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('without Stripe keys the payment page shows the plan and says plainly that no payment is taken here', async ({
      page,
    }, testInfo) => {
      await page.goto('/simple/stripe/conseiller?billing=monthly');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.payTitle);
      await expect(page.getByTestId('payment-price')).toContainText(text.price);
      await expect(page.getByTestId('payment-offline')).toContainText(text.offline);
      await expect(page.getByTestId('payment-offline')).toContainText('npm run user:create');
      // Nothing on the page pretends to take money: no e-mail form, no payment button.
      await expect(page.locator('form')).toHaveCount(0);
      await page.getByText(text.annual, { exact: true }).click();
      await expect(page).toHaveURL(/billing=annual/);
      await expect(page.getByTestId('payment-price')).toContainText(text.annualPrice);
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`payment-offline-${variantOf(testInfo, language)}.png`),
        fullPage: true,
      });

      // The terms describe billing as it works on this server.
      await page.goto('/terms-conditions#billing');
      await expect(page.locator('#billing')).toContainText(text.termsManual);
    });

    test('payment success records the payment and goes to the tier’s home after 3 s, or at once', async ({
      page,
    }, testInfo) => {
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await page.waitForURL('**/conseiller-sst');
      const started = Date.now();
      await page.goto('/payment-success?tier=conseiller');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.success);
      // Still here before the 3 s are up: checked before the screenshot, which can take seconds on a busy machine.
      expect(page.url()).toMatch(/\/payment-success/);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('payment_completed'),
          localStorage.getItem('payment_tier'),
        ]),
      ).toEqual(['true', 'conseiller']);
      await page.screenshot({
        path: testInfo.outputPath(`payment-success-${variantOf(testInfo, language)}.png`),
        fullPage: true,
      });
      await page.waitForURL('**/conseiller-sst', { timeout: 8000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);

      await page.goto('/payment-success');
      await page.getByRole('button', { name: text.go }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('payment cancel clears the record, offers to try again with the tier, or to go home', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.setItem('payment_completed', 'true');
        localStorage.setItem('payment_tier', 'enterprise');
      });
      await page.goto('/payment-cancel?tier=enterprise');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cancel);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('payment_completed'),
          localStorage.getItem('payment_tier'),
        ]),
      ).toEqual([null, null]);
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`payment-cancel-${variantOf(testInfo, language)}.png`),
        fullPage: true,
      });
      await page.getByRole('link', { name: text.retry }).click();
      await expect(page).toHaveURL(/\/\?tier=enterprise$/);
      await expect(page.getByTestId('plan-enterprise')).toBeInViewport();
      await page.goto('/payment-cancel');
      await page.getByRole('link', { name: text.home }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('/stripe-test is refused to a signed-in person who is not an operator, and works for an operator', async ({
      page,
    }, testInfo) => {
      await signInThroughUi(page, language, e2eAccounts.consultant);
      await page.waitForURL('**/conseiller-sst');
      await page.goto('/stripe-test');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.forbidden);
      await page.screenshot({
        path: testInfo.outputPath(`stripe-test-refused-${variantOf(testInfo, language)}.png`),
        fullPage: true,
      });

      await page.context().clearCookies();
      await signInThroughUi(page, language, e2eAccounts.otherConsultant);
      await page.waitForURL('**/conseiller-sst');
      await page.goto('/stripe-test');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.testTitle);
      // The e2e server sends through a real SMTP server on 127.0.0.1: the check connects to it.
      await expect(page.getByTestId('email-status')).toContainText(text.smtpOk);
      await expect(page.getByTestId('test-plans').getByRole('listitem')).toHaveCount(4);
      await page.screenshot({
        path: testInfo.outputPath(`stripe-test-${variantOf(testInfo, language)}.png`),
        fullPage: true,
      });
    });
  });
}
