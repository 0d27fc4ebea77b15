import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, sessionCookieOf, signIn } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

/** A code for the step after the current one: a code already used in this step is refused. */
const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe('two-factor sign-in', () => {
  let context: TestContext;
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'dominique@prevention.ca', tier: 'conseiller' });
    cookie = await signIn(context, 'dominique@prevention.ca');
  });
  afterAll(() => context.close());

  const post = (
    url: string,
    payload: object = {},
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    context.app.inject({
      method: 'POST',
      url,
      payload,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const login = () => post('/api/login', { email: 'dominique@prevention.ca', password: PASSWORD });

  it('enrols with a secret, a QR code and a first code, and answers ten recovery codes once', async () => {
    const setup = await post('/api/me/two-factor/setup', {}, { cookie });
    expect(setup.statusCode, setup.body).toBe(200);
    const body = setup.json();
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/RisqueVision:dominique%40prevention\.ca\?/);
    secret = body.secret;
    // Stored sealed: the database alone cannot make codes.
    const [sealed] = await context.database.query<{ secret: string }>(
      'select secret from two_factor_secrets',
    );
    expect(sealed?.secret).toMatch(/^v1:/);
    expect(sealed?.secret).not.toContain(secret);

    const wrong = await post(
      '/api/me/two-factor/enable',
      { code: '000000' },
      { cookie, 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Invalid or expired code. Try again with the code shown now.');

    const enable = await post('/api/me/two-factor/enable', { code: await codeAt(secret) }, { cookie });
    expect(enable.statusCode, enable.body).toBe(200);
    recoveryCodes = enable.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const profile = await context.app.inject({ url: '/api/me/profile', headers: { cookie } });
    expect(profile.json().profile.twoFactorEnabled).toBe(true);
    // Stored hashed: no code and no secret in plain text next to the codes.
    const stored = JSON.stringify(await context.database.query('select code_hash from recovery_codes'));
    expect(stored).toContain('$argon2id$');
    expect(stored).not.toContain(String(recoveryCodes[0]).replace('-', ''));
    expect((await post('/api/me/two-factor/setup', {}, { cookie })).statusCode).toBe(409);
  });

  it('asks for a code after the password, with no session until it comes', async () => {
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, twoFactorRequired: true });
    expect(first.json().user).toBeUndefined();
    expect(first.cookies.find((candidate) => candidate.name === 'rv_session')).toBeUndefined();
    const pendingToken = first.json().pendingToken as string;

    const wrong = await post('/api/login/two-factor', { pendingToken, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('twoFactor.codeInvalid');
    expect(wrong.cookies.find((candidate) => candidate.name === 'rv_session')).toBeUndefined();

    const right = await post('/api/login/two-factor', { pendingToken, code: await codeAt(secret, 1) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user).toMatchObject({ email: 'dominique@prevention.ca' });
    const check = await context.app.inject({
      url: '/api/auth/check',
      headers: { cookie: sessionCookieOf(right) },
    });
    expect(check.json().authenticated).toBe(true);

    // The pending token was spent, and the same code cannot be used twice.
    const again = await post('/api/login/two-factor', { pendingToken, code: await codeAt(secret, 1) });
    expect(again.statusCode).toBe(401);
    const replay = await post('/api/login/two-factor', {
      pendingToken: (await login()).json().pendingToken,
      code: await codeAt(secret, 1),
    });
    expect(replay.json().code).toBe('twoFactor.codeInvalid');
  });

  it('takes a recovery code once', async () => {
    const code = recoveryCodes[0] as string;
    const first = await post('/api/login/two-factor', {
      pendingToken: (await login()).json().pendingToken,
      code: code.toLowerCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('/api/login/two-factor', {
      pendingToken: (await login()).json().pendingToken,
      code,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('twoFactor.codeInvalid');
  });

  it('voids a pending sign-in after five wrong codes, from wherever they come', async () => {
    const pendingToken = (await login()).json().pendingToken;
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const from = `203.0.113.${attempt + 10}`;
      codes.push(
        (await post('/api/login/two-factor', { pendingToken, code: '999999' }, {}, from)).statusCode,
      );
    }
    expect(codes).toEqual([400, 400, 400, 400, 401, 401]);
  });

  it('slows wrong codes from one place like wrong passwords', async () => {
    const from = '198.51.100.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const pendingToken = (
        await post('/api/login', { email: 'dominique@prevention.ca', password: PASSWORD }, {}, from)
      ).json().pendingToken;
      statuses.push(
        (await post('/api/login/two-factor', { pendingToken, code: '999999' }, {}, from)).statusCode,
      );
    }
    // The address's earlier failures count too: this place is held back within a few guesses.
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses an unknown pending token and a malformed code', async () => {
    const unknown = await post('/api/login/two-factor', { pendingToken: 'made-up', code: '123456' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('twoFactor.pendingExpired');
    const malformed = await post('/api/login/two-factor', { pendingToken: 'x', code: '<script>' });
    expect(malformed.statusCode).toBe(400);
  });

  it('turns off with the password, not with a wrong one', async () => {
    const other = await createAccount(context, { email: 'eve@prevention.ca', tier: 'conseiller' });
    expect(other.email).toBe('eve@prevention.ca');
    const eve = await signIn(context, 'eve@prevention.ca');
    expect(
      (await post('/api/me/two-factor/disable', { password: PASSWORD }, { cookie: eve })).statusCode,
    ).toBe(409);

    const wrong = await post('/api/me/two-factor/disable', { password: 'not-the-password' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'auth.currentPasswordWrong',
      error: 'Le mot de passe actuel est incorrect.',
    });
    expect((await post('/api/me/two-factor/disable', {}, { cookie })).statusCode).toBe(400);
    const off = await post('/api/me/two-factor/disable', { password: PASSWORD }, { cookie });
    expect(off.statusCode, off.body).toBe(200);
    const plain = await login();
    expect(plain.json().user).toMatchObject({ email: 'dominique@prevention.ca' });
  });
});
