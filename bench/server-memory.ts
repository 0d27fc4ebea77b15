// Issue 15's memory budgets: resident memory of the production server on its very first start and
// when idle, on the embedded database and on PostgreSQL.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { freePort, startServer } from './server-start';

const kbOf = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
const parentOf = (text: string) => Number(/PPid:\s+(\d+)/.exec(text)?.[1] ?? 0);
const status = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};

// The server and every child it started (the embedded database's first-start child, file readers).
async function treeRssKb(pid: number): Promise<number> {
  let total = kbOf(status(pid), 'VmRSS');
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const text = status(Number(entry));
    if (parentOf(text) === pid) total += kbOf(text, 'VmRSS');
  }
  return total;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server, sampling the process tree every 50 ms until healthy; then its idle RSS after 10 s. */
async function measureStart(options: { entry: string; dataDir: string; env?: Record<string, string> }) {
  const port = await freePort();
  let peakTreeKb = 0;
  let sampling = true;
  const starting = startServer({ ...options, port });
  // startServer hands the process over only once healthy, so the sampler follows every process
  // this bench started (one server at a time) and its children.
  const sampler = (async () => {
    while (sampling) {
      for (const entry of await readdir('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        if (parentOf(status(Number(entry))) !== process.pid) continue;
        peakTreeKb = Math.max(peakTreeKb, await treeRssKb(Number(entry)));
      }
      await settle(50);
    }
  })();
  const { server } = await starting;
  sampling = false;
  await sampler;
  const pid = server.process.pid as number;
  const startHwmKb = kbOf(status(pid), 'VmHWM');
  await settle(10_000);
  const idleKb = kbOf(status(pid), 'VmRSS');
  await server.stop();
  return { startHwmMb: startHwmKb / 1024, peakTreeMb: peakTreeKb / 1024, idleMb: idleKb / 1024 };
}

export async function benchServerMemory(options: { entry: string; dataDir: string; databaseUrl: string }) {
  const first = await measureStart({ entry: options.entry, dataDir: options.dataDir });
  const reopened = await measureStart({ entry: options.entry, dataDir: options.dataDir });
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query('drop database if exists rv_bench_memory');
  await admin.query('create database rv_bench_memory');
  const url = new URL(options.databaseUrl);
  url.pathname = '/rv_bench_memory';
  const env = { DATABASE_URL: url.toString() };
  await measureStart({ entry: options.entry, dataDir: options.dataDir, env }); // migrates
  const postgres = await measureStart({ entry: options.entry, dataDir: options.dataDir, env });
  await admin.query('drop database if exists rv_bench_memory');
  await admin.end();
  return { first, reopened, postgres };
}
