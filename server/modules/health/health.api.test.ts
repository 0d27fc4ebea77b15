import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

describe('health, readiness, metrics and request ids', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('is ready when the database answers, storage takes a write and every migration is applied', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: true, storage: true, migrations: true },
    });
  });

  it('is not ready while the database lacks a migration this version ships', async () => {
    const [latest] = await context.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await context.database.query('delete from drizzle.__drizzle_migrations where id = $1', [latest?.id]);
    try {
      const response = await context.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({ database: true, storage: true, migrations: false });
      // Liveness is another question: the process and its database still answer.
      expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await context.database.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [latest?.id, latest?.hash, latest?.created_at],
      );
    }
  });

  it('is not ready when storage cannot be written', async () => {
    rmSync(context.container.storage.temporaryDir, { recursive: true, force: true });
    const response = await context.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks.storage).toBe(false);
  });

  it('gives every answer a request id, and quotes it in an error so a user can report it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/analysis/00000000-0000-4000-8000-000000000000',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toMatchObject({ success: false, requestId: id });
    const other = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('serves Prometheus metrics by route pattern to a local scraper only', async () => {
    await context.app.inject({ method: 'GET', url: '/api/analysis/11111111-1111-4111-8111-111111111111' });
    const response = await context.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /rv_http_requests_total\{method="GET",route="\/api\/analysis\/:id",status="4xx"\} \d+/,
    );
    expect(text).toMatch(
      /rv_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",le="\+Inf"\} \d+/,
    );
    expect(text).toMatch(/rv_process_resident_memory_bytes \d+/);
    expect(text).toContain('# TYPE rv_analyses gauge');
    expect(text).toContain('# TYPE rv_job_queue_depth gauge');
    expect(text).not.toContain('11111111-1111');

    const remote = await context.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    const proxied = await context.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});
