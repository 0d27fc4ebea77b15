import { expect, expectAccessible, LANGUAGES, test, useLanguage } from './support/fixtures';

const TEXT = {
  fr: {
    heroTitle: 'De la photo du chantier au rapport de risques',
    subscribe: "S'abonner maintenant",
    annual: 'Annuel',
    redirectToast: 'Redirection vers le paiement',
    redirectError: 'Impossible de rediriger vers le paiement.',
    legalNotice: "ne remplacent pas l'avis d'un professionnel qualifié",
    privacyTitle: 'Politique de confidentialité',
    termsTitle: 'Conditions d’utilisation',
    updated: '28 juin 2025',
    contactUs: 'Contactez-nous',
    emailRequired: ['Email requis', 'Veuillez entrer votre adresse email.'],
    emailInvalid: ['Email invalide', 'Veuillez entrer une adresse email valide.'],
    gmailError: ["Erreur d'ouverture de Gmail", "Erreur lors de l'ouverture de Gmail."],
    emergency: "Soutien d'urgence",
    faqDuration: '30 secondes à 2 minutes',
    home: 'Accueil',
  },
  en: {
    heroTitle: 'From a photo of the site to a risk report',
    subscribe: 'Subscribe now',
    annual: 'Annual',
    redirectToast: 'Redirecting to payment',
    redirectError: 'Unable to redirect to payment.',
    legalNotice: 'not a substitute for the advice of a qualified',
    privacyTitle: 'Privacy Policy',
    termsTitle: 'Terms of Service',
    updated: 'June 28, 2025',
    contactUs: 'Contact us',
    emailRequired: ['Email required', 'Please enter your email address.'],
    emailInvalid: ['Invalid email', 'Please enter a valid email address.'],
    gmailError: ['Gmail opening error', 'Error opening Gmail.'],
    emergency: 'Emergency Support',
    faqDuration: '30 seconds to 2 minutes',
    home: 'Home',
  },
} as const;

