import { EventEmitter } from 'node:events';

/**
 * Wakes whoever waits on an analysis (the POST that started it, a progress stream) as soon as the
 * job running in this process records something. The database stays the source of truth: waiters
 * also poll it, for jobs that run on another instance.
 */
export function createProgressHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify(analysisId: string): void {
      emitter.emit(analysisId);
    },
    /** Resolves on the next notification or after `timeoutMs`, whichever comes first. */
    waitForChange(analysisId: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off(analysisId, done);
          signal?.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        emitter.on(analysisId, done);
        signal?.addEventListener('abort', done, { once: true });
      });
    },
  };
}

export type ProgressHub = ReturnType<typeof createProgressHub>;
