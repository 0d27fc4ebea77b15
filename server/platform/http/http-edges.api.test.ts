import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

// The edges an attacker reaches first (issue 9, findings 6 and 10): encoded paths, Fastify's own
// URL errors, the headers every answer carries, and how uploaded files are named and served.
describe('the edges of the HTTP server', () => {
  let context: TestContext;
  let consultant: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'bords@conseil.ca', tier: 'conseiller' });
    consultant = await signIn(context, 'bords@conseil.ca');
  });
  afterAll(() => context.close());

  describe('encoded paths (finding 6)', () => {
    it('refuses a state-changing call from another site even when the path is percent-encoded', async () => {
      for (const url of ['/%61pi/login', '/%2561pi/login', '/api/%6cogin', '/API/login']) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          headers: { origin: 'https://evil.example' },
          payload: { email: 'bords@conseil.ca', password: 'x' },
        });
        if (response.statusCode === 404) continue; // not routed at all: nothing was served
        expect(response.statusCode, url).toBe(403);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.json(), url).toMatchObject({ success: false, code: 'request.crossOrigin' });
      }
      const encoded = await context.app.inject({
        method: 'POST',
        url: '/%61pi/login',
        headers: { origin: 'https://evil.example' },
        payload: { email: 'bords@conseil.ca', password: 'x' },
      });
      expect(encoded.statusCode).toBe(403);
    });

    it('finds the session of a request whose path is percent-encoded', async () => {
      const response = await context.app.inject({
        url: '/%61pi/auth/check',
        headers: { cookie: consultant },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ authenticated: true });
    });

    it('answers an encoded unknown API path with the JSON 404, not the web app', async () => {
      const response = await context.app.inject({ url: '/%61pi/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'request.notFound' });
    });
  });

  describe("Fastify's own URL errors (finding 10)", () => {
    it('answers a malformed percent-escape with the JSON error shape, in the request language', async () => {
      const french = await context.app.inject({ url: '/api/%E0%A4%A' });
      expect(french.statusCode).toBe(400);
      expect(french.headers['content-type']).toContain('application/json');
      expect(french.json()).toEqual({
        success: false,
        code: 'request.badUrl',
        error: "L'adresse demandée est mal formée.",
        requestId: french.headers['x-request-id'],
      });
      const english = await context.app.inject({
        url: '/api/analysis/%E0%A4%A',
        headers: { 'accept-language': 'en-CA' },
      });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        success: false,
        code: 'request.badUrl',
        error: 'The requested address is malformed.',
        requestId: english.headers['x-request-id'],
      });
    });

    it('answers a path parameter longer than the router accepts with the JSON error shape', async () => {
      const response = await context.app.inject({ url: `/api/analysis/${'a'.repeat(5000)}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toMatchObject({ success: false, code: 'request.urlTooLong' });
      expect(response.headers['permissions-policy']).toBeDefined();
    });
  });

  describe('security headers (finding 10)', () => {
    it('sends a Permissions-Policy on every answer, keeping the microphone for dictation', async () => {
      for (const url of ['/api/health', '/api/does-not-exist', '/', '/api/%E0%A4%A']) {
        const response = await context.app.inject({ url });
        const policy = String(response.headers['permissions-policy']);
        expect(policy, url).toContain('camera=()');
        expect(policy, url).toContain('geolocation=()');
        expect(policy, url).toContain('microphone=(self)');
        expect(policy, url).toContain('payment=()');
        expect(policy, url).toContain('usb=()');
      }
    });
  });

  describe('uploaded files (finding 10)', () => {
    it('strips bidirectional control characters from stored file names', async () => {
      const body = multipart(
        {
          requestId: randomUUID(),
          area: 'Atelier',
          jurisdiction: 'QC',
          language: 'français',
          sourceInterface: 'conseiller-sst',
        },
        [fixture('brasserie-description-fr.docx', 'facture\u202Excod\u2066.docx')],
      );
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/analyze-conseiller-sst',
        headers: { ...body.headers, cookie: consultant },
        payload: body.payload,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { analysisData } = response.json();
      expect(analysisData.fileNames).toEqual(['facturexcod.docx']);
      expect(analysisData.files[0].name).toBe('facturexcod.docx');
    });

    it('serves uploads private and never stored, so they do not outlive a sign-out in a shared cache', async () => {
      const body = multipart(
        {
          requestId: randomUUID(),
          area: 'Atelier',
          jurisdiction: 'QC',
          language: 'français',
          sourceInterface: 'conseiller-sst',
        },
        [fixture('sign-espace-clos-fr.jpg')],
      );
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/analyze-conseiller-sst',
        headers: { ...body.headers, cookie: consultant },
        payload: body.payload,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const file = response.json().analysisData.files[0];
      const apiPath = String(file.path).replace(/^\/uploads\//, '/api/files/');
      for (const url of [file.path, apiPath, file.thumbnailPath].filter(Boolean)) {
        const served = await context.app.inject({ url, headers: { cookie: consultant } });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control'], url).toBe('private, no-store');
      }
    }, 60_000);
  });
});

// Node refuses an over-long request line or headers before Fastify sees a request; Fastify's
// client error handler then wrote its own shape. A real socket is needed: inject() skips the parser.
describe('requests the HTTP parser refuses (finding 10)', () => {
  let context: TestContext;
  let port: number;

  beforeAll(async () => {
    context = await createTestContext();
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as AddressInfo).port;
  });
  afterAll(() => context.close());

  const rawRequest = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    });
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers a URL longer than the parser accepts with the JSON error shape, in the request language', async () => {
    const french = await rawRequest(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(french).toMatch(/^HTTP\/1\.1 431 /);
    expect(french).toContain('application/json');
    expect(bodyOf(french)).toEqual({
      success: false,
      code: 'request.headersTooLarge',
      error: 'La requête est trop longue (adresse ou en-têtes).',
    });
    const english = await rawRequest(
      `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-CA\r\n\r\n`,
    );
    expect(bodyOf(english).error).toBe('The request is too long (address or headers).');
  });

  it('answers a request the parser cannot read with the JSON error shape', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'request.malformedHttp' });
  });
});
