import { Worker } from 'node:worker_threads';
import type { AnalysisFile } from '../../../common/contract/analysis';
import type { ReportModel } from '../../modules/reports/report-model';
import { workerEntry } from '../process/child-entry';
import type { RenderReply, RenderRequest } from './report-render-worker';

type LoadImage = (file: AnalysisFile) => Promise<Buffer | null>;
type Render = (model: ReportModel, options: { loadImage: LoadImage }) => Promise<Buffer>;

export interface ReportRenderPool {
  pdf: Render;
  docx: Render;
  /** Whether a worker runs (tests watch it start and stop). */
  readonly running: boolean;
  close(): Promise<void>;
}

export class ReportRenderError extends Error {
  constructor(reason: 'timeout' | 'crashed' | 'failed') {
    super(`report rendering ${reason}`);
    this.name = 'ReportRenderError';
  }
}

/**
 * Reports are laid out in a worker thread: a long report takes the PDF library half a second of CPU,
 * which on the main thread would hold every other request for as long. The worker starts with the first
 * report and stops after `idleStopMs` without one, giving back the memory of the PDF and Word libraries.
 * The photos are read from storage here and handed over with the model.
 */
export function createReportRenderPool(options: { idleStopMs?: number; timeoutMs?: number } = {}) {
  const { idleStopMs = 60_000, timeoutMs = 60_000 } = options;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { worker: Worker; resolve: (content: Buffer) => void; reject: (error: Error) => void }
  >();
  let idleTimer: NodeJS.Timeout | null = null;

  function start(): Worker {
    const entry = workerEntry({
      caller: import.meta.url,
      source: './report-render-worker.ts',
      bundled: 'report-render-worker.js',
    });
    const started = new Worker(entry.filename, { eval: entry.eval });
    started.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('content' in reply)
        waiting.resolve(
          Buffer.from(reply.content.buffer, reply.content.byteOffset, reply.content.byteLength),
        );
      else waiting.reject(new ReportRenderError('failed'));
    });
    const fail = () => {
      if (worker === started) worker = null;
      // Only this worker's reports: an idle one stopping must not take its successor's with it.
      for (const [id, waiting] of pending) {
        if (waiting.worker !== started) continue;
        waiting.reject(new ReportRenderError('crashed'));
        pending.delete(id);
      }
    };
    started.on('error', fail);
    started.on('exit', fail);
    return started;
  }

  function scheduleStop() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (pending.size === 0 && worker) void stop();
    }, idleStopMs);
    idleTimer.unref();
  }

  async function stop() {
    const target = worker;
    worker = null;
    if (target) await target.terminate();
  }

  function renderer(format: RenderRequest['format']): Render {
    return async (model, { loadImage }) => {
      const images = await Promise.all(
        model.images.map(async ({ file }) => [file.id, await loadImage(file)] as [string, Buffer | null]),
      );
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      worker ??= start();
      const target = worker;
      const id = nextId++;
      const done = new Promise<Buffer>((resolve, reject) =>
        pending.set(id, { worker: target, resolve, reject }),
      );
      // A report that never ends takes its worker with it; the next one starts a fresh one.
      const timer = setTimeout(() => {
        pending.get(id)?.reject(new ReportRenderError('timeout'));
        pending.delete(id);
        if (worker === target) worker = null;
        void target.terminate();
      }, timeoutMs);
      try {
        target.postMessage({ id, format, model, images } satisfies RenderRequest);
        return await done;
      } finally {
        clearTimeout(timer);
        // Answered, timed out, or never sent (a model the thread cannot receive): nothing waits any more.
        pending.delete(id);
        if (pending.size === 0 && worker) scheduleStop();
      }
    };
  }

  return {
    pdf: renderer('pdf'),
    docx: renderer('docx'),
    get running() {
      return worker !== null;
    },
    close: async () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      await stop();
    },
  } satisfies ReportRenderPool;
}
