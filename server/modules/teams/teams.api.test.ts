import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionCookieOf, signIn } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

describe('teams and visitor access codes', () => {
  let context: TestContext;
  let adminA: string;
  let adminB: string;
  let memberA: string;
  let consultant: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, {
      email: 'admin@equipe-a.ca',
      tier: 'enterprise',
      team: 'Équipe A',
      seats: 6,
    });
    await createAccount(context, {
      email: 'membre@equipe-a.ca',
      tier: 'enterprise',
      team: 'Équipe A',
      role: 'member',
    });
    await createAccount(context, { email: 'admin@equipe-b.ca', tier: 'enterprise', team: 'Équipe B' });
    await createAccount(context, { email: 'solo@conseil.ca', tier: 'conseiller' });
    adminA = await signIn(context, 'admin@equipe-a.ca');
    adminB = await signIn(context, 'admin@equipe-b.ca');
    memberA = await signIn(context, 'membre@equipe-a.ca');
    consultant = await signIn(context, 'solo@conseil.ca');
  });
  afterAll(() => context.close());

  const createCode = (cookie: string, payload: object) =>
    context.app.inject({ method: 'POST', url: '/api/team/visitor-codes', headers: { cookie }, payload });
  // Each attempt from its own address, so the per-IP limit (tested last) stays out of the way.
  let visitorIp = 0;
  const redeem = (payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/visitor/validate',
      payload,
      headers,
      remoteAddress: `10.1.0.${++visitorIp}`,
    });
  const newCode = async (payload: object = {}) =>
    (await createCode(adminA, { role: 'member', expiresInDays: 7, maxUses: 1, ...payload })).json()
      .code as string;

  it('shows an administrator the team, its members and its seats', async () => {
    const response = await context.app.inject({ url: '/api/team', headers: { cookie: adminA } });
    expect(response.statusCode).toBe(200);
    expect(response.json().team).toMatchObject({ name: 'Équipe A', seats: 6, seatsUsed: 2 });
    expect(response.json().members.map((member: { email: string }) => member.email)).toEqual([
      'admin@equipe-a.ca',
      'membre@equipe-a.ca',
    ]);
  });

  it('creates a code shown once, and lists it afterwards by its last characters only', async () => {
    const response = await createCode(adminA, { role: 'member', expiresInDays: 7, maxUses: 2, email: '' });
    expect(response.statusCode).toBe(201);
    const { code, visitorCode } = response.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(visitorCode).toMatchObject({
      hint: code.slice(-4),
      role: 'member',
      maxUses: 2,
      uses: 0,
      status: 'active',
    });
    const list = await context.app.inject({ url: '/api/team/visitor-codes', headers: { cookie: adminA } });
    expect(list.body).not.toContain(code);
    expect(list.json().codes[0].id).toBe(visitorCode.id);
  });

  it('refuses code settings out of range, with a clear message', async () => {
    const days = await createCode(adminA, { role: 'member', expiresInDays: 365, maxUses: 1 });
    expect(days.statusCode).toBe(400);
    expect(days.json().error).toBe('La durée de validité doit être de 1 à 90 jours.');
    const uses = await createCode(adminA, { role: 'member', expiresInDays: 3, maxUses: 0 });
    expect(uses.json().code).toBe('teams.codeUsesInvalid');
    const role = await createCode(adminA, { role: 'owner', expiresInDays: 3, maxUses: 1 });
    expect(role.statusCode).toBe(400);
  });

  it('lets a visitor in with a code typed loosely: they join the team as an analyst with a session', async () => {
    const code = await newCode();
    const response = await redeem({
      name: 'Jo Visiteur',
      email: 'Jo@Visite.ca',
      code: `  ${code.toLowerCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      accessToken: { email: 'jo@visite.ca', role: 'member' },
      user: { tier: 'conseiller', role: 'member', team: { name: 'Équipe A' }, name: 'Jo Visiteur' },
    });
    expect(response.json().message).toBe("Bienvenue dans l'équipe Équipe A.");
    const check = await context.app.inject({
      url: '/api/auth/check',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(check.json().user.email).toBe('jo@visite.ca');
  });

  it('makes an admin-role visitor a team administrator on the enterprise screens', async () => {
    const code = await newCode({ role: 'admin' });
    const response = await redeem({ name: 'Ada', email: 'ada@visite.ca', code });
    expect(response.json().user).toMatchObject({ tier: 'enterprise', role: 'admin' });
    expect(response.json().accessToken.role).toBe('admin');
  });

  it('refuses a used-up, expired, revoked or unknown code, and one bound to another address, with one message', async () => {
    const usedUp = await newCode();
    expect((await redeem({ name: 'Un', email: 'un@visite.ca', code: usedUp })).statusCode).toBe(200);
    const expired = await newCode();
    await context.database.query(
      "update visitor_codes set expires_at = now() - interval '1 minute' where code_hint = $1",
      [expired.slice(-4)],
    );
    const revoked = await createCode(adminA, { role: 'member', expiresInDays: 7, maxUses: 5 });
    await context.app.inject({
      method: 'DELETE',
      url: `/api/team/visitor-codes/${revoked.json().visitorCode.id}`,
      headers: { cookie: adminA },
    });
    const bound = await newCode({ email: 'prevue@visite.ca' });

    for (const [code, email] of [
      [usedUp, 'deux@visite.ca'],
      [expired, 'trois@visite.ca'],
      [revoked.json().code, 'quatre@visite.ca'],
      ['ZZZZZZZZZZ', 'cinq@visite.ca'],
      [bound, 'autre@visite.ca'],
    ]) {
      const response = await redeem({ name: 'Quelqu’un', email, code }, { 'accept-language': 'en' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toBe('The code is invalid or has expired');
    }
    expect((await redeem({ name: 'Prévue', email: 'prevue@visite.ca', code: bound })).statusCode).toBe(200);
  });

  it('refuses a code once the team has used all its seats', async () => {
    // Équipe A has 6 seats: its two accounts, then Jo, Ada, Un and Prévue above have filled them.
    const seats = await context.app.inject({ url: '/api/team', headers: { cookie: adminA } });
    expect(seats.json().team).toMatchObject({ seats: 6, seatsUsed: 6 });
    const code = await newCode({ maxUses: 3 });
    const response = await redeem({ name: 'Trop', email: 'trop@visite.ca', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('visitor.codeInvalid');
  });

  it('never opens an account that already has a password', async () => {
    const code = (await createCode(adminB, { role: 'admin', expiresInDays: 1, maxUses: 1 })).json().code;
    const response = await redeem({ name: 'Intrus', email: 'solo@conseil.ca', code });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('visitor.accountExists');
  });

  it('checks every field and the code length', async () => {
    const missing = await redeem({ name: ' ', email: 'x@y.ca', code: 'ABC' });
    expect(missing.json().error).toBe('Veuillez entrer votre nom complet');
    const noCode = await redeem({ name: 'Nom', email: 'x@y.ca', code: '   ' });
    expect(noCode.json().error).toBe("Veuillez entrer votre code d'accès visiteur");
    const long = await redeem({ name: 'Nom', email: 'x@y.ca', code: 'ABCDEFGHJKMNP' });
    expect(long.statusCode).toBe(400);
  });

  it('keeps each team to its own codes and members', async () => {
    const codeOfA = (await createCode(adminA, { role: 'member', expiresInDays: 2, maxUses: 1 })).json()
      .visitorCode.id;
    const listB = await context.app.inject({ url: '/api/team/visitor-codes', headers: { cookie: adminB } });
    expect(listB.json().codes.map((code: { id: string }) => code.id)).not.toContain(codeOfA);
    const revokeFromB = await context.app.inject({
      method: 'DELETE',
      url: `/api/team/visitor-codes/${codeOfA}`,
      headers: { cookie: adminB },
    });
    expect(revokeFromB.statusCode).toBe(404);
    const teamB = await context.app.inject({ url: '/api/team', headers: { cookie: adminB } });
    expect(teamB.body).not.toContain('equipe-a.ca');
  });

  it('lets only a team administrator manage the team', async () => {
    for (const cookie of [memberA, consultant]) {
      const response = await context.app.inject({ url: '/api/team/visitor-codes', headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("Seul un administrateur de l'équipe peut gérer l'équipe.");
    }
    const anonymous = await context.app.inject({ url: '/api/team' });
    expect(anonymous.statusCode).toBe(401);
    const badId = await context.app.inject({
      method: 'DELETE',
      url: '/api/team/visitor-codes/not-a-uuid',
      headers: { cookie: adminA },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('limits code attempts per IP', async () => {
    const responses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      responses.push(
        await context.app.inject({
          method: 'POST',
          url: '/api/visitor/validate',
          payload: { name: 'Devine', email: 'devine@visite.ca', code: `GUESS${attempt}` },
          remoteAddress: '10.9.9.9',
        }),
      );
    }
    expect(responses.at(-1)?.statusCode).toBe(429);
  });
});
