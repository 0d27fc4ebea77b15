import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

// Control characters in text fields (issue 9, finding 8): a NUL gave a 500 with the field values in
// the log, and still used up a visitor code. Every schema refuses them with one clear message.
describe('control characters in text fields', () => {
  let context: TestContext;
  let consultant: string;
  const logLines: string[] = [];
  const logged = () => logLines.join('');

  beforeAll(async () => {
    context = await createTestContext({
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    });
    await createAccount(context, { email: 'bords@conseil.ca', tier: 'conseiller' });
    consultant = await signIn(context, 'bords@conseil.ca');
    await createAccount(context, {
      email: 'admin@bords.ca',
      tier: 'enterprise',
      team: 'Équipe Bords',
      seats: 10,
    });
  });
  afterAll(() => context.close());

  const form = (fields: Record<string, string>) =>
    multipart(
      {
        requestId: randomUUID(),
        area: 'Atelier',
        jurisdiction: 'QC',
        language: 'français',
        sourceInterface: 'conseiller-sst',
        ...fields,
      },
      [fixture('brasserie-description-fr.docx')],
    );
  const analyze = (body: ReturnType<typeof form>, language = 'fr') =>
    context.app.inject({
      method: 'POST',
      url: '/api/analyze-conseiller-sst',
      headers: { ...body.headers, cookie: consultant, 'accept-language': language },
      payload: body.payload,
    });

  it('refuses a NUL in an analysis field with a 400 and a clear message, and logs no value', async () => {
    const response = await analyze(form({ area: 'Atelier\u0000SECRET-AREA-VALUE' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'request.controlCharacters',
      error: 'Le texte envoyé contient des caractères de contrôle non permis.',
    });
    const english = await analyze(form({ customInstructions: 'Look\u0007 here' }), 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toBe('The text sent contains control characters that are not allowed.');
    expect(logged()).not.toContain('SECRET-AREA-VALUE');
  });

  it('keeps tabs and line breaks where multi-line text is expected', async () => {
    const response = await analyze(form({ customInstructions: 'Ligne 1\n\tLigne 2\r\nLigne 3' }));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  });

  it('refuses a NUL in a JSON field (sign-in, visitor access, team codes) with a 400', async () => {
    const admin = await signIn(context, 'admin@bords.ca');
    const code = (
      await context.app.inject({
        method: 'POST',
        url: '/api/team/visitor-codes',
        headers: { cookie: admin },
        payload: { role: 'member', expiresInDays: 7, maxUses: 1 },
      })
    ).json().code as string;
    const visitor = await context.app.inject({
      method: 'POST',
      url: '/api/visitor/validate',
      payload: { name: 'Nom\u0000SECRET-NAME-VALUE', email: 'nul@visiteur.ca', code },
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().code).toBe('request.controlCharacters');
    const codes = await context.app.inject({ url: '/api/team/visitor-codes', headers: { cookie: admin } });
    expect(codes.json().codes[0].uses).toBe(0);

    const login = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'bords@conseil.ca', password: 'SECRET-PASSWORD\u0000' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('request.controlCharacters');
    expect(logged()).not.toContain('SECRET-NAME-VALUE');
    expect(logged()).not.toContain('SECRET-PASSWORD');
  });
});