test('a first visit is in French, and the FR/EN toggle switches, persists and sets <html lang>', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXT.fr.heroTitle);

  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXT.en.heroTitle);
  expect(
    await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('preferred-language')]),
  ).toEqual(['en', 'en']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXT.en.heroTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('the landing page shows the hero, both plans, the compliance statement and the legal notice', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text.heroTitle);
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(page.getByTestId('price-conseiller')).toHaveText(
        language === 'fr' ? /20,00\sCAD/ : /CAD\s20\.00/,
      );
      await expect(page.getByTestId('price-enterprise')).toHaveText(
        language === 'fr' ? /200,00\sCAD/ : /CAD\s200\.00/,
      );
      await expect(page.getByTestId('legal-notice')).toContainText(text.legalNotice);
      await expectAccessible(page);
    });

    test('each plan has its own monthly/annual switch', async ({ page }) => {
      await page.goto('/');
      const enterprise = page.getByTestId('plan-enterprise');
      await enterprise.getByText(text.annual, { exact: true }).click();
      await expect(page.getByTestId('price-enterprise')).toHaveText(
        language === 'fr' ? /2\s000,00\sCAD/ : /CAD\s2,000\.00/,
      );
      await expect(page.getByTestId('price-conseiller')).toHaveText(
        language === 'fr' ? /20,00\sCAD/ : /CAD\s20\.00/,
      );
    });

    test('"Subscribe now" remembers the choice, says it redirects, and opens the payment page after 1.5 s', async ({
      page,
    }) => {
      await page.goto('/');
      const plan = page.getByTestId('plan-conseiller');
      await plan.getByText(text.annual, { exact: true }).click();
      const clickedAt = Date.now();
      const popupPromise = page.waitForEvent('popup');
      await plan.getByRole('button', { name: text.subscribe }).click();
      await expect(page.getByTestId('toast')).toContainText(text.redirectToast);
      const popup = await popupPromise;
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);
      expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe(
        '/simple/stripe/conseiller?billing=annual',
      );
      expect(
        await page.evaluate(() =>
          ['requested_tier', 'requested_billing', 'payment_intent'].map((k) => localStorage.getItem(k)),
        ),
      ).toEqual(['conseiller', 'annual', 'subscription']);
    });

    test('a blocked payment tab shows the redirect error', async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/');
      await page.getByTestId('plan-enterprise').getByRole('button', { name: text.subscribe }).click();
      await expect(page.getByTestId('toast')).toContainText(text.redirectError, { timeout: 5000 });
    });

    test('the billing query preselects the annual period, spelled annual or yearly', async ({ page }) => {
      for (const billing of ['annual', 'yearly']) {
        await page.goto(`/?billing=${billing}`);
        await expect(page.getByTestId('price-conseiller')).toHaveText(
          language === 'fr' ? /200,00\sCAD/ : /CAD\s200\.00/,
        );
      }
    });

    test('/accueil and any unknown path show the landing page', async ({ page }) => {
      for (const path of ['/accueil', '/no/such/page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(text.heroTitle);
      }
    });

    test('the privacy policy has 8 dated sections naming the operator, with Home and language buttons', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: text.privacyTitle }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.privacyTitle);
      await expect(page.getByTestId('legal-updated')).toContainText(text.updated);
      await expect(page.locator('article section')).toHaveCount(8);
      await expect(page.getByText('confidentialite@risquevision.ca').first()).toBeVisible();
      await expect(page.getByText('{{')).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: text.home }).first().click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the terms of service have 10 dated sections', async ({ page }) => {
      await page.goto('/terms-conditions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.termsTitle);
      await expect(page.getByTestId('legal-updated')).toContainText(text.updated);
      await expect(page.locator('article section')).toHaveCount(10);
      await expect(page.getByText('{{')).toHaveCount(0);
      await expectAccessible(page);
    });

    test('the contact page shows the contact details, 4 FAQ entries and the emergency box', async ({
      page,
    }) => {
      await page.goto('/contact');
      await expect(page.getByText('contact@risquevision.ca').first()).toBeVisible();
      await expect(page.getByTestId('faq-item')).toHaveCount(4);
      await expect(page.getByTestId('emergency-support')).toContainText(text.emergency);
      await page.getByTestId('faq-item').first().locator('summary').click();
      await expect(page.getByTestId('faq-item').first()).toContainText(text.faqDuration);
      await expectAccessible(page);
    });

    test('"Contact us" checks the address, then opens a prefilled Gmail message in a new tab', async ({
      page,
      context,
    }) => {
      await context.route('https://mail.google.com/**', (route) => route.fulfill({ body: 'compose' }));
      await page.goto('/contact');
      await page.getByTestId('contact-open').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);

      await dialog.getByTestId('contact-submit').click();
      await expect(page.getByTestId('toast')).toContainText(text.emailRequired[0]);
      await expect(page.getByTestId('toast')).toContainText(text.emailRequired[1]);

      await dialog.getByTestId('contact-email').fill('marie@exemple');
      await dialog.getByTestId('contact-submit').click();
      await expect(page.getByTestId('toast')).toContainText(text.emailInvalid[0]);
      await expect(page.getByTestId('toast')).toContainText(text.emailInvalid[1]);

      await dialog.getByTestId('contact-email').fill('marie@prevention-nord.ca');
      const popupPromise = page.waitForEvent('popup');
      await dialog.getByTestId('contact-submit').click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.host).toBe('mail.google.com');
      expect(url.searchParams.get('to')).toBe('contact@risquevision.ca');
      expect(url.searchParams.get('body')).toContain('marie@prevention-nord.ca');
      await expect(dialog).toBeHidden();
    });

    test('a blocked Gmail tab shows the Gmail opening error', async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/contact');
      await page.getByTestId('contact-open').click();
      await page.getByTestId('contact-email').fill('marie@prevention-nord.ca');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('toast')).toContainText(text.gmailError[0]);
      await expect(page.getByTestId('toast')).toContainText(text.gmailError[1]);
    });
  });
}
