import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_INVITES_FILE, E2E_MAIL_DIR, E2E_PASSWORD, type Variant } from './accounts';
import type { Language } from './fixtures';

export const LOGIN_TEXT = {
  fr: { email: 'Adresse courriel', password: 'Mot de passe', submit: 'Se connecter' },
  en: { email: 'E-mail address', password: 'Password', submit: 'Log in' },
} as const;

/** fr-desktop, en-mobile …: tests that spend a link or change a password use their own account. */
export const variantOf = (testInfo: TestInfo, language: Language): Variant =>
  `${language}-${testInfo.project.name}` as Variant;

export async function fillSignIn(page: Page, language: Language, email: string, password = E2E_PASSWORD) {
  await page.getByLabel(LOGIN_TEXT[language].email).fill(email);
  await page.getByLabel(LOGIN_TEXT[language].password, { exact: true }).fill(password);
  // Wait for the answer, so a navigation right after never races the session cookie.
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/login') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: LOGIN_TEXT[language].submit }).click(),
  ]);
}

export async function signInThroughUi(
  page: Page,
  language: Language,
  email: string,
  password = E2E_PASSWORD,
) {
  await page.goto('/login');
  await fillSignIn(page, language, email, password);
}

/** The newest message the test SMTP server received for an address, once it has arrived. */
export async function receivedMailFor(address: string, after = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E_MAIL_DIR).sort().slice(after);
        found = files
          .map((file) => readFileSync(join(E2E_MAIL_DIR, file), 'utf8'))
          .reverse()
          .find((message) => message.includes(`To: ${address}`));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as string;
}

export const mailCount = () => readdirSync(E2E_MAIL_DIR).length;

export function linkIn(message: string, path: string): string {
  const unfolded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${path} link in the message`);
  return match[0].replace(/&amp;/g, '&');
}

export function invitationFor(variant: Variant): string {
  return (JSON.parse(readFileSync(E2E_INVITES_FILE, 'utf8')) as Record<string, string>)[variant] ?? '';
}
