import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../logger/logger';

export type JobHandler<Data> = (data: Data) => Promise<void>;

/**
 * Slow work (analyses, reports, backups) runs as jobs in pg-boss, on the same database as
 * everything else: PGlite through its `db` option, PostgreSQL through the pool. A job is fetched
 * by one worker only (SKIP LOCKED), so several instances never run it twice.
 */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  register<Data extends object>(options: {
    name: string;
    handler: JobHandler<Data>;
    /** How long a job may run before it is considered lost and retried. */
    expireInSeconds: number;
    retryLimit: number;
  }): Promise<void>;
  send<Data extends object>(name: string, data: Data): Promise<string>;
}

function executorFor(database: DatabaseHandle) {
  const pglite = database.pglite;
  if (pglite) {
    // PGlite's query() takes one statement with parameters; exec() runs a script without them.
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('no database to run jobs on');
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

export function createJobQueue(options: { database: DatabaseHandle; logger: Logger }): JobQueue {
  const boss = new PgBoss({ db: executorFor(options.database), schema: 'pgboss', schedule: false });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  const workers = new Map<string, string>();
  return {
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async register({ name, handler, expireInSeconds, retryLimit }) {
      await boss.createQueue(name, { name, expireInSeconds, retryLimit, retryDelay: 5 });
      const workerId = await boss.work<object>(name, { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await handler(job.data as never);
      });
      workers.set(name, workerId);
    },
    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job ${name} was not queued`);
      // Wake this instance's worker now instead of waiting for its next poll.
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
  };
}
