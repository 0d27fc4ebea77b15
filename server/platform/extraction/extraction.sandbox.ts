import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import { childEntry } from '../process/child-entry';
import type { SandboxCall, SandboxReply, SandboxRequest, SandboxResult } from './extraction.sandbox-child';
import type { ExtractionErrorCode, ExtractionResult, Extractor, ExtractorOptions } from './extraction.types';

export interface SandboxOptions {
  /** Wall-clock time one file may take (OCR of a 30-page scan included); 180 s by default. */
  timeoutMs?: number;
  /** The child's V8 heap (--max-old-space-size); 384 MB by default. */
  maxHeapMb?: number;
  /** The child's whole resident memory (native buffers, WebAssembly, images), checked every 100 ms; 1 GB. */
  maxRssMb?: number;
  /**
   * A child with nothing to read for this long is stopped (60 s by default): OCR and PDF readers hold
   * well over 100 MB, which an idle server should give back. The next file starts a fresh one.
   */
  idleStopMs?: number;
}

/** The codes of a file that ended its reader: the analysis stops there, and the file is never read again. */
export const SANDBOX_FAILURES: ReadonlySet<ExtractionErrorCode> = new Set([
  'extraction.crashed',
  'extraction.timeout',
]);

const rssPollMs = 100;

/** How much lower the file readers' priority is than the server's (niceness; 19 is the lowest). */
export const BACKGROUND_PRIORITY = 10;

// Linux gives a process's resident size in /proc; elsewhere only the heap limit and the timer apply.
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

interface Pending {
  resolve: (reply: SandboxReply) => void;
  reject: (code: ExtractionErrorCode) => void;
}

/**
 * An Extractor that reads every file in a child process with a heap limit, a resident-memory limit and a
 * time limit, so no file can take the server down. A child that dies or overruns yields
 * `extraction.crashed` or `extraction.timeout` for that file, and a fresh child serves the next one.
 */
export function createSandboxedExtractor(
  options: ExtractorOptions & SandboxOptions,
): Extractor & { readonly childPid: number | null } {
  const {
    timeoutMs = 180_000,
    maxHeapMb = 384,
    maxRssMb = 1024,
    idleStopMs = 60_000,
    ...extractorOptions
  } = options;
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  // One file at a time per child: the queue keeps the order and a crash costs only the file being read.
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  function start(): ChildProcess {
    const entry = childEntry({
      caller: import.meta.url,
      source: './extraction.sandbox-child.ts',
      bundled: 'extraction-child.js',
    });
    const started = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${maxHeapMb}`],
      env: { ...process.env, RV_EXTRACTOR_OPTIONS: JSON.stringify(extractorOptions) },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // V8's out-of-memory report goes to stderr; nothing of it is kept (it may quote the file's content).
    started.stderr?.resume();
    // Reading files is background work: a lower priority lets the requests people wait on go first
    // when analyses keep the processors busy (ignored where the system refuses).
    if (started.pid !== undefined) {
      try {
        setPriority(started.pid, Math.min(19, getPriority() + BACKGROUND_PRIORITY));
      } catch {
        // Not permitted here: the child runs at the server's priority.
      }
    }
    started.on('message', (reply: SandboxReply) => {
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    });
    started.on('exit', () => {
      if (child === started) child = null;
      for (const waiting of pending.values()) waiting.reject('extraction.crashed');
      pending.clear();
    });
    return started;
  }

  function stop(target: ChildProcess) {
    if (child === target) child = null;
    target.kill('SIGKILL');
  }

  async function call(request: SandboxCall): Promise<SandboxReply> {
    child ??= start();
    const target = child;
    const id = nextId++;
    const reply = new Promise<SandboxReply>((resolve, reject) => pending.set(id, { resolve, reject }));
    let overrun: ExtractionErrorCode | null = null;
    const timer = setTimeout(() => {
      overrun = 'extraction.timeout';
      stop(target);
    }, timeoutMs);
    const watch = setInterval(async () => {
      const rss = target.pid === undefined ? null : await residentMb(target.pid);
      if (rss !== null && rss > maxRssMb) {
        overrun = 'extraction.crashed';
        stop(target);
      }
    }, rssPollMs);
    try {
      target.send({ ...request, id } satisfies SandboxRequest);
      return await reply;
    } catch (code) {
      throw overrun ?? code;
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
    }
  }

  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    queued++;
    const run = queue.then(work, work);
    queue = run
      .catch(() => undefined)
      .finally(() => {
        queued--;
        if (queued === 0 && child) {
          idleTimer = setTimeout(() => void stopWhenIdle(), idleStopMs);
          idleTimer.unref();
        }
      });
    return run;
  }

  // Asks the idle child to leave (as close() does); a call arriving meanwhile starts a new one.
  async function stopWhenIdle() {
    idleTimer = null;
    if (queued > 0) return;
    await closeChild();
  }

  async function closeChild() {
    const target = child;
    child = null;
    if (!target || target.exitCode !== null) return;
    const exited = new Promise((resolve) => target.once('exit', resolve));
    target.disconnect();
    const timer = setTimeout(() => target.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  return {
    extract(input) {
      return enqueue(async (): Promise<ExtractionResult> => {
        try {
          const reply = await call({ type: 'extract', input });
          if ('result' in reply) return reviveCause(reply.result);
          return { kind: null, mimeType: 'application/octet-stream', pages: [], error: 'extraction.corrupt' };
        } catch (code) {
          return {
            kind: null,
            mimeType: 'application/octet-stream',
            pages: [],
            error: code as ExtractionErrorCode,
          };
        }
      });
    },
    warmUp: () => enqueue(() => call({ type: 'warmUp' }).then(() => undefined)),
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      await closeChild();
    },
    /** The child's process id while one runs (tests watch it stop when idle). */
    get childPid() {
      return child?.pid ?? null;
    },
  };
}

function reviveCause(result: SandboxResult): ExtractionResult {
  if (!result.cause) return result as ExtractionResult;
  const cause = Object.assign(new Error(result.cause.message), result.cause);
  return { ...result, cause };
}
