import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from './test/accounts-helpers';
import { createTestContext, type TestContext } from './test/test-app';

describe('the server', () => {
  let context: TestContext;
  const webRoot = mkdtempSync(join(tmpdir(), 'rv-web-'));

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><title>RisqueVision</title><div id="root"></div>',
    );
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    context = await createTestContext({ webRoot });
  });
  afterAll(() => context.close());

  it('reports itself healthy while the database answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404 in French by default', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      code: 'request.notFound',
      error: "Cette adresse n'existe pas.",
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers in English when the browser asks for it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'accept-language': 'en-CA,en;q=0.9' },
    });
    expect(response.json().error).toBe('This address does not exist.');
  });

  it('keeps /uploads for the server: JSON answers, never the web app', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/uploads/nothing.jpg' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');

    await createAccount(context, { email: 'uploads@example.ca' });
    const cookie = await signIn(context, 'uploads@example.ca');
    const missing = await context.app.inject({
      method: 'GET',
      url: '/uploads/nothing.jpg',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('analysis.fileNotFound');
  });

  it('serves the web app for any other path so its router can decide', async () => {
    for (const url of ['/', '/accueil', '/privacy-policy', '/some/unknown/page?x=1']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets browsers cache hashed assets for a year', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("publishes the operator's identity for the legal pages", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(response.statusCode).toBe(200);
    expect(response.json().operator).toMatchObject({
      name: 'RisqueVision inc.',
      privacyEmail: 'confidentialite@risquevision.ca',
    });
  });

  it('refuses a state-changing call made from another site', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('request.crossOrigin');
    const fetchMetadata = await context.app.inject({
      method: 'DELETE',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
  });

  it('reports itself unavailable with a 503 when the database stops answering', async () => {
    const other = await createTestContext();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await other.app.close();
  });
});

describe('the database under test', () => {
  it('is PostgreSQL itself when TEST_DATABASE_URL is set, and the embedded PGlite otherwise', async () => {
    const context = await createTestContext();
    const [row] = await context.database.query<{ version: string }>('select version() as version');
    if (process.env.TEST_DATABASE_URL) {
      expect(context.database.kind).toBe('postgres');
      expect(row?.version).toMatch(/^PostgreSQL/);
      expect(row?.version).not.toMatch(/PGlite|emscripten/);
      console.warn(`API tests ran on: ${row?.version}`);
    } else {
      expect(context.database.kind).toBe('pglite');
      expect(row?.version).toContain('PGlite');
    }
    await context.close();
  });

  it('starts each test file from the migrated template', async () => {
    const context = await createTestContext();
    const tables = await context.database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'teams',
        'team_memberships',
        'sessions',
        'auth_tokens',
        'visitor_codes',
      ]),
    );
    await context.close();
  });
});
