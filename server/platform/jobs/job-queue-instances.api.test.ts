import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { onPostgresServer, POSTGRES_SERVER_URL, postgresReachable } from '../../test/postgres-server';
import { templateUrl } from '../../test/test-database-names';
import { createLogger } from '../logger/logger';
import { createJobQueue } from './job-queue';

const reachable = await postgresReachable();
if (!reachable) console.warn('Skipping the concurrent start test: PostgreSQL is not reachable.');

/**
 * Issue 15, seen when following docs/deployment.md: two containers started together on an empty PostgreSQL,
 * and one died at start with "deadlock detected" — both created pg-boss's queues (a table partition each) at
 * once. Instances starting together must both come up, with each queue created once.
 */
describe.skipIf(!reachable)('job queues of instances starting together', () => {
  it('both start, register their workers and schedules, and share each queue', async () => {
    const name = `rv_start_${randomBytes(6).toString('hex')}`;
    await onPostgresServer((client) => client.query(`create database ${name}`));
    const url = templateUrl(POSTGRES_SERVER_URL, name);
    const handles = [
      await openDatabase({ dataDir: '', databaseUrl: url }),
      await openDatabase({ dataDir: '', databaseUrl: url }),
    ];
    const logger = createLogger({ level: 'silent' });
    const queues = handles.map((database) => createJobQueue({ database, logger }));
    try {
      await Promise.all(handles.map((database) => migrateDatabase(database)));
      // What main.ts and app.ts do at start, on both instances at the same moment.
      const outcomes = await Promise.allSettled(
        queues.map(async (jobs) => {
          await jobs.start();
          await jobs.register({
            name: 'analysis',
            handler: async () => {},
            expireInSeconds: 900,
            retryLimit: 1,
            concurrency: 2,
          });
          for (const job of ['backup', 'storage-orphan-cleanup', 'weekly-digest', 'auth-maintenance'])
            await jobs.schedule({
              name: job,
              cron: '17 3 * * *',
              handler: async () => {},
              expireInSeconds: 60,
            });
        }),
      );
      expect(
        outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
      const rows = await handles[0]?.query<{ name: string }>(
        "select name from pgboss.queue where name not like '__pgboss%' order by name",
      );
      expect(rows?.map((row) => row.name)).toEqual([
        'analysis',
        'auth-maintenance',
        'backup',
        'storage-orphan-cleanup',
        'weekly-digest',
      ]);
    } finally {
      for (const jobs of queues) await jobs.stop().catch(() => undefined);
      for (const database of handles) await database.close();
      await onPostgresServer((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  }, 120_000);
});
