import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 9, finding 10: a browser ignores a clear of a `__Host-` cookie that lacks Secure and the
// other attributes, so sign-out must repeat exactly what sign-in set.
describe('the session cookie in production', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://app.example.ca',
        OPERATOR_NAME: 'Prévention Nord inc.',
        OPERATOR_ADDRESS: '1 rue Principale, Québec',
        OPERATOR_CONTACT_EMAIL: 'info@example.ca',
        OPERATOR_PRIVACY_EMAIL: 'vie-privee@example.ca',
      },
    });
    await createAccount(context, { email: 'camille@prevention.ca' });
  });
  afterAll(() => context.close());

  const attributesOf = (header: string) =>
    header
      .split(';')
      .slice(1)
      .map((part) => part.trim())
      .filter((part) => !/^(Max-Age|Expires)=/i.test(part))
      .sort();

  it('clears the __Host- cookie at sign-out with the attributes it was set with', async () => {
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'camille@prevention.ca', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const set = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((header) => header.startsWith('__Host-rv_session='));
    expect(set).toBeDefined();
    const token = set!.split(';')[0]!;

    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: token, origin: 'https://app.example.ca' },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = ([] as string[])
      .concat(logout.headers['set-cookie'] ?? [])
      .find((header) => header.startsWith('__Host-rv_session='));
    expect(cleared).toMatch(/^__Host-rv_session=;/);
    expect(attributesOf(cleared!)).toEqual(attributesOf(set!));
    expect(attributesOf(set!)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']);
  });
});
