import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SandboxCall, SandboxReply, SandboxRequest, SandboxResult } from './extraction.sandbox-child';
import type { ExtractionErrorCode, ExtractionResult, Extractor, ExtractorOptions } from './extraction.types';

export interface SandboxOptions {
  /** Wall-clock time one file may take (OCR of a 30-page scan included); 180 s by default. */
  timeoutMs?: number;
  /** The child's V8 heap (--max-old-space-size); 384 MB by default. */
  maxHeapMb?: number;
  /** The child's whole resident memory (native buffers, WebAssembly, images), checked every 100 ms; 1 GB. */
  maxRssMb?: number;
}

/** The codes of a file that ended its reader: the analysis stops there, and the file is never read again. */
export const SANDBOX_FAILURES: ReadonlySet<ExtractionErrorCode> = new Set([
  'extraction.crashed',
  'extraction.timeout',
]);

const rssPollMs = 100;

// The sources run the child through tsx; the bundle ships it as dist/server/extraction-child.js beside main.js.
function childEntry(): { path: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(
      createRequire(here)
        .resolve('tsx/package.json')
        .replace(/package\.json$/, ''),
    );
    return {
      path: fileURLToPath(new URL('./extraction.sandbox-child.ts', here)),
      execArgv: ['--import', new URL('dist/loader.mjs', tsx).href],
    };
  }
  return { path: fileURLToPath(new URL('./extraction-child.js', here)), execArgv: [] };
}

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
export function createSandboxedExtractor(options: ExtractorOptions & SandboxOptions): Extractor {
  const { timeoutMs = 180_000, maxHeapMb = 384, maxRssMb = 1024, ...extractorOptions } = options;
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  // One file at a time per child: the queue keeps the order and a crash costs only the file being read.
  let queue: Promise<unknown> = Promise.resolve();

  function start(): ChildProcess {
    const entry = childEntry();
    const started = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${maxHeapMb}`],
      env: { ...process.env, RV_EXTRACTOR_OPTIONS: JSON.stringify(extractorOptions) },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // V8's out-of-memory report goes to stderr; nothing of it is kept (it may quote the file's content).
    started.stderr?.resume();
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
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
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
      const target = child;
      child = null;
      if (!target || target.exitCode !== null) return;
      const exited = new Promise((resolve) => target.once('exit', resolve));
      target.disconnect();
      const timer = setTimeout(() => target.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function reviveCause(result: SandboxResult): ExtractionResult {
  if (!result.cause) return result as ExtractionResult;
  const cause = Object.assign(new Error(result.cause.message), result.cause);
  return { ...result, cause };
}
