import { build } from 'esbuild';

// The server ships as one ESM file with its npm packages left external (they are installed);
// JSON message files and the shared code are bundled in.
await build({
  // The extraction child runs beside main.js in its own process (server/platform/extraction/extraction.sandbox.ts).
  entryPoints: {
    main: 'server/main.ts',
    'extraction-child': 'server/platform/extraction/extraction.sandbox-child.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
