import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { runWithLogContext } from '../logger/log-context';
import type { Logger } from '../logger/logger';

export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface SendOptions {
  /** Higher runs first; jobs of equal priority run in the order they were queued. */
  priority?: number;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/**
 * Analyses, the slow work (reports render within their request), run as jobs in pg-boss on the
 * same database as everything else: PGlite through its `db` option, PostgreSQL through the pool. A
 * job is fetched by one worker only (SKIP LOCKED), so several instances never run it twice. Every
 * line logged while a job runs carries its `jobId` and `jobName`.
 */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  register<Data extends object>(options: {
    name: string;
    handler: JobHandler<Data>;
    /** How long a job may run before pg-boss considers it lost and retries it. */
    expireInSeconds: number;
    retryLimit: number;
    /** Jobs of this queue this instance runs at once. */
    concurrency: number;
  }): Promise<void>;
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string>;
  /**
   * Runs `handler` on a cron schedule (UTC). pg-boss creates one job per tick for the whole cluster,
   * and one worker takes it, so the work runs once however many instances share the database.
   */
  schedule(options: {
    name: string;
    cron: string;
    handler: () => Promise<void>;
    expireInSeconds: number;
  }): Promise<void>;
  /** Stops a schedule (a setting turned off); jobs already queued still run. */
  unschedule(name: string): Promise<void>;
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

// Any constant works, as long as every instance uses it and it differs from the migrations' lock.
const QUEUE_SETUP_LOCK_KEY = 7_210_532;

/**
 * pg-boss makes each queue a table partition: two instances creating the same queues at once (a deployment
 * starting together on an empty database) deadlock, and one of them dies. Queue creation and scheduling are
 * therefore taken in turn across instances, under an advisory lock on PostgreSQL (PGlite has one process).
 */
async function inTurn<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (database.kind !== 'postgres' || !pool) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

export function createJobQueue(options: { database: DatabaseHandle; logger: Logger }): JobQueue {
  const boss = new PgBoss({ db: executorFor(options.database), schema: 'pgboss' });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  const workers = new Map<string, string[]>();
  return {
    async start() {
      await inTurn(options.database, () => boss.start());
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async register({ name, handler, expireInSeconds, retryLimit, concurrency }) {
      await inTurn(options.database, () =>
        boss.createQueue(name, { name, expireInSeconds, retryLimit, retryDelay: 5 }),
      );
      // pg-boss 10 has no per-worker concurrency: each work() call is one poller that runs one job at
      // a time, so N of them run N jobs side by side (each fetch is SKIP LOCKED, never the same job).
      const ids: string[] = [];
      for (let index = 0; index < concurrency; index += 1) {
        ids.push(
          await boss.work<object>(name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
            if (job)
              await runWithLogContext({ jobId: job.id, jobName: name }, () => handler(job.data as never));
          }),
        );
      }
      workers.set(name, ids);
    },
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        priority: sendOptions.priority ?? 0,
        startAfter: sendOptions.startAfterSeconds,
      });
      if (!id) throw new Error(`job ${name} was not queued`);
      // Wake this instance's idle workers now instead of waiting for their next poll; a delayed job
      // is found by the regular poll once its time comes.
      if (!sendOptions.startAfterSeconds) {
        for (const workerId of workers.get(name) ?? []) boss.notifyWorker(workerId);
      }
      return id;
    },
    async schedule({ name, cron, handler, expireInSeconds }) {
      await inTurn(options.database, async () => {
        await boss.createQueue(name, { name, expireInSeconds, retryLimit: 0, policy: 'singleton' });
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
      });
      const id = await boss.work(name, { pollingIntervalSeconds: 10, batchSize: 1 }, async ([job]) =>
        runWithLogContext({ jobId: job?.id ?? 'unknown', jobName: name }, handler),
      );
      workers.set(name, [id]);
    },
    async unschedule(name) {
      await boss.unschedule(name).catch(() => undefined);
    },
  };
}
