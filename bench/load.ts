// `npm run bench:load` (issue 15): 200 people browsing and 10 analysing at once, on one instance with the
// embedded database, then on two instances sharing PostgreSQL; each followed by a soak measuring the
// servers' resident memory. Writes bench/RESULTS.md. Too long for `npm run bench` and for CI.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyAnalysesIn, LOAD_PASSWORD, loadEmail, runSeedAnalysis, seedLoadAccounts } from './load-seed';
import {
  analyseContinuously,
  browse,
  type Kind,
  type Sample,
  signInAll,
  type VirtualUser,
} from './load-traffic';
import { freePort, type RunningServer, signIn, startServer } from './server-start';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
const numberOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = {
  users: numberOf('LOAD_USERS', 200),
  analysts: numberOf('LOAD_ANALYSTS', 10),
  accounts: numberOf('LOAD_ACCOUNTS', 20),
  analysesPerAccount: numberOf('LOAD_ANALYSES_PER_ACCOUNT', 100),
  /** Requests a second per browsing user: one page read a second, a busy user. */
  ratePerUser: numberOf('LOAD_RATE_PER_USER', 1),
  /**
   * The same load before the measured minute, not budgeted: a freshly started process runs unoptimised
   * code with cold caches for its first seconds, and 200 people arriving at once queue behind them.
   */
  warmupSeconds: numberOf('LOAD_WARMUP_SECONDS', 30),
  seconds: numberOf('LOAD_SECONDS', 60),
  soakSeconds: numberOf('LOAD_SOAK_SECONDS', 300),
  sampleEverySeconds: 10,
};
/** A folder for the servers' CPU profiles (node --cpu-prof), written when they stop. */
const nodeOptions = process.env.LOAD_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE_DIR}`]
  : [];
const BUDGET = { jsonP95Ms: 150, rssGrowth: 0.1 };
const JSON_KINDS: Kind[] = ['list mine', 'list saved', 'result'];
const KINDS: Kind[] = ['sign-in', 'list mine', 'list saved', 'result', 'PDF', 'analysis'];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface KindFigures {
  kind: Kind;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function figuresOf(samples: Sample[], seconds: number): KindFigures[] {
  return KINDS.map((kind) => {
    const of = samples.filter((sample) => sample.kind === kind);
    const sorted = of.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      kind,
      count: of.length,
      perSecond: kind === 'sign-in' ? Number.NaN : of.length / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      errors: of.filter((sample) => sample.status < 200 || sample.status > 299).length,
    };
  }).filter((figures) => figures.count > 0);
}

/** p50 and p95 of the JSON reads among `samples`, for the warm-up and the soak. */
function jsonLatency(samples: Sample[]) {
  const sorted = samples
    .filter((sample) => JSON_KINDS.includes(sample.kind))
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

const failed = (samples: Sample[]) => samples.filter((s) => s.status < 200 || s.status > 299).length;

interface ScenarioResult {
  name: string;
  figures: KindFigures[];
  warmup: ReturnType<typeof jsonLatency>;
  soak: ReturnType<typeof jsonLatency>;
  requestsPerSecond: number;
  transportErrors: number;
  /** Browsing requests unanswered after 30 s (part of transportErrors). */
  timeouts: number;
  /** Analyses answered 200 whose progress stream missed a stage (it connected late). */
  missedProgress: number;
  rss: { start: number; end: number; peak: number; growth: number; samples: number[] }[];
}

/** Sign-in, then browsing and analyses side by side for `seconds`; then the soak, sampling memory. */
async function loadInstances(name: string, servers: RunningServer[], ids: Map<string, string[]>) {
  const samples: Sample[] = [];
  const accounts = Array.from({ length: settings.users }, (_, index) => ({
    baseUrl: (servers[index % servers.length] as RunningServer).baseUrl,
    email: loadEmail(index % settings.accounts),
    password: LOAD_PASSWORD,
  }));
  const cookies = await signInAll({ accounts, samples });
  const users: VirtualUser[] = accounts.map((account, index) => ({
    baseUrl: account.baseUrl,
    cookie: cookies[index] as string,
    analysisIds: ids.get(account.email) ?? [],
  }));
  const analysts = await Promise.all(
    Array.from({ length: settings.analysts }, async (_, index) => {
      const baseUrl = (servers[index % servers.length] as RunningServer).baseUrl;
      // Analysts are other people than the readers: their own accounts' quotas and queues.
      const email = loadEmail(settings.accounts - 1 - (index % settings.accounts));
      return { baseUrl, cookie: await signIn({ baseUrl, email, password: LOAD_PASSWORD }) };
    }),
  );

  // Each instance reads a list, a result and a report once first: the report libraries load with the
  // first report, and a server in production has long done that.
  for (const server of servers) {
    const user = users.find((candidate) => candidate.baseUrl === server.baseUrl) as VirtualUser;
    const id = user.analysisIds[0];
    for (const path of ['/api/analyses?scope=saved', `/api/analysis/${id}`, `/api/analyses/${id}/pdf`]) {
      await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie: user.cookie } })).arrayBuffer();
    }
  }

  const missedProgress = { count: 0 };
  let timeouts = 0;
  const run = async (seconds: number, into: Sample[]) => {
    let transportErrors = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all([
      analyseContinuously({ analysts, until, samples: into, missedProgress }),
      ...servers.map(async (server) => {
        const outcome = await browse({
          baseUrl: server.baseUrl,
          users: users.filter((user) => user.baseUrl === server.baseUrl),
          ratePerUser: settings.ratePerUser,
          seconds,
          samples: into,
        });
        // autocannon's errors include its time-outs.
        transportErrors += outcome.errors;
        timeouts += outcome.timeouts;
      }),
    ]);
    return transportErrors;
  };

  console.log(`${name}: ${settings.warmupSeconds} s of warm-up…`);
  const warmupSamples: Sample[] = [];
  const warmupErrors = (await run(settings.warmupSeconds, warmupSamples)) + failed(warmupSamples);

  console.log(`${name}: ${settings.seconds} s of load…`);
  const transportErrors = await run(settings.seconds, samples);
  const figures = figuresOf(samples, settings.seconds);
  const browsed = figures.filter((f) => f.kind !== 'sign-in' && f.kind !== 'analysis');
  const requestsPerSecond = browsed.reduce((sum, f) => sum + f.count, 0) / settings.seconds;

  // The soak: the same load, the first minute above counted as warm-up, memory every 10 s.
  const rssSamples = servers.map(() => [] as number[]);
  let soakErrors = 0;
  const soakSamples: Sample[] = [];
  if (settings.soakSeconds > 0) {
    console.log(`${name}: ${settings.soakSeconds} s soak…`);
    let soaking = true;
    const sampler = (async () => {
      while (soaking) {
        for (const [index, server] of servers.entries())
          rssSamples[index]?.push(rssMb(server.process.pid as number));
        await wait(settings.sampleEverySeconds * 1000);
      }
    })();
    soakErrors = (await run(settings.soakSeconds, soakSamples)) + failed(soakSamples);
    soaking = false;
    await sampler;
    for (const [index, server] of servers.entries())
      rssSamples[index]?.push(rssMb(server.process.pid as number));
  }
  return {
    name,
    figures,
    warmup: jsonLatency(warmupSamples),
    soak: jsonLatency(soakSamples),
    requestsPerSecond,
    transportErrors: warmupErrors + transportErrors + soakErrors,
    missedProgress: missedProgress.count,
    timeouts,
    rss: rssSamples.map((values) => {
      // Resident memory swings by a hundred megabytes with collections and file readers coming and
      // going: the soak's first minute against its last, each by its median.
      const minute = Math.max(1, Math.round(60 / settings.sampleEverySeconds));
      const start = median(values.slice(0, minute));
      const end = median(values.slice(-minute));
      return { start, end, peak: Math.max(...values), growth: (end - start) / start, samples: values };
    }),
  } satisfies ScenarioResult;
}

async function embeddedScenario(): Promise<ScenarioResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-load-embedded-'));
  const servers: RunningServer[] = [];
  try {
    await seedLoadAccounts({ dataDir, databaseUrl: null, count: settings.accounts });
    const port = await freePort();
    const seeding = (await startServer({ entry, dataDir, port })).server;
    await runSeedAnalysis(seeding.baseUrl);
    await seeding.stop(); // the embedded database opens from one process at a time
    const ids = await copyAnalysesIn({ dataDir, databaseUrl: null, perAccount: settings.analysesPerAccount });
    const env = { ANALYSIS_ENGINE: 'builtin' };
    servers.push((await startServer({ entry, dataDir, port, env, nodeOptions })).server);
    return await loadInstances('one instance, embedded database', servers, ids);
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresScenario(): Promise<ScenarioResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `rv_bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // Files live on one shared folder, as the deployment guide asks of several instances.
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-load-postgres-'));
  const servers: RunningServer[] = [];
  try {
    await seedLoadAccounts({ dataDir, databaseUrl, count: settings.accounts });
    const env = { DATABASE_URL: databaseUrl, ANALYSIS_ENGINE: 'builtin' };
    for (let index = 0; index < 2; index++) {
      servers.push((await startServer({ entry, dataDir, port: await freePort(), env, nodeOptions })).server);
    }
    await runSeedAnalysis((servers[0] as RunningServer).baseUrl);
    const ids = await copyAnalysesIn({ dataDir, databaseUrl, perAccount: settings.analysesPerAccount });
    return await loadInstances('two instances, shared PostgreSQL', servers, ids);
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—');

function report(results: ScenarioResult[]) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const lines = [
    '# Load bench results (issue 15)',
    '',
    'Generated by `npm run bench:load` (bench/load.ts); do not edit by hand.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${commit}`,
    `- Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB memory, Node ${process.version}`,
    `- Load: ${settings.users} browsing users, each ${settings.ratePerUser} request(s) a second in rounds of ` +
      'list mine, list saved, result, list saved, result, list mine, result, PDF (after all signing in at once); ' +
      `${settings.analysts} analysts posting one file after another (builtin engine); ` +
      `${settings.accounts} Enterprise accounts with ${settings.analysesPerAccount} analyses each; ` +
      `${settings.warmupSeconds} s of warm-up, ${settings.seconds} s measured, then a ${settings.soakSeconds} s soak with the same load, resident memory every ${settings.sampleEverySeconds} s (the measured minute is the soak's warm-up).`,
    `- Load average of the machine (shared with other work) at the start and at the end: ${loadAtStart}, ${loadavg()[0]?.toFixed(1)}.`,
    `- Budgets: JSON reads (lists, result) p95 ≤ ${BUDGET.jsonP95Ms} ms; zero errors; resident memory growth < ${BUDGET.rssGrowth * 100} % over the soak.`,
    '',
  ];
  for (const result of results) {
    lines.push(
      `## ${result.name}`,
      '',
      '| request | count | per s | p50 ms | p95 ms | p99 ms | errors | budget |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const f of result.figures) {
      const json = JSON_KINDS.includes(f.kind);
      const verdict = json ? (f.p95 <= BUDGET.jsonP95Ms && f.errors === 0 ? 'met' : 'MISSED') : '—';
      const perSecond = Number.isFinite(f.perSecond) ? f.perSecond.toFixed(1) : '—';
      lines.push(
        `| ${f.kind} | ${f.count} | ${perSecond} | ${round(f.p50)} | ${round(f.p95)} | ${round(f.p99)} | ${f.errors} | ${verdict} |`,
      );
    }
    const errors = result.figures.reduce((sum, f) => sum + f.errors, 0) + result.transportErrors;
    lines.push(
      '',
      `Browsing requests: ${result.requestsPerSecond.toFixed(1)} per second. Errors (non-2xx, time-outs, ` +
        `connection errors, warm-up, measured minute and soak): ${errors} (${errors === 0 ? 'met' : 'MISSED'}), ` +
        `of which ${result.timeouts} browsing requests unanswered after 30 s. ` +
        `Analyses answered whose progress stream missed a stage: ${result.missedProgress}.`,
      '',
      `JSON reads in the warm-up, on the freshly started ${result.rss.length > 1 ? 'servers' : 'server'} (not budgeted): ` +
        `p50 ${round(result.warmup.p50)} ms, p95 ${round(result.warmup.p95)} ms (${result.warmup.count} requests).` +
        (result.soak.count > 0
          ? ` Over the soak: p50 ${round(result.soak.p50)} ms, p95 ${round(result.soak.p95)} ms (${result.soak.count} requests).`
          : ''),
      '',
    );
    result.rss.forEach((rss, index) => {
      const verdict = rss.growth < BUDGET.rssGrowth ? 'met' : 'MISSED';
      lines.push(
        `Server ${index + 1} resident memory over the soak: start ${round(rss.start)} MB, end ${round(rss.end)} MB, ` +
          `peak ${round(rss.peak)} MB, growth ${(rss.growth * 100).toFixed(1)} % (${verdict}). ` +
          `Samples: ${rss.samples.map(round).join(', ')}.`,
        '',
      );
    });
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (!process.env.LOAD_SKIP_BUILD) {
  console.log('Building the production bundle first…');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const loadAtStart = loadavg()[0]?.toFixed(1);
const results: ScenarioResult[] = [];
const only = process.env.LOAD_SCENARIO;
if (!only || only === 'embedded') results.push(await embeddedScenario());
if (!only || only === 'postgres') results.push(await postgresScenario());
const markdown = report(results);
console.log(markdown);
const resultsFile = process.env.LOAD_RESULTS ?? join(import.meta.dirname, 'RESULTS.md');
writeFileSync(resultsFile, markdown);
// Aligned as the linter wants Markdown tables, so the committed file passes `npm run lint`.
spawnSync('npx', ['biome', 'check', '--write', resultsFile], { cwd: root, stdio: 'ignore' });
