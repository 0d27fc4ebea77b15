import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { CreateAccountOptions } from '../modules/accounts/accounts.service';
import type { TestContext } from './test-app';

export const PASSWORD = 'Prevention-2025!';

/** Creates an account through the same service the command line uses. */
export async function createAccount(
  context: TestContext,
  options: Partial<CreateAccountOptions> & { email: string },
) {
  const { user } = await context.container.accountsService.createAccount({
    tier: 'conseiller',
    password: PASSWORD,
    ...options,
  });
  return user;
}

/** Creates each account and signs it in: the session cookies, under the names given. */
export async function createSignedIn<Name extends string>(
  context: TestContext,
  people: Record<Name, Partial<CreateAccountOptions> & { email: string }>,
): Promise<Record<Name, string>> {
  const cookies = {} as Record<Name, string>;
  for (const name of Object.keys(people) as Name[]) {
    await createAccount(context, people[name]);
    cookies[name] = await signIn(context, people[name].email);
  }
  return cookies;
}

/** The session cookie a response set, as "name=value" for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'rv_session');
  if (!cookie?.value) throw new Error(`no session cookie in the response (${response.statusCode})`);
  return `rv_session=${cookie.value}`;
}

export async function signIn(context: TestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  return sessionCookieOf(response);
}

/** The .eml files the outbox mailer wrote, oldest first. */
export function outboxMessages(context: TestContext): string[] {
  const folder = join(context.config.dataDir, 'outbox');
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readFileSync(join(folder, file), 'utf8'));
  } catch {
    return [];
  }
}

/** Waits for work the server does after answering (the reset e-mail is sent after the reply). */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The link in a quoted-printable or plain e-mail body, with its token. */
export function linkIn(message: string, path: string): URL {
  const unfolded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${path} link in the message`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
