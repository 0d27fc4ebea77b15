import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * How to start one of the server's own child processes: from the sources, the `.ts` file through
 * tsx; from the bundle, the `.js` file build-server.ts writes beside main.js. `caller` is the
 * importing module's `import.meta.url`, `source` the child's source file relative to it.
 */
export function childEntry(options: { caller: string; source: string; bundled: string }): {
  path: string;
  execArgv: string[];
} {
  if (options.caller.endsWith('.ts')) {
    const tsx = pathToFileURL(
      createRequire(options.caller)
        .resolve('tsx/package.json')
        .replace(/package\.json$/, ''),
    );
    return {
      path: fileURLToPath(new URL(options.source, options.caller)),
      execArgv: ['--import', new URL('dist/loader.mjs', tsx).href],
    };
  }
  return { path: fileURLToPath(new URL(`./${options.bundled}`, options.caller)), execArgv: [] };
}

/**
 * How to start one of the server's worker threads, as childEntry does for processes. From the sources,
 * tsx's loader is registered inside the worker before its `.ts` entry is imported (a worker's `--import`
 * runs too late for the entry itself); from the bundle, the `.js` file beside main.js.
 */
export function workerEntry(options: { caller: string; source: string; bundled: string }): {
  filename: string;
  eval: boolean;
} {
  if (!options.caller.endsWith('.ts'))
    return { filename: fileURLToPath(new URL(`./${options.bundled}`, options.caller)), eval: false };
  const tsx = pathToFileURL(
    createRequire(options.caller)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  const entry = new URL(options.source, options.caller).href;
  return {
    filename: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}
