import { build } from 'esbuild';

// The server ships as one ESM file with its npm packages left external (they are installed);
// JSON message files and the shared code are bundled in.
await build({
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
