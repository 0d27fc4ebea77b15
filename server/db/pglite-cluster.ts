import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateFile } from '../paths';
import { childEntry } from '../platform/process/child-entry';

/**
 * The embedded database's memory: PostgreSQL's 128 MB default of shared buffers lives in PGlite's
 * WebAssembly memory, which is never given back, so an idle server held it all. 16 MB caches a
 * small team's working set; a large installation runs on PostgreSQL. PGlite's own start parameters
 * are kept.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
];

export const hasPgliteCluster = (dbDir: string) => existsSync(join(dbDir, 'PG_VERSION'));

/**
 * Creates an empty cluster in `dbDir` (the caller applies the migrations, as for any database, so
 * a restore can still find it empty). A cluster made by initdb costs about
 * 750 MB of WebAssembly memory that a process never gets back, so the build ships an empty cluster
 * (dist/server/pglite-cluster.tgz) that is unpacked instead; from the sources, initdb runs. Either
 * way this runs in a child process (createPgliteClusterInChild) whose memory ends with it.
 */
export async function createPgliteCluster(options: { dbDir: string }): Promise<void> {
  const template = existsSync(pgliteTemplateFile) ? await readFile(pgliteTemplateFile) : null;
  const client = await PGlite.create({
    dataDir: options.dbDir,
    startParams: PGLITE_START_PARAMS,
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  await client.close();
}

/**
 * Runs createPgliteCluster in a child process and waits for it; the caller holds the data-dir lock.
 * The cluster is made under a temporary name and renamed when whole, so a start that dies half-way
 * is redone next time instead of leaving a folder that looks like a database.
 */
export async function createPgliteClusterInChild(dbDir: string): Promise<void> {
  const building = `${dbDir}.creating`;
  await rm(building, { recursive: true, force: true });
  const entry = childEntry({
    caller: import.meta.url,
    source: './pglite-cluster-child.ts',
    bundled: 'pglite-cluster-child.js',
  });
  const child = fork(entry.path, [building], {
    execArgv: entry.execArgv,
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`The embedded database could not be created (exit ${code}): ${errors.trim()}`);
  await rename(building, dbDir);
}
