// The production server for the benchmarks: started as a child process, seeded with an account, signed in
// to, and sent analyses exactly as the browser sends them (streamed multipart, server-sent progress).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the production server and resolves once /api/health answers 200, with the elapsed time. */
export async function startServer(options: {
  entry: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** Options for node itself (a profiler's). */
  nodeOptions?: string[];
}): Promise<{ server: RunningServer; healthyAfterMs: number }> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), options.entry], {
    env: {
      // As `npm start` runs it (scripts/start.mjs).
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      // The report bench sets production for React in its own process; a server it starts keeps
      // the embedded defaults (production would require the operator's identity and a public URL).
      NODE_ENV: 'development',
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_ACCOUNTS: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const healthyAfterMs = performance.now() - startedAt;
  return {
    healthyAfterMs,
    server: {
      baseUrl,
      process: child,
      async stop() {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      },
    },
  };
}

/** A port nobody listens on now, so bench servers never collide with a developer's or a test run's. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Creates the data folder's database and one Enterprise account through the same service the command line
 * uses. The embedded database opens from one process at a time: seed before the server starts on `dataDir`.
 */
export async function seedEnterpriseAccount(options: { dataDir: string; email: string; password: string }) {
  const [{ loadConfig }, { createContainer }, { openDatabase }, { migrateDatabase }, { createLogger }] =
    await Promise.all([
      import('../server/config'),
      import('../server/container'),
      import('../server/db/client'),
      import('../server/db/migrate'),
      import('../server/platform/logger/logger'),
    ]);
  const config = loadConfig({ DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'false' });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: null });
  try {
    await migrateDatabase(database);
    const container = createContainer({ config, database, logger: createLogger({ level: 'warn' }) });
    await container.accountsService.createAccount({
      email: options.email,
      name: 'Bench Enterprise',
      tier: 'enterprise',
      team: 'Bench',
      seats: 5,
      password: options.password,
    });
    container.mailer.close();
  } finally {
    await database.close();
  }
}

