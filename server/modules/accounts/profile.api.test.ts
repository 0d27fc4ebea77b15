import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

describe('the profile', () => {
  let context: TestContext;
  let camille: string;
  let alex: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'camille@prevention.ca', name: 'Camille', tier: 'conseiller' });
    await createAccount(context, {
      email: 'alex@chantier.ca',
      name: 'Alex',
      tier: 'enterprise',
      team: 'Chantier',
    });
    camille = await signIn(context, 'camille@prevention.ca');
    alex = await signIn(context, 'alex@chantier.ca');
  });
  afterAll(() => context.close());

  const read = (cookie: string) => context.app.inject({ url: '/api/me/profile', headers: { cookie } });
  const save = (cookie: string, payload: object, language = 'fr') =>
    context.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie, 'accept-language': language },
      payload,
    });
  const valid = {
    name: 'Camille Roy',
    phone: '514 555-0123 poste 12',
    company: 'Prévention inc.',
    position: 'Conseillère',
  };

  it('answers the signed-in person’s own profile, and nothing to a stranger', async () => {
    const response = await read(camille);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      email: 'camille@prevention.ca',
      name: 'Camille',
      phone: null,
      company: null,
      position: null,
      preferredLanguage: 'fr',
      weeklyDigest: false,
      twoFactorEnabled: false,
    });
    expect((await read('')).statusCode).toBe(401);
  });

  it('saves name, phone, company and position, trimmed, and keeps them', async () => {
    const response = await save(camille, { ...valid, company: '  Prévention inc.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile).toMatchObject(valid);
    expect((await read(camille)).json().profile).toMatchObject(valid);
    const cleared = await save(camille, { ...valid, phone: '', company: '' });
    expect(cleared.json().profile).toMatchObject({ phone: null, company: null });
  });

  it('refuses an empty or too long name and a malformed phone, in the person’s language', async () => {
    const empty = await save(camille, { ...valid, name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'profile.nameRequired', error: 'Veuillez entrer votre nom.' });
    const long = await save(camille, { ...valid, name: 'x'.repeat(121) }, 'en');
    expect(long.json()).toMatchObject({
      code: 'profile.nameTooLong',
      error: 'The name is too long (120 characters at most).',
    });
    for (const phone of ['abc', '12', '514-555-0123; drop table', '+1 514 555 0123 4567 8901']) {
      const malformed = await save(camille, { ...valid, phone });
      expect(malformed.statusCode, phone).toBe(400);
      expect(malformed.json().code).toBe('profile.phoneInvalid');
    }
    const company = await save(camille, { ...valid, company: 'c'.repeat(121) });
    expect(company.json().code).toBe('profile.companyTooLong');
    const control = await save(camille, { ...valid, position: 'Chef\u0000' });
    expect(control.json().code).toBe('request.controlCharacters');
    expect((await read(camille)).json().profile.name).toBe('Camille Roy');
  });

  it('changes only the signed-in person’s profile, whatever the request carries', async () => {
    const before = (await read(camille)).json().profile;
    const response = await save(alex, {
      ...valid,
      name: 'Alex Gagnon',
      email: 'camille@prevention.ca',
      userId: 'someone-else',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ email: 'alex@chantier.ca', name: 'Alex Gagnon' });
    expect((await read(camille)).json().profile).toEqual(before);
    expect((await save('', valid)).statusCode).toBe(401);
  });

  it('keeps the weekly summary preference', async () => {
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/me/notifications',
      headers: { cookie: camille },
      payload: { weeklyDigest: true },
    });
    expect(response.json().profile.weeklyDigest).toBe(true);
    expect((await read(camille)).json().profile.weeklyDigest).toBe(true);
    expect((await read(alex)).json().profile.weeklyDigest).toBe(false);
    const wrong = await context.app.inject({
      method: 'PATCH',
      url: '/api/me/notifications',
      headers: { cookie: camille },
      payload: { weeklyDigest: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
