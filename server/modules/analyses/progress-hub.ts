import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../platform/logger/logger';

/** The PostgreSQL channel on which every instance announces progress it recorded. */
export const PROGRESS_CHANNEL = 'rv_analysis_progress';

const RECONNECT_MS = 1000;

/**
 * Waiters read the database again after this long without a notification: a safety net for a
 * notification lost with a broken LISTEN connection, not the way changes are found.
 */
export const SAFETY_POLL_MS = 15_000;

/**
 * Wakes whoever waits on an analysis (the POST that started it, a progress stream) as soon as
 * something is recorded for it, by its id or its request id. In this process through an event
 * emitter; across instances on PostgreSQL through NOTIFY on one LISTEN connection, so a stream
 * never polls the database to learn that a job on another instance moved. On PGlite there is one
 * process only (the data folder is locked), so the emitter alone sees every change.
 *
 * A notification's payload is "<sender> <key> <key>…"; an instance ignores its own, which it has
 * already delivered locally.
 */
export function createProgressHub(options: { pool?: pg.Pool | null; logger?: Logger } = {}) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const instance = randomUUID();
  const pool = options.pool ?? null;
  let listener: pg.Client | null = null;
  let stopped = false;
  let reconnect: NodeJS.Timeout | null = null;

  const deliver = (keys: string[]) => {
    for (const key of keys) emitter.emit(key);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PROGRESS_CHANNEL || !message.payload) return;
    const [sender, ...keys] = message.payload.split(' ');
    if (sender !== instance) deliver(keys.filter(Boolean));
  };

  async function listen(): Promise<void> {
    if (!pool || stopped) return;
    try {
      // A connection of its own, outside the pool: a LISTEN held for the process's life would make
      // the pool's end() wait for it forever, and it would take one of the pool's places.
      const client = new pg.Client(pool.options);
      client.on('notification', onNotification);
      // A broken LISTEN connection is replaced; until then waiters fall back on their slow poll.
      client.on('error', () => {
        void client.end().catch(() => undefined);
        if (listener === client) listener = null;
        scheduleReconnect();
      });
      await client.connect();
      await client.query(`LISTEN ${PROGRESS_CHANNEL}`);
      listener = client;
      if (stopped) await stop();
    } catch (error) {
      options.logger?.warn({ err: error }, 'progress notifications unavailable, retrying');
      scheduleReconnect();
    }
  }

  function scheduleReconnect() {
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = null;
      void listen();
    }, RECONNECT_MS);
    reconnect.unref();
  }

  async function stop(): Promise<void> {
    stopped = true;
    if (reconnect) clearTimeout(reconnect);
    const client = listener;
    listener = null;
    if (!client) return;
    client.off('notification', onNotification);
    await client.end().catch(() => undefined);
  }

  return {
    /** Whether changes on other instances wake waiters (PostgreSQL) or only this process's (PGlite). */
    sharedAcrossInstances: pool !== null,
    start: listen,
    stop,
    /** Tells waiters on any of `keys` (an analysis id, a request id) that something was recorded. */
    notify(...keys: string[]): void {
      deliver(keys);
      if (!pool || stopped) return;
      pool
        .query('select pg_notify($1, $2)', [PROGRESS_CHANNEL, [instance, ...keys].join(' ')])
        .catch((error: unknown) => options.logger?.warn({ err: error }, 'progress notification not sent'));
    },
    /**
     * Starts listening on `keys` now, so a change recorded between a read and the next wait is not
     * missed: `next` resolves at once when something came since the previous call, otherwise on the
     * next notification, after `timeoutMs`, or on abort. Close it when done.
     */
    watch(keys: string[]): ProgressWatch {
      const watched = new Set<string>();
      let pending = false;
      let wake: (() => void) | null = null;
      const onChange = () => {
        pending = true;
        wake?.();
      };
      const add = (key: string) => {
        if (watched.has(key)) return;
        watched.add(key);
        emitter.on(key, onChange);
      };
      for (const key of keys) add(key);
      return {
        add,
        async next(timeoutMs, signal) {
          if (!pending && !signal?.aborted) {
            await new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                signal?.removeEventListener('abort', done);
                wake = null;
                resolve();
              };
              const timer = setTimeout(done, timeoutMs);
              wake = done;
              signal?.addEventListener('abort', done, { once: true });
            });
          }
          pending = false;
        },
        close() {
          for (const key of watched) emitter.off(key, onChange);
          watched.clear();
        },
      };
    },
  };
}

export type ProgressHub = ReturnType<typeof createProgressHub>;

export interface ProgressWatch {
  add(key: string): void;
  next(timeoutMs: number, signal?: AbortSignal): Promise<void>;
  close(): void;
}
