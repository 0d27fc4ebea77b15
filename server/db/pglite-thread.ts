import { type ResourceLimits, Worker } from 'node:worker_threads';
import { type PGlite, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';
import { workerEntry } from '../platform/process/child-entry';
import type { PgliteReply, PgliteRequest, PgliteWorkerData, SerializedError } from './pglite-worker';

/** What the app asks of the embedded database: PGlite's calls, wherever PGlite runs. */
export type EmbeddedDatabase = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const revive = (error: SerializedError) =>
  Object.assign(new Error(error.message), error.props, { name: error.name });

const JSON_TYPES: number[] = [types.JSON, types.JSONB];

/**
 * JSON values cross from the thread as their text and are parsed here, as PGlite would have parsed
 * them there: a string is copied between threads far more cheaply than the objects it holds (an
 * analysis's result), and the database's thread is the busier of the two.
 */
function parseJson<Row>(
  results: Results<Row>,
  rowMode: 'array' | 'object',
  rawTypes: number[],
): Results<Row> {
  const parsed = results.fields.flatMap((field, index) =>
    JSON_TYPES.includes(field.dataTypeID) && !rawTypes.includes(field.dataTypeID)
      ? [{ key: rowMode === 'array' ? index : field.name }]
      : [],
  );
  if (parsed.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const { key } of parsed) {
      const value = row[key];
      if (typeof value === 'string') row[key] = JSON.parse(value);
    }
  }
  return results;
}

/**
 * The embedded database on a thread of its own. PGlite executes every query in WebAssembly on the
 * thread that calls it, with its wire protocol parsed in JavaScript: on the main thread that was six
 * tenths of a busy server's event loop, which every request then waited behind. Here the server's thread
 * builds queries and answers requests while this one executes them. Transactions hold the database's
 * one connection, as PGlite's own do: other queries wait for them.
 */
export async function openPgliteThread(
  options: PgliteWorkerData,
  thread: {
    /** Called once if the thread stops without being closed (a crash, its memory exhausted). */
    onLost?: (error: Error) => void;
    resourceLimits?: ResourceLimits;
  } = {},
): Promise<EmbeddedDatabase> {
  const entry = workerEntry({
    caller: import.meta.url,
    source: './pglite-worker.ts',
    bundled: 'pglite-worker.js',
  });
  const worker = new Worker(entry.filename, {
    eval: entry.eval,
    workerData: options,
    resourceLimits: thread.resourceLimits,
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closed = false;
  let opened = false;
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PgliteReply) => {
      if ('ready' in reply) return resolve();
      if ('failed' in reply) return reject(revive(reply.failed));
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(revive(reply.error));
      else waiting?.resolve(reply.result);
    });
    const stop = (error: Error) => {
      const lost = opened && !closed && !stopped;
      closed = true;
      stopped ??= error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      if (lost) thread.onLost?.(error);
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(new Error('the embedded database stopped')));
  });
  await ready;
  opened = true;

  function call<Result>(request: Request): Promise<Result> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<Result>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const runner = (tx: number | null) => ({
    async query<Row>(text: string, params: unknown[] = [], queryOptions?: QueryOptions) {
      // Drizzle passes parsers that return the text as is, for dates and intervals: kept as text there.
      const rawTypes = Object.keys(queryOptions?.parsers ?? {}).map(Number);
      const rowMode = queryOptions?.rowMode ?? 'object';
      const results = await call<Results<Row>>({
        op: 'query',
        tx,
        text,
        params,
        rowMode,
        rawTypes: [...rawTypes, ...JSON_TYPES],
      });
      return parseJson(results, rowMode, rawTypes);
    },
    exec: (text: string) => call<Results[]>({ op: 'exec', tx, text }),
  });

  const database = {
    ...runner(null),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let ended = false;
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        await call({ op: 'end', tx, commit });
      };
      const handle = {
        ...runner(tx),
        rollback: async () => end(false),
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      try {
        const result = await work(handle);
        await end(true);
        return result;
      } catch (error) {
        await end(false).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await call({ op: 'close' }).catch(() => undefined);
      await exited;
    },
    get closed() {
      return closed;
    },
  };
  return database as unknown as EmbeddedDatabase;
}
