import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  eventually,
  linkIn,
  outboxMessages,
  PASSWORD,
  sessionCookieOf,
  signIn,
} from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createPasswordHasher } from './passwords';

const logLines: string[] = [];
const passwords = createPasswordHasher();
let dummyChecks = 0;

describe('signing in and out', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext({
      // The real hasher, observed: counts how often an unknown address is checked against the dummy hash.
      passwords: {
        ...passwords,
        verifyAgainstDummy: (password) => {
          dummyChecks += 1;
          return passwords.verifyAgainstDummy(password);
        },
      },
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    });
    await createAccount(context, { email: 'camille@prevention.ca', name: 'Camille', tier: 'conseiller' });
    await createAccount(context, { email: 'alex@chantier.ca', tier: 'enterprise', team: 'Chantier inc.' });
  });
  afterAll(() => context.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

  it('signs a consultant in with an httpOnly, SameSite=Lax session cookie and answers who they are', async () => {
    const response = await login({ email: 'camille@prevention.ca', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { email: 'camille@prevention.ca', tier: 'conseiller', role: null, name: 'Camille' },
    });
    expect(response.body).not.toContain('passwordHash');
    const cookie = response.cookies.find((candidate) => candidate.name === 'rv_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const check = await context.app.inject({
      url: '/api/auth/check',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(check.json()).toMatchObject({ authenticated: true, user: { email: 'camille@prevention.ca' } });
  });

  it('treats addresses case-insensitively', async () => {
    const response = await login({ email: '  Camille@Prevention.CA ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('gives an enterprise team administrator the enterprise tier and their team', async () => {
    const response = await login({ email: 'alex@chantier.ca', password: PASSWORD });
    expect(response.json().user).toMatchObject({
      tier: 'enterprise',
      role: 'admin',
      team: { name: 'Chantier inc.' },
    });
  });

  it('refuses a wrong password and an unknown address with the same answer, in the user’s language', async () => {
    const wrong = await login({ email: 'camille@prevention.ca', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@prevention.ca', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same answer but for the request id each one carries.
    expect({ ...unknown.json(), requestId: null }).toEqual({ ...wrong.json(), requestId: null });
    expect(wrong.json()).toEqual({
      success: false,
      code: 'auth.invalidCredentials',
      error: 'Identifiants invalides',
      requestId: wrong.headers['x-request-id'],
    });
    const english = await login(
      { email: 'nobody@prevention.ca', password: 'x' },
      { 'accept-language': 'en' },
    );
    expect(english.json().error).toBe('Invalid credentials');
    expect(unknown.cookies).toEqual([]);
  });

  it('checks an unknown address against a dummy hash, so its timing matches a known one', async () => {
    const before = dummyChecks;
    await login({ email: 'ghost@prevention.ca', password: 'whatever' });
    expect(dummyChecks).toBe(before + 1);
    await login({ email: 'camille@prevention.ca', password: 'whatever' });
    expect(dummyChecks).toBe(before + 1);
  });

  it('refuses an account that has no password yet, like any wrong password', async () => {
    await createAccount(context, { email: 'invited@prevention.ca', password: null });
    const response = await login({ email: 'invited@prevention.ca', password: '' });
    expect(response.statusCode).toBe(400);
    const guess = await login({ email: 'invited@prevention.ca', password: 'anything' });
    expect(guess.statusCode).toBe(401);
  });

  it('says what is missing or malformed', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Veuillez entrer votre adresse courriel.');
    const badEmail = await login({ email: 'camille', password: 'x' });
    expect(badEmail.json().error).toBe('Veuillez entrer une adresse email valide.');
    const wrongType = await login({ email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    const tooLong = await login({ email: 'camille@prevention.ca', password: 'x'.repeat(201) });
    expect(tooLong.json().code).toBe('auth.passwordTooLong');
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "camille@',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'request.malformedJson' });
  });

  it('rotates the session at sign-in: the browser’s previous session stops working', async () => {
    const first = await signIn(context, 'camille@prevention.ca');
    const second = await login({ email: 'camille@prevention.ca', password: PASSWORD }, { cookie: first });
    expect(sessionCookieOf(second)).not.toBe(first);
    const old = await context.app.inject({ url: '/api/auth/check', headers: { cookie: first } });
    expect(old.json()).toEqual({ authenticated: false, user: null });
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const cookie = await signIn(context, 'camille@prevention.ca');
    const response = await context.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((candidate) => candidate.name === 'rv_session')?.value).toBe('');
    const check = await context.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(check.json().authenticated).toBe(false);
  });

  it('ends a session after inactivity', async () => {
    const cookie = await signIn(context, 'camille@prevention.ca');
    await context.database.query("update sessions set expires_at = now() - interval '1 second'");
    const check = await context.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(check.json().authenticated).toBe(false);
  });

  it('ignores a forged session cookie', async () => {
    const check = await context.app.inject({
      url: '/api/auth/check',
      headers: { cookie: 'rv_session=forged' },
    });
    expect(check.json()).toEqual({ authenticated: false, user: null });
  });

  it('sends a browser that navigates to /api/login to the sign-in page, remembering a safe return path', async () => {
    const plain = await context.app.inject({ url: '/api/login' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/login');
    const withNext = await context.app.inject({ url: '/api/login?next=%2Fconseiller-sst' });
    expect(withNext.headers.location).toBe('/login?next=%2Fconseiller-sst');
    const fromReferer = await context.app.inject({
      url: '/api/login',
      headers: { referer: 'http://localhost/dashboard?tab=2', host: 'localhost' },
    });
    expect(fromReferer.headers.location).toBe('/login?next=%2Fdashboard%3Ftab%3D2');
    const evil = await context.app.inject({ url: '/api/login?next=https%3A%2F%2Fevil.example' });
    expect(evil.headers.location).toBe('/login');
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await login(
      { email: 'camille@prevention.ca', password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('slows repeated failures on one address from one place with a clear 429', async () => {
    await createAccount(context, { email: 'target@prevention.ca' });
    const attempts = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      attempts.push(await login({ email: 'target@prevention.ca', password: 'guess' }));
    }
    expect(attempts.slice(0, 5).every((response) => response.statusCode === 401)).toBe(true);
    const blocked = attempts[5]!;
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ s\.$/);
    const stillBlocked = await login({ email: 'target@prevention.ca', password: PASSWORD });
    expect(stillBlocked.statusCode).toBe(429);
  });

  it('never writes passwords, session tokens or cookies in its logs', async () => {
    const cookie = await signIn(context, 'camille@prevention.ca');
    await context.app.inject({ url: '/api/auth/check', headers: { cookie } });
    await context.app.inject({ url: '/api/auth/verify-token?token=secret-token-value' });
    const written = logLines.join('');
    expect(written.length).toBeGreaterThan(0);
    expect(written).not.toContain(PASSWORD);
    expect(written).not.toContain(cookie.split('=')[1]);
    expect(written).not.toContain('secret-token-value');
  });
});

describe('forgotten passwords', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'marie@prevention.ca' });
  });
  afterAll(() => context.close());

  const forgot = (email: string, language = 'fr', ip = '10.0.0.1') =>
    context.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
      headers: { 'accept-language': language },
      remoteAddress: ip,
    });
  const reset = (payload: object) =>
    context.app.inject({ method: 'POST', url: '/api/reset-password', payload });

  it('answers the same whether the address has an account or not, and mails a link only to a real one', async () => {
    const known = await forgot('marie@prevention.ca');
    const unknown = await forgot('personne@prevention.ca');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const message = await eventually(() => outboxMessages(context)[0]);
    expect(outboxMessages(context)).toHaveLength(1);
    expect(message).toContain('To: marie@prevention.ca');
    expect(message).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation|Réinitialisation/);
    expect(linkIn(message, '/reset-password').origin).toBe('http://localhost:3000');
  });

  it('resets the password with the link, ends every session, and spends the link', async () => {
    const session = await signIn(context, 'marie@prevention.ca');
    await forgot('marie@prevention.ca', 'en', '10.0.0.2');
    const message = await eventually(() =>
      outboxMessages(context).find((m) => m.includes('Reset your RisqueVision')),
    );
    const token = linkIn(message, '/reset-password').searchParams.get('token')!;

    const tooShort = await reset({ token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toBe('Le mot de passe doit contenir au moins 10 caractères.');
    const nine = await reset({ token, password: 'Nouveau-9' });
    expect(nine.json().code).toBe('auth.passwordTooShort');
    const common = await reset({ token, password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toBe(
      'Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.',
    );

    const done = await reset({ token, password: 'Nouveau-mot-2025' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true });
    const old = await context.app.inject({ url: '/api/auth/check', headers: { cookie: session } });
    expect(old.json().authenticated).toBe(false);
    expect(await signIn(context, 'marie@prevention.ca', 'Nouveau-mot-2025')).toMatch(/^rv_session=/);

    const reused = await reset({ token, password: 'Encore-un-autre-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('Le lien de réinitialisation est invalide ou a expiré.');
  });

  it('refuses an expired link and a forged one', async () => {
    await forgot('marie@prevention.ca', 'fr', '10.0.0.3');
    const count = outboxMessages(context).length;
    const message = await eventually(() =>
      outboxMessages(context).length >= count ? outboxMessages(context).at(-1) : undefined,
    );
    const token = linkIn(message, '/reset-password').searchParams.get('token')!;
    await context.database.query(
      "update auth_tokens set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await reset({ token, password: 'Valide-mais-trop-tard' })).statusCode).toBe(400);
    expect((await reset({ token: 'forged-token', password: 'Valide-mais-faux-1' })).statusCode).toBe(400);
  });

  it('keeps giving the same answer past the limit, but sends no more e-mail', async () => {
    await createAccount(context, { email: 'spam@prevention.ca' });
    // From one place, three an hour.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await forgot('spam@prevention.ca', 'fr', '10.0.2.1');
      expect(response.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      outboxMessages(context).filter((message) => message.includes('To: spam@prevention.ca')),
    ).toHaveLength(3);
    // From many places, ten an hour for the address (the mailbox is not flooded).
    await createAccount(context, { email: 'flood@prevention.ca' });
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await forgot('flood@prevention.ca', 'fr', `10.0.1.${attempt}`);
      expect(response.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = outboxMessages(context).filter((message) => message.includes('To: flood@prevention.ca'));
    expect(sent).toHaveLength(10);
  });
});

describe('invitations and set-password', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const verify = (query: string, language = 'fr') =>
    context.app.inject({ url: `/api/auth/verify-token${query}`, headers: { 'accept-language': language } });
  const setPassword = (payload: object) =>
    context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload });

  it('mails an invitation with a set-password link that names the tier', async () => {
    const { inviteUrl } = await context.container.accountsService.createAccount({
      email: 'nouveau@chantier.ca',
      tier: 'enterprise',
      team: 'Chantier inc.',
      invite: true,
      language: 'en',
    });
    const url = new URL(inviteUrl!);
    expect(url.pathname).toBe('/set-password');
    expect(url.searchParams.get('tier')).toBe('enterprise');
    const message = outboxMessages(context).at(-1)!;
    expect(message).toContain('Your access to RisqueVision');
    expect(linkIn(message, '/set-password').searchParams.get('token')).toBe(url.searchParams.get('token'));
  });

  it('says who a link is for, and whether they already have a password', async () => {
    const { inviteUrl } = await context.container.accountsService.createAccount({
      email: 'lea@prevention.ca',
      tier: 'conseiller',
      invite: true,
    });
    const token = new URL(inviteUrl!).searchParams.get('token')!;
    const response = await verify(`?token=${token}`);
    expect(response.json()).toEqual({
      success: true,
      user: { email: 'lea@prevention.ca', tier: 'conseiller' },
      isExistingUser: false,
    });

    const existing = await createAccount(context, { email: 'deja@prevention.ca' });
    const again = await context.container.auth.createInvitation(existing.id);
    expect((await verify(`?token=${again}`)).json().isExistingUser).toBe(true);
  });

  it('answers the spec’s messages for a missing or invalid token', async () => {
    const missing = await verify('', 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Authentication token required');
    const invalid = await verify('?token=forged', 'en');
    expect(invalid.json().error).toBe('Token expired or invalid');
    expect((await verify('?token=forged')).json().error).toBe('Jeton expiré ou invalide');
  });

  it('sets the password once, opens a session, and refuses the link afterwards', async () => {
    const { inviteUrl } = await context.container.accountsService.createAccount({
      email: 'sam@prevention.ca',
      tier: 'conseiller',
      invite: true,
    });
    const token = new URL(inviteUrl!).searchParams.get('token')!;
    const short = await setPassword({ token, password: '123456789' });
    expect(short.json().error).toBe('Le mot de passe doit contenir au moins 10 caractères.');
    const common = await setPassword({ token, password: 'QWERTYUIOP' });
    expect(common.json().code).toBe('auth.passwordCommon');

    const done = await setPassword({ token, password: 'Chantier-2025' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      user: { email: 'sam@prevention.ca', tier: 'conseiller' },
    });
    const check = await context.app.inject({
      url: '/api/auth/check',
      headers: { cookie: sessionCookieOf(done) },
    });
    expect(check.json().authenticated).toBe(true);

    const reused = await setPassword({ token, password: 'Autre-chantier-2025' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('auth.tokenInvalid');
  });

  it('does not accept a reset link as an invitation, nor the reverse', async () => {
    const user = await createAccount(context, { email: 'mix@prevention.ca' });
    const invitation = await context.container.auth.createInvitation(user.id);
    expect((await verify(`?token=${invitation}&purpose=password_reset`)).statusCode).toBe(400);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: invitation, password: 'Quelconque-123' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('remembers the signed-in person’s language for the e-mails sent to them', async () => {
    await createAccount(context, { email: 'lang@prevention.ca' });
    const cookie = await signIn(context, 'lang@prevention.ca');
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      headers: { cookie },
      payload: { preferredLanguage: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const check = await context.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(check.json().user.preferredLanguage).toBe('en');
    const anonymous = await context.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { preferredLanguage: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  it('count failures only: signing in often never locks a person out', async () => {
    const context = await createTestContext();
    await createAccount(context, { email: 'souvent@prevention.ca' });
    for (let attempt = 0; attempt < 15; attempt++) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'souvent@prevention.ca', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    }
    await context.close();
  });
});
