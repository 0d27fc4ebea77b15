import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { registerRequestLanguage } from '../http/request-language';
import { createLogger } from '../logger/logger';
import { registerErrorHandler } from './error-handler';

// The real database's refusals, through the real error handler and logger (issue 9, finding 8):
// a field no schema checked must answer a 400, and no value may reach the log.
describe('the error handler with database errors', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    database = await openTestDatabase();
    const logger = createLogger({
      level: 'info',
      destination: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    registerRequestLanguage(app);
    registerErrorHandler(app);
    app.post('/nul', async (request) => {
      const { value } = request.body as { value: string };
      return database.db.execute(sql`select ${value}::text as value`);
    });
    app.post('/uuid', async (request) => {
      const { value } = request.body as { value: string };
      return database.db.execute(sql`select ${value}::uuid as value`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a 400 with the clear message when the database refuses a NUL, and logs no value', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/nul',
      payload: { value: 'SECRET-NUL-VALUE\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'request.controlCharacters',
      error: 'Le texte envoyé contient des caractères de contrôle non permis.',
      requestId: response.headers['x-request-id'],
    });
    expect(logged()).not.toContain('SECRET-NUL-VALUE');
  });

  it('logs an unexpected database error with its stack and code, never the query parameters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/uuid',
      payload: { value: 'SECRET-UUID-VALUE' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('server.internal');
    expect(logged()).toContain('unexpected error');
    expect(logged()).toContain('22P02');
    expect(logged()).toContain('Failed query: select $1::uuid');
    expect(logged()).not.toContain('SECRET-UUID-VALUE');
  });
});
