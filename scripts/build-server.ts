import { rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { PGLITE_START_PARAMS } from '../server/db/pglite-cluster';
import { pgliteTemplateFile } from '../server/paths';

// The server ships as one ESM file with its npm packages left external (they are installed);
// JSON message files and the shared code are bundled in.
// Chunk names carry a hash: a previous build's chunks would otherwise pile up beside the new ones.
await rm('dist/server', { recursive: true, force: true });
await build({
  // The extraction child runs beside main.js in its own process (server/platform/extraction/extraction.sandbox.ts).
  entryPoints: {
    main: 'server/main.ts',
    'extraction-child': 'server/platform/extraction/extraction.sandbox-child.ts',
    'pglite-cluster-child': 'server/db/pglite-cluster-child.ts',
    // Reports are laid out in a worker thread (server/platform/render/report-render-pool.ts).
    'report-render-worker': 'server/platform/render/report-render-worker.ts',
    // The embedded database runs on a thread of its own (server/db/pglite-thread.ts).
    'pglite-worker': 'server/db/pglite-worker.ts',
    // The operator's command-line tools, runnable where only production dependencies are installed
    // (the container image): node dist/server/user-create.js …
    'user-create': 'scripts/user-create.ts',
    'backup-create': 'scripts/backup-create.ts',
    'backup-restore': 'scripts/backup-restore.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  // Modules imported on demand (report renderers) become their own chunks, loaded with their packages.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// An empty embedded-database cluster, so a first start unpacks it instead of running initdb, whose
// WebAssembly memory no process gets back (server/db/pglite-cluster.ts).
const cluster = await PGlite.create({ startParams: PGLITE_START_PARAMS });
const dump = await cluster.dumpDataDir('gzip');
await cluster.close();
await writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
