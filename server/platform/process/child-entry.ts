import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

type EntryOptions = { caller: string; source: string; bundled: string };

/** The address of a file inside the tsx package the caller resolves. */
function tsxFile(caller: string, file: string): string {
  return pathToFileURL(
    createRequire(caller)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, file),
  ).href;
}

/** The bundled `.js` file build-server.ts writes beside main.js. */
const bundledPath = (options: EntryOptions) => fileURLToPath(new URL(`./${options.bundled}`, options.caller));

/**
 * How to start one of the server's own child processes: from the sources, the `.ts` file through
 * tsx; from the bundle, the `.js` file build-server.ts writes beside main.js. `caller` is the
 * importing module's `import.meta.url`, `source` the child's source file relative to it.
 */
export function childEntry(options: EntryOptions): { path: string; execArgv: string[] } {
  if (!options.caller.endsWith('.ts')) return { path: bundledPath(options), execArgv: [] };
  return {
    path: fileURLToPath(new URL(options.source, options.caller)),
    execArgv: ['--import', tsxFile(options.caller, 'dist/loader.mjs')],
  };
}

/**
 * How to start one of the server's worker threads, as childEntry does for processes. From the sources,
 * tsx's loader is registered inside the worker before its `.ts` entry is imported (a worker's `--import`
 * runs too late for the entry itself); from the bundle, the `.js` file beside main.js.
 */
export function workerEntry(options: EntryOptions): { filename: string; eval: boolean } {
  if (!options.caller.endsWith('.ts')) return { filename: bundledPath(options), eval: false };
  const tsx = tsxFile(options.caller, 'dist/esm/api/index.mjs');
  const entry = new URL(options.source, options.caller).href;
  return {
    filename: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}