/** Signs in over HTTP and returns the session cookie ("rv_session=…") for the next requests. */
export async function signIn(options: { baseUrl: string; email: string; password: string }): Promise<string> {
  const response = await fetch(`${options.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?rv_session=./.test(pair));
  if (!cookie) throw new Error(`sign-in failed (${response.status}): ${await response.text()}`);
  return cookie;
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** A multipart/form-data body streamed from disk, fields first then files, as the screens send it. */
function multipartStream(form: Record<string, string>, paths: string[]) {
  const boundary = `----rvbench${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    Object.entries(form)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(''),
  );
  const fileHead = (path: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${basename(path)}"\r\n` +
        `Content-Type: ${contentTypes[path.split('.').pop() ?? ''] ?? 'application/octet-stream'}\r\n\r\n`,
    );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const crlf = Buffer.from('\r\n');
  const length =
    head.length +
    tail.length +
    paths.reduce((sum, path) => sum + fileHead(path).length + statSync(path).size + 2, 0);
  async function* parts() {
    yield head;
    for (const path of paths) {
      yield fileHead(path);
      yield* createReadStream(path, { highWaterMark: 256 * 1024 });
      yield crlf;
    }
    yield tail;
  }
  return {
    body: Readable.toWeb(Readable.from(parts())),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
  };
}

interface TimedEvent {
  stage: string;
  fileName?: string;
  index?: number;
  at: number;
}

/** Follows the server-sent progress events, stamping each with its arrival time. */
function followProgress(url: string, cookie: string) {
  const events: TimedEvent[] = [];
  const finished = (async () => {
    const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' } });
    if (response.status !== 200 || !response.body) throw new Error(`progress stream: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const chunk = next.value;
      const at = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) events.push({ ...(JSON.parse(data) as Omit<TimedEvent, 'at'>), at });
      }
    }
  })();
  return { events, finished };
}

type Answer = {
  success?: boolean;
  code?: string;
  analysisData?: { analysis?: { summary?: { total?: number } } };
};

export interface AnalysisRun {
  totalMs: number;
  /** 'post' normally; the fallback when the server answered the POST 499 although the browser was still there. */
  answeredBy: 'post' | 'done event + GET';
  risks: number;
  /** Milliseconds from the request's start: upload+intake, queue, each file, engine, grounding+saving, answer. */
  stages: {
    uploadMs: number;
    queueMs: number;
    files: { name: string; ms: number }[];
    betweenFilesMs: number;
    engineMs: number;
    groundingSavingMs: number;
    answerMs: number;
  };
}

/** Opens the progress stream, posts the form to the Enterprise route and waits for both to finish. */
export async function runAnalysis(
  server: { baseUrl: string; cookie: string },
  form: Record<string, string> & { requestId: string },
  paths: string[],
): Promise<AnalysisRun> {
  const progress = followProgress(`${server.baseUrl}/api/analyses/${form.requestId}/progress`, server.cookie);
  // Awaited below when it matters; a post that fails first must not leave its failure unhandled.
  progress.finished.catch(() => undefined);
  // The stream's headers only come with its first event: give its request a head start instead of awaiting it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const body = multipartStream(form, paths);
  const startedAt = performance.now();
  const response = await fetch(
    new Request(`${server.baseUrl}/api/analyze-risks`, {
      method: 'POST',
      headers: {
        cookie: server.cookie,
        'content-type': body.contentType,
        'content-length': String(body.length),
        'accept-language': 'fr',
      },
      body: body.body as ReadableStream,
      duplex: 'half',
    } as RequestInit),
  );
  let answer = (await response.json()) as Answer;
  let answeredAt = performance.now();
  let answeredBy: AnalysisRun['answeredBy'] = 'post';
  if (response.status === 499 && answer.code === 'request.aborted') {
    // The server took the finished upload for a closed connection (see connectionSignal in analyses.routes):
    // the job goes on, so the answer is taken as the browser would find it again, from the done event.
    await progress.finished;
    const done = progress.events.find((event) => event.stage === 'done') as
      | { analysisId?: string }
      | undefined;
    const again = await fetch(`${server.baseUrl}/api/analysis/${done?.analysisId}`, {
      headers: { cookie: server.cookie },
    });
    answer = { success: again.ok, analysisData: (await again.json()) as Answer['analysisData'] };
    answeredAt = performance.now();
    answeredBy = 'done event + GET';
  } else if (response.status !== 200 || !answer.success) {
    throw new Error(`analysis failed (${response.status}): ${JSON.stringify(answer).slice(0, 300)}`);
  }
  await Promise.race([progress.finished, new Promise((resolve) => setTimeout(resolve, 5000))]);
  const at = (stage: string, index?: number) => {
    const event = progress.events.find(
      (e) => e.stage === stage && (index === undefined || e.index === index),
    );
    if (!event) throw new Error(`no "${stage}" progress event`);
    return event.at;
  };
  const extracted = progress.events.filter((e) => e.stage === 'extracted');
  const files = extracted.map((e) => ({ name: e.fileName ?? '?', ms: e.at - at('extracting', e.index) }));
  const extractionSpan = at('analysing') - at('extracting', 1);
  return {
    totalMs: answeredAt - startedAt,
    answeredBy,
    risks: answer.analysisData?.analysis?.summary?.total ?? 0,
    stages: {
      uploadMs: at('received') - startedAt,
      queueMs: at('extracting', 1) - at('received'),
      files,
      betweenFilesMs: extractionSpan - files.reduce((sum, file) => sum + file.ms, 0),
      engineMs: at('grounding') - at('analysing'),
      groundingSavingMs: at('done') - at('grounding'),
      answerMs: answeredAt - at('done'),
    },
  };
}

/** A production server on a fresh data folder with one signed-in Enterprise user; `stop` cleans it all up. */
export async function startSeededServer(options: { entry: string; env?: Record<string, string> }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-bench-analysis-'));
  const account = { email: 'bench@usine.example', password: 'Bench-Prevention-2025!' };
  let server: RunningServer | null = null;
  const stop = async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedEnterpriseAccount({ dataDir, ...account });
    const port = await freePort();
    server = (await startServer({ entry: options.entry, dataDir, port, env: options.env })).server;
    const cookie = await signIn({ baseUrl: server.baseUrl, ...account });
    return { server, session: { baseUrl: server.baseUrl, cookie }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One real analysis of the welding-shop fixture, as that account, so copies hold a result the code produced. */
export async function runWeldingAnalysis(baseUrl: string, account: { email: string; password: string }) {
  const cookie = await signIn({ baseUrl, ...account });
  await runAnalysis(
    { baseUrl, cookie },
    {
      requestId: randomUUID(),
      area: 'Atelier',
      jurisdiction: 'QC',
      language: 'français',
      sourceInterface: 'enterprise',
    },
    [join(import.meta.dirname, '..', 'fixtures/analysis/soudure-atelier-fr.txt')],
  );
}

/**
 * An Enterprise team with `total` finished, saved analyses: one real analysis through the server,
 * then copies of its stored result made while the server is stopped (the embedded database opens
 * from one process at a time). Answers the database, open, for more seeding; the caller closes it.
 */
export async function seedTeamAnalyses(options: {
  entry: string;
  dataDir: string;
  port: number;
  account: { email: string; password: string };
  total: number;
}) {
  await seedEnterpriseAccount({ dataDir: options.dataDir, ...options.account });
  const { server } = await startServer({
    entry: options.entry,
    dataDir: options.dataDir,
    port: options.port,
  });
  await runWeldingAnalysis(server.baseUrl, options.account);
  await server.stop();
  const { openDatabase } = await import('../server/db/client');
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: null });
  await database.query(
    `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
       jurisdiction, area, engine, model, metered, result, list_summary, created_at, saved_to_standard)
     select gen_random_uuid(), owner_user_id, team_id, source_interface, 'done', language,
       jurisdiction, 'Site ' || n, engine, model, metered, result, list_summary,
       created_at - make_interval(secs => n), true
     from analyses, generate_series(1, $1::int - 1) as n where status = 'done'`,
    [options.total],
  );
  await database.query('update analyses set saved_to_standard = true');
  const [source] = await database.query<{ id: string }>(
    `select id from analyses where id in (select analysis_id from passages) limit 1`,
  );
  if (source) await copyAnalysisPassages((text, values) => database.query(text, values), source.id);
  return database;
}

/**
 * Gives every copied team analysis the assistant's passages of the one it was copied from: an
 * installation in use indexed its analyses as they finished, and without them the server would spend
 * the measured time indexing them all, as after an upgrade.
 */
export async function copyAnalysisPassages(
  query: (text: string, values: unknown[]) => Promise<unknown>,
  sourceId: string,
): Promise<void> {
  await query(
    `insert into passages (team_id, analysis_id, page, risk_id, text)
     select copy.team_id, copy.id, p.page, p.risk_id, p.text
       from analyses copy join passages p on p.analysis_id = $1
      where copy.id <> $1 and copy.team_id is not null`,
    [sourceId],
  );
}
