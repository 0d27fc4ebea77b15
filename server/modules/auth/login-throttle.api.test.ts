import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, eventually, outboxMessages, PASSWORD } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { backoffSeconds } from './login-throttle';

// Issue 9, finding 7: guessing is limited per address and per IP together, and a stranger's
// guesses or reset requests never lock the owner out nor use up the owner's reset e-mails.
describe('sign-in and reset limits per address and IP together', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    for (const email of ['owner@prevention.ca', 'mistakes@prevention.ca', 'device@prevention.ca'])
      await createAccount(context, { email });
    await createAccount(context, { email: 'reset-owner@prevention.ca' });
  });
  afterAll(() => context.close());

  const login = (options: { email: string; password: string; ip: string; cookie?: string }) =>
    context.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: options.email, password: options.password },
      remoteAddress: options.ip,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });

  it('lets the owner sign in from elsewhere while an attacker keeps failing on their address', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 12; attempt++)
      attempts.push(
        await login({ email: 'owner@prevention.ca', password: `guess-${attempt}`, ip: '10.6.6.6' }),
      );
    expect(attempts.slice(0, 5).every((response) => response.statusCode === 401)).toBe(true);
    const throttled = attempts.at(-1)!;
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans (\d+ s|\d+ minutes)\.$/,
    );
    // Even the right password from the attacker's place waits.
    expect(
      (await login({ email: 'owner@prevention.ca', password: PASSWORD, ip: '10.6.6.6' })).statusCode,
    ).toBe(429);

    const owner = await login({ email: 'owner@prevention.ca', password: PASSWORD, ip: '10.7.7.7' });
    expect(owner.statusCode).toBe(200);
  });

  it('slows the owner’s own mistakes down with a growing delay, never a quarter-hour lock', async () => {
    expect([1, 4, 5, 6, 8, 30].map(backoffSeconds)).toEqual([0, 0, 2, 4, 16, 900]);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await login({ email: 'mistakes@prevention.ca', password: 'typo', ip: '10.8.8.8' });
      expect(response.statusCode).toBe(401);
    }
    const waiting = await login({ email: 'mistakes@prevention.ca', password: PASSWORD, ip: '10.8.8.8' });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().retryAfter).toBeLessThanOrEqual(2);
    // A wait of seconds is said in seconds, never as "1 minutes".
    expect(waiting.json()).toMatchObject({ code: 'auth.tooManyAttemptsSeconds' });
    expect(waiting.json().error).toMatch(/^Trop de tentatives de connexion\. Réessayez dans [12] s\.$/);
    // The two seconds pass.
    await context.database.query('update login_backoff set blocked_until = now()');
    const after = await login({ email: 'mistakes@prevention.ca', password: PASSWORD, ip: '10.8.8.8' });
    expect(after.statusCode).toBe(200);
  });

  it('lets a browser that signed in before through, even past the address’s limit', async () => {
    const first = await login({ email: 'device@prevention.ca', password: PASSWORD, ip: '10.9.0.1' });
    const device = first.cookies.find((cookie) => cookie.name === 'rv_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // A distributed attack: one failure from each of many places.
    for (let attempt = 0; attempt < 12; attempt++)
      await login({ email: 'device@prevention.ca', password: 'guess', ip: `10.9.1.${attempt}` });
    // The owner mistypes once at home; without the device cookie that IP now waits ...
    await login({ email: 'device@prevention.ca', password: 'typo', ip: '10.9.0.1' });
    const stranger = await login({ email: 'device@prevention.ca', password: PASSWORD, ip: '10.9.0.1' });
    expect(stranger.statusCode).toBe(429);
    // ... but their own browser signs in.
    const owner = await login({
      email: 'device@prevention.ca',
      password: PASSWORD,
      ip: '10.9.0.1',
      cookie: `rv_device=${device?.value}`,
    });
    expect(owner.statusCode).toBe(200);
  });

  const forgot = (email: string, ip: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const resetMailsTo = (email: string) =>
    outboxMessages(context).filter((message) => message.includes(`To: ${email}`)).length;

  it('does not let a stranger use up the owner’s reset e-mails', async () => {
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await forgot('reset-owner@prevention.ca', '10.10.0.66')).statusCode).toBe(200);
    await eventually(() => (resetMailsTo('reset-owner@prevention.ca') === 3 ? true : undefined));
    await forgot('reset-owner@prevention.ca', '10.10.0.7');
    await eventually(() => (resetMailsTo('reset-owner@prevention.ca') === 4 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resetMailsTo('reset-owner@prevention.ca')).toBe(4);
  });
});
