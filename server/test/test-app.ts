import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Container, createContainer } from '../container';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { PasswordHasher } from '../modules/auth/passwords';
import type { EngineRegistry } from '../platform/ai/engines';
import { createLogger } from '../platform/logger/logger';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  container: Container;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary DATA_DIR, driven through app.inject(). */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    passwords?: PasswordHasher;
    /** Analysis engines to use instead of the configured ones (a slow engine, for the job tests). */
    engines?: EngineRegistry;
    /** Receives the server's log lines (at info level) instead of discarding them. */
    logDestination?: DestinationStream;
    /** A database of the test's own (a private PostgreSQL the fault tests stop), closed with the context. */
    database?: DatabaseHandle;
    /**
     * An existing PostgreSQL database to share with other instances, migrated at start as
     * production does (the first instance applies the migrations, the next finds them current);
     * the caller creates and drops it. A fresh copy of the template otherwise.
     */
    databaseUrl?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logDestination ? 'info' : 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const database =
    options.database ??
    (options.databaseUrl
      ? await openDatabase({ dataDir: '', databaseUrl: options.databaseUrl })
      : await openTestDatabase());
  if (options.databaseUrl) await migrateDatabase(database);
  const logger = createLogger({ level: config.logLevel, destination: options.logDestination });
  const container = createContainer({
    config,
    database,
    logger,
    passwords: options.passwords,
    engines: options.engines,
  });
  const app = await buildApp({
    config,
    database,
    logger,
    container,
    webRoot: options.webRoot ?? join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    container,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
