import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, linkIn, outboxMessages, sessionCookieOf, signIn } from '../../test/accounts-helpers';
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
  // The newest visitor link e-mailed to an address.
  const visitorLinkFor = (email: string) => {
    const message = outboxMessages(context)
      .filter((candidate) => candidate.includes(`To: ${email}`))
      .at(-1);
    if (!message) throw new Error(`no e-mail to ${email}`);
    return linkIn(message, '/visitor-access');
  };
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/visitor/confirm',
      payload: { token },
      headers,
      remoteAddress: `10.2.0.${++visitorIp}`,
    });
  /** The whole visitor journey: the code, then the e-mailed link. */
  const join = async (payload: { name: string; email: string; code: string }) => {
    const requested = await redeem(payload);
    if (requested.statusCode !== 200) return requested;
    return confirm(visitorLinkFor(payload.email.toLowerCase()).searchParams.get('token') ?? '');
  };
  const codeUses = async (code: string) =>
    (
      await context.database.query<{ uses: number }>('select uses from visitor_codes where code_hint = $1', [
        code.slice(-4),
      ])
    )[0]?.uses;
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

  it('lets a visitor in with a code typed loosely: an e-mailed link, then they join as an analyst with a session', async () => {
    const code = await newCode();
    const requested = await redeem({
      name: 'Jo Visiteur',
      email: 'Jo@Visite.ca',
      code: `  ${code.toLowerCase()} `,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      success: true,
      linkSent: true,
      email: 'jo@visite.ca',
      message: "Un lien a été envoyé à jo@visite.ca. Ouvrez-le dans les 30 minutes pour accéder à l'équipe.",
    });
    // Nothing exists and no session opens before the address is proven.
    expect(requested.cookies.find((cookie) => cookie.name === 'rv_session')).toBeUndefined();
    expect(await codeUses(code)).toBe(0);
    expect(await context.container.accounts.findUserByEmail('jo@visite.ca')).toBeNull();

    const token = visitorLinkFor('jo@visite.ca').searchParams.get('token') ?? '';
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(await codeUses(code)).toBe(1);
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
    const response = await join({ name: 'Ada', email: 'ada@visite.ca', code });
    expect(response.json().user).toMatchObject({ tier: 'enterprise', role: 'admin' });
    expect(response.json().accessToken.role).toBe('admin');
  });

  it('refuses a used-up, expired, revoked or unknown code, and one bound to another address, with one message', async () => {
    const usedUp = await newCode();
    expect((await join({ name: 'Un', email: 'un@visite.ca', code: usedUp })).statusCode).toBe(200);
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
    expect((await join({ name: 'Prévue', email: 'prevue@visite.ca', code: bound })).statusCode).toBe(200);
  });

  it('refuses a code once the team has used all its seats', async () => {
    // Équipe A has 6 seats: its two accounts, then Jo, Ada, Un and Prévue above have filled them.
    const seats = await context.app.inject({ url: '/api/team', headers: { cookie: adminA } });
    expect(seats.json().team).toMatchObject({ seats: 6, seatsUsed: 6 });
    // No code is handed out once the seats are taken…
    const refused = await createCode(adminA, { role: 'member', expiresInDays: 7, maxUses: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'teams.noSeatLeft', seats: 6, seatsUsed: 6 });
    // …and one handed out while a seat was free cannot fill a seat that no longer is.
    await context.database.query("update teams set seats = 7 where name = 'Équipe A'");
    const code = await newCode({ maxUses: 3 });
    await context.database.query("update teams set seats = 6 where name = 'Équipe A'");
    const response = await redeem({ name: 'Trop', email: 'trop@visite.ca', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('visitor.codeInvalid');
  });

  it('never signs in to nor changes an existing account: its owner gets a sign-in link instead', async () => {
    const invited = await context.container.accountsService.createAccount({
      email: 'invitee@equipe-b.ca',
      tier: 'enterprise',
      team: 'Équipe B',
      role: 'member',
      invite: true,
    });
    expect(invited.user.passwordHash).toBeNull();
    await context.container.accountsService.createAccount({
      email: 'invite-seul@conseil.ca',
      tier: 'conseiller',
      invite: true,
    });
    // Room in both teams, so only the account rule can refuse.
    await context.database.query('update teams set seats = 20');
    const codeOfB = async (payload: object = {}) =>
      (await createCode(adminB, { role: 'member', expiresInDays: 7, maxUses: 1, ...payload })).json()
        .code as string;
    // Same team and another team; with a password and without one (invited, or a visitor).
    // The easiest targets first: an invited account without a password, an existing visitor.
    const targets = [
      { email: 'invite-seul@conseil.ca', code: await newCode({ role: 'admin' }) },
      { email: 'invitee@equipe-b.ca', code: await newCode({ role: 'admin' }) },
      { email: 'jo@visite.ca', code: await newCode({ role: 'admin' }) },
      { email: 'invitee@equipe-b.ca', code: await codeOfB({ role: 'admin' }) },
      { email: 'solo@conseil.ca', code: await newCode({ role: 'admin' }) },
      { email: 'admin@equipe-b.ca', code: await codeOfB() },
      { email: 'membre@equipe-a.ca', code: await newCode({ role: 'admin' }) },
    ];

    for (const target of targets) {
      const before = await context.container.accounts.findUserByEmail(target.email);
      const response = await redeem({ name: 'Intrus', email: target.email.toUpperCase(), code: target.code });
      // The same answer as for a new address: nothing tells the code holder the account exists.
      expect(response.statusCode, target.email).toBe(200);
      expect(response.json().linkSent).toBe(true);
      expect(response.cookies.find((cookie) => cookie.name === 'rv_session')).toBeUndefined();
      expect(await context.container.accounts.findUserByEmail(target.email)).toEqual(before);
      expect(await codeUses(target.code)).toBe(0);

      // The link goes to the owner's mailbox and signs them in to their own account, unchanged.
      const mail = outboxMessages(context)
        .filter((message) => message.includes(`To: ${target.email}`))
        .at(-1);
      expect(mail).toContain('RisqueVision');
      const owner = await confirm(visitorLinkFor(target.email).searchParams.get('token') ?? '');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.id).toBe(before?.id);
      expect(owner.json().user.team?.id ?? null).toBe(before?.team?.id ?? null);
      expect(await codeUses(target.code)).toBe(0);
    }
    const teamA = await context.app.inject({ url: '/api/team', headers: { cookie: adminA } });
    expect(teamA.body).not.toContain('solo@conseil.ca');
    expect(teamA.body).not.toContain('invite-seul@conseil.ca');
    expect(teamA.body).not.toContain('equipe-b.ca');
  });

  it('spends a visitor link once, and refuses a forged one with a clear message', async () => {
    const code = await newCode({ maxUses: 2 });
    const first = await join({ name: 'Une Fois', email: 'unefois@visite.ca', code });
    expect(first.statusCode).toBe(200);
    const token = visitorLinkFor('unefois@visite.ca').searchParams.get('token') ?? '';
    for (const attempt of [token, 'forged']) {
      const again = await confirm(attempt, { 'accept-language': 'en' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'visitor.linkInvalid',
        error:
          'This access link is invalid, already used or expired. Enter your code again to receive a new one.',
      });
    }
  });

  it('counts a code use in the same transaction as the join: a failure leaves the code unspent', async () => {
    const code = await newCode({ maxUses: 2 });
    expect((await redeem({ name: 'Panne', email: 'panne@visite.ca', code })).statusCode).toBe(200);
    // Make the last step of the join fail, as a crash or a constraint would.
    await context.database.query(`
      create function refuse_membership() returns trigger language plpgsql as
        $$ begin raise exception 'membership refused for the test'; end $$`);
    await context.database.query(`
      create trigger refuse_membership before insert on team_memberships
        for each row execute function refuse_membership()`);
    const failed = await confirm(visitorLinkFor('panne@visite.ca').searchParams.get('token') ?? '');
    await context.database.query('drop trigger refuse_membership on team_memberships');
    expect(failed.statusCode).toBe(500);
    expect(await codeUses(code)).toBe(0);
    expect(await context.container.accounts.findUserByEmail('panne@visite.ca')).toBeNull();
    // The link was not spent either: following it again now works.
    const retried = await confirm(visitorLinkFor('panne@visite.ca').searchParams.get('token') ?? '');
    expect(retried.statusCode).toBe(200);
    expect(await codeUses(code)).toBe(1);
  });

  it('lets only one of two visitors in on a code with one use left, even at the same moment', async () => {
    const code = await newCode({ maxUses: 1 });
    for (const email of ['premier@visite.ca', 'second@visite.ca'])
      expect((await redeem({ name: 'Visiteur', email, code })).statusCode).toBe(200);
    const answers = await Promise.all(
      ['premier@visite.ca', 'second@visite.ca'].map((email) =>
        confirm(visitorLinkFor(email).searchParams.get('token') ?? ''),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe('visitor.codeInvalid');
    expect(await codeUses(code)).toBe(1);
  });

  it('signs one new visitor in once from two links followed at the same moment', async () => {
    const code = await newCode({ maxUses: 5 });
    const tokens: string[] = [];
    for (let click = 0; click < 2; click++) {
      expect((await redeem({ name: 'Double', email: 'double@visite.ca', code })).statusCode).toBe(200);
      tokens.push(visitorLinkFor('double@visite.ca').searchParams.get('token') ?? '');
    }
    const answers = await Promise.all(tokens.map((token) => confirm(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.json().user.id)).size).toBe(1);
    expect(await codeUses(code)).toBe(1);
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
