import { AsyncLocalStorage } from 'node:async_hooks';

export type LogBindings = Record<string, string>;

const context = new AsyncLocalStorage<LogBindings>();

/**
 * Runs `work` with `bindings` on every log line written meanwhile, by any logger of the process, in
 * whatever module: a job's lines carry its id as a request's carry the request's, without each
 * handler having to thread a child logger through the services it calls.
 */
export function runWithLogContext<T>(bindings: LogBindings, work: () => T): T {
  return context.run({ ...context.getStore(), ...bindings }, work);
}

/** The bindings of the work running now (empty outside any). */
export function currentLogContext(): LogBindings {
  return context.getStore() ?? {};
}
