import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPgliteClient } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { projectRoot } from '../paths';
import { createTemplateName, templateUrl } from './test-database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; dumpPath: string }
      | { kind: 'postgres'; baseUrl: string; template: string };
  }
}

/**
 * Migrates one template database per run; each API test file then starts from a copy of it
 * (a PGlite data-folder dump, or CREATE DATABASE … TEMPLATE on PostgreSQL) instead of migrating.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = createTemplateName();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ dataDir: '', databaseUrl: templateUrl(baseUrl, template) });
    await migrateDatabase(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', baseUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  await migrateDatabase(wrapPgliteClient(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = join(projectRoot, '.tmp');
  mkdirSync(folder, { recursive: true });
  const dumpPath = join(folder, `test-template-${process.pid}.tar`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return async () => {};
}
