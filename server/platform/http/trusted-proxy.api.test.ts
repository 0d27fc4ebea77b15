import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, sessionCookieOf } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// Behind a reverse proxy, the client's address is the one the proxy saw, never one the client wrote.
// A proxy that appends to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`, the usual
// configuration) passes on whatever the client sent before its own entry: trusting every entry let
// an attacker guess passwords from a new "address" each time, past the per-address limits.
describe('the client address behind reverse proxies (TRUST_PROXY)', () => {
  let context: TestContext | undefined;
  afterEach(() => context?.close());

  const PROXY = '127.0.0.1';
  const login = (options: { email: string; password: string; forwardedFor?: string; peer?: string }) =>
    (context as TestContext).app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: options.email, password: options.password },
      remoteAddress: options.peer ?? PROXY,
      headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    });

  /** Signs in through the proxy and answers the address the new session was recorded from. */
  const recordedAddress = async (email: string, forwardedFor?: string, peer?: string) => {
    const response = await login({ email, password: PASSWORD, forwardedFor, peer });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    const sessions = await (context as TestContext).app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: { cookie },
    });
    const current = sessions.json().sessions.find((session: { current: boolean }) => session.current);
    return current.ip as string;
  };

  it('limits guesses by the address the proxy saw, however the client forges the header', async () => {
    context = await createTestContext({ env: { TRUST_PROXY: 'true' } });
    await createAccount(context, { email: 'target@prevention.ca' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await login({
        email: 'target@prevention.ca',
        password: `guess-${attempt}`,
        // A new forged address each time, then the attacker's real one, appended by the proxy.
        forwardedFor: `203.0.113.${attempt + 1}, 198.51.100.66`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // The owner, elsewhere, is not held back by the attacker's failures.
    const owner = await login({
      email: 'target@prevention.ca',
      password: PASSWORD,
      forwardedFor: '192.0.2.10',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('records the address the proxy saw, and believes no header from a client reaching the server directly', async () => {
    context = await createTestContext({ env: { TRUST_PROXY: 'true' } });
    await createAccount(context, { email: 'one-proxy@prevention.ca' });
    expect(await recordedAddress('one-proxy@prevention.ca', '203.0.113.9, 198.51.100.7')).toBe(
      '198.51.100.7',
    );
    expect(await recordedAddress('one-proxy@prevention.ca', '203.0.113.9', '198.51.100.50')).toBe(
      '198.51.100.50',
    );
  });

  it('walks back through a chain of listed proxies: a CDN, then nginx', async () => {
    // nginx appends the CDN's address after the client's.
    context = await createTestContext({ env: { TRUST_PROXY: '127.0.0.1, 192.0.2.0/24' } });
    await createAccount(context, { email: 'two-proxies@prevention.ca' });
    expect(await recordedAddress('two-proxies@prevention.ca', '203.0.113.9, 198.51.100.7, 192.0.2.200')).toBe(
      '198.51.100.7',
    );
  });

  it('ignores the header without TRUST_PROXY: the address is the connection’s', async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'no-proxy@prevention.ca' });
    expect(await recordedAddress('no-proxy@prevention.ca', '203.0.113.9')).toBe(PROXY);
  });
});
