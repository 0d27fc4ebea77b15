import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { createLogger } from '../logger/logger';
import { createJobQueue, type JobQueue } from './job-queue';

type Line = { msg: string; jobId?: string; jobName?: string; instanceId?: string };

describe('job queue logging', () => {
  const lines: Line[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).trim().split('\n')) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  let database: DatabaseHandle;
  let jobs: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = createJobQueue({ database, logger });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it("puts each job's id on the lines its handler writes, through every await", async () => {
    const handled: string[] = [];
    await jobs.register<{ label: string }>({
      name: 'log-test',
      expireInSeconds: 60,
      retryLimit: 0,
      concurrency: 2,
      handler: async ({ label }) => {
        logger.info(`start ${label}`);
        await database.query('select pg_sleep(0.05)');
        logger.child({ component: 'deep' }).info(`end ${label}`);
        handled.push(label);
      },
    });
    logger.info('before the jobs');
    const first = await jobs.send('log-test', { label: 'one' });
    const second = await jobs.send('log-test', { label: 'two' });
    await expect.poll(() => handled.length, { timeout: 15_000, interval: 50 }).toBe(2);

    const idOf = (label: string) => (label === 'one' ? first : second);
    for (const label of ['one', 'two']) {
      const written = lines.filter((line) => line.msg.endsWith(` ${label}`));
      expect(written.map((line) => line.msg)).toEqual([`start ${label}`, `end ${label}`]);
      for (const line of written) {
        expect(line.jobId).toBe(idOf(label));
        expect(line.jobName).toBe('log-test');
      }
    }
    const outside = lines.find((line) => line.msg === 'before the jobs');
    expect(outside?.jobId).toBeUndefined();
    expect(outside?.instanceId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
