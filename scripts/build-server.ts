import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { PGLITE_START_PARAMS } from '../server/db/pglite-cluster';
import { pgliteTemplateFile } from '../server/paths';

// The server ships as one ESM file with its npm packages left external (they are installed);
// JSON message files and the shared code are bundled in.
await build({
  // The extraction child runs beside main.js in its own process (server/platform/extraction/extraction.sandbox.ts).
  entryPoints: {
    main: 'server/main.ts',
    'extraction-child': 'server/platform/extraction/extraction.sandbox-child.ts',
    'pglite-cluster-child': 'server/db/pglite-cluster-child.ts',
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
