import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** Whether this machine has the PostgreSQL 15 server binaries a private cluster needs. */
export const hasPostgresBinaries = () =>
  ['initdb', 'pg_ctl', 'postgres'].every((binary) => existsSync(join(BIN, binary)));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  /** `fast` ends the sessions (as a restart does); `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so a test can stop and
 * restart it without touching the shared server other tests use. Its binaries refuse to run as root:
 * they run as the `postgres` system user, who owns the folder.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'rv-fault-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(folder, uid, gid);
  const data = join(folder, 'data');
  const asPostgres = (binary: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(BIN, binary), ...args], { timeout: 60_000 });
  await asPostgres('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgres('pg_ctl', [
        '-D',
        data,
        '-l',
        join(folder, 'log'),
        '-o',
        options,
        '-w',
        '-t',
        '30',
        'start',
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
