import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from sources (tsx) and from the bundle in dist/server; both find the project root
// by walking up to package.json, so migrations and the built web app resolve the same way.
function findProjectRoot(start: string): string {
  let current = start;
  while (!existsSync(join(current, 'package.json'))) {
    const parent = dirname(current);
    if (parent === current) throw new Error(`package.json not found above ${start}`);
    current = parent;
  }
  return current;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = resolve(projectRoot, 'server/db/migrations');
export const webDistFolder = resolve(projectRoot, 'dist/web');
/** An empty embedded-database cluster made at build time (server/db/pglite-cluster.ts). */
export const pgliteTemplateFile = resolve(projectRoot, 'dist/server/pglite-cluster.tgz');
