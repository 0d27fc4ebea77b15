import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createStatementCache } from './pglite-statements';

/** How the thread opens the database: a data folder, or a dump loaded in memory (tests' templates). */
export interface PgliteWorkerData {
  dataDir?: string;
  startParams?: string[];
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** One call of the embedded-database thread; `tx` names an open transaction, null the database itself. */
export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      tx: number | null;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type ids whose values stay as PostgreSQL wrote them (Drizzle's parsers, which return them as is). */
      rawTypes: number[];
    }
  | { op: 'exec'; tx: number | null; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);

/** A database error, with PostgreSQL's fields (`code`, `constraint`…) kept for the callers that read them. */
export type SerializedError = { name: string; message: string; props: Record<string, unknown> };

export type PgliteReply =
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { ready: true }
  | { failed: SerializedError };

const serialize = (error: unknown): SerializedError => {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    props[key] = value;
  }
  return { name: error.name, message: error.message, props };
};

class RolledBack extends Error {}

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const post = (reply: PgliteReply) => parentPort?.postMessage(reply);

async function serve(db: PGlite) {
  const transactions = new Map<number, OpenTransaction>();
  const statements = createStatementCache(db);
  let nextTransaction = 1;

  const target = (tx: number | null) => {
    if (tx === null) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('transaction already ended');
    return open.tx;
  };

  async function handle(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        if (request.params.length > 0) {
          // Inside a transaction its callback holds the transaction lock; outside, wait for it, as
          // PGlite's own `query` does, then write to disk as it does.
          const run = async () => {
            const { rows, fields, affectedRows } = await db._runExclusiveQuery(() =>
              statements.run(request.text, request.params, request),
            );
            return { rows, fields, affectedRows };
          };
          if (request.tx !== null) {
            target(request.tx); // throws if the transaction has ended
            return run();
          }
          return db._runExclusiveTransaction(async () => {
            const result = await run();
            await db.syncToFs();
            return result;
          });
        }
        const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, (value: string) => value]));
        const { rows, fields, affectedRows } = await target(request.tx).query(request.text, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await target(request.tx).exec(request.text)).map(({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }));
      case 'begin': {
        // PGlite runs a transaction inside a callback; it stays open, holding the database's one
        // connection (other queries wait for it, as they would on this thread), until `end` settles it.
        const id = nextTransaction++;
        let opened: (tx: Transaction) => void = () => {};
        const started = new Promise<Transaction>((resolve) => {
          opened = resolve;
        });
        let finish: (commit: boolean) => void = () => {};
        const done = db.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              finish = (commit) => (commit ? resolve() : reject(new RolledBack()));
              opened(tx);
            }),
        );
        // A transaction that cannot begin answers its error here.
        const tx = await Promise.race([started, done.then(() => null)]);
        if (!tx) throw new Error('transaction did not begin');
        transactions.set(id, { tx, finish, done });
        return id;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('transaction already ended');
        transactions.delete(request.tx);
        open.finish(request.commit);
        try {
          await open.done;
        } catch (error) {
          if (!(error instanceof RolledBack)) throw error;
        }
        return null;
      }
      case 'close':
        await db.close();
        return null;
    }
  }

  parentPort?.on('message', async (request: PgliteRequest) => {
    try {
      post({ id: request.id, result: await handle(request) });
    } catch (error) {
      post({ id: request.id, error: serialize(error) });
    }
    if (request.op === 'close') parentPort?.close();
  });
}

try {
  const options = workerData as PgliteWorkerData;
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.startParams ? { startParams: options.startParams } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  });
  await serve(db);
  post({ ready: true });
} catch (error) {
  post({ failed: serialize(error) });
}
