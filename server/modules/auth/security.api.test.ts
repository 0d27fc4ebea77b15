import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, sessionCookieOf, signIn } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';

describe('password change and sessions', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'gabriel@prevention.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'hugo@prevention.ca', tier: 'conseiller' });
  });
  afterAll(() => context.close());

  const signInWith = async (email: string, userAgent: string, password = PASSWORD) =>
    sessionCookieOf(
      await context.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        headers: { 'user-agent': userAgent },
      }),
    );
  const check = async (cookie: string) =>
    (await context.app.inject({ url: '/api/auth/check', headers: { cookie } })).json().authenticated;
  const list = async (cookie: string) =>
    (await context.app.inject({ url: '/api/me/sessions', headers: { cookie } })).json().sessions;

  it('lists the person’s own live sessions, the current one marked, and ends one at once', async () => {
    const laptop = await signInWith('gabriel@prevention.ca', FIREFOX);
    const phone = await signInWith('gabriel@prevention.ca', IPHONE);
    await signIn(context, 'hugo@prevention.ca');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session: { current: boolean }) => session.current)).toMatchObject({
      userAgent: FIREFOX,
    });
    const phoneSession = sessions.find((session: { userAgent: string }) => session.userAgent === IPHONE);
    expect(phoneSession).toMatchObject({ current: false });
    expect(JSON.stringify(sessions)).not.toMatch(/idHash|[0-9a-f]{64}/);

    // Another person cannot end it, even knowing its id.
    const hugo = await signIn(context, 'hugo@prevention.ca');
    const foreign = await context.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession.id}`,
      headers: { cookie: hugo },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Session introuvable.');
    expect(await check(phone)).toBe(true);

    const revoke = await context.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession.id}`,
      headers: { cookie: laptop },
    });
    expect(revoke.json()).toEqual({ success: true, revoked: 1 });
    expect(await check(phone)).toBe(false);
    expect(await check(laptop)).toBe(true);
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const here = await signInWith('gabriel@prevention.ca', FIREFOX);
    const elsewhere = [
      await signIn(context, 'gabriel@prevention.ca'),
      await signIn(context, 'gabriel@prevention.ca'),
    ];
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/me/sessions/revoke-others',
      headers: { cookie: here },
    });
    expect(response.json().revoked).toBeGreaterThanOrEqual(2);
    for (const cookie of elsewhere) expect(await check(cookie)).toBe(false);
    expect(await check(here)).toBe(true);
    expect(await list(here)).toHaveLength(1);
  });

  it('changes the password with the current one, refusing a wrong one in the person’s language', async () => {
    const here = await signIn(context, 'gabriel@prevention.ca');
    const other = await signIn(context, 'gabriel@prevention.ca');
    const change = (payload: object, language = 'fr') =>
      context.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: { cookie: here, 'accept-language': language },
        payload,
      });
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'Nouveau-mot-2026' }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'auth.currentPasswordWrong',
      error: 'The current password is incorrect.',
    });
    const short = await change({ currentPassword: PASSWORD, newPassword: 'court' });
    expect(short.json().code).toBe('auth.passwordTooShort');
    const same = await change({ currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json().code).toBe('auth.passwordUnchanged');

    const done = await change({ currentPassword: PASSWORD, newPassword: 'Nouveau-mot-2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await check(here)).toBe(true);
    expect(await check(other)).toBe(false);
    const old = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'gabriel@prevention.ca', password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await check(await signIn(context, 'gabriel@prevention.ca', 'Nouveau-mot-2026'))).toBe(true);
  });

  it('needs a session for all of it', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/sessions'],
      ['POST', '/api/me/sessions/revoke-others'],
      ['POST', '/api/me/password'],
      ['POST', '/api/me/two-factor/setup'],
    ] as const) {
      const response = await context.app.inject({ method, url, payload: {} });
      expect([400, 401], `${method} ${url}`).toContain(response.statusCode);
    }
  });
});
