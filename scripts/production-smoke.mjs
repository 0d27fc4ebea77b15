// CI's production check (issue 15): the built app, copied into an empty folder with production
// dependencies only (as the Dockerfile's runtime stage has it), starts, reports ready, signs in a user
// made with the bundled command-line tool, analyses a PDF, a photo and a Word file, and renders the PDF and Word reports. A package the
// server needs at run time but that sits in devDependencies fails here, not on a customer's server.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'rv-production-'));
const fail = (message) => {
  console.error(`production smoke test: ${message}`);
  process.exitCode = 1;
};

for (const path of [
  'package.json',
  'package-lock.json',
  'scripts/complete-lockfile.mjs',
  'dist',
  'server/db/migrations',
]) {
  cpSync(join(root, path), join(folder, path), { recursive: true });
}
const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
  cwd: folder,
  stdio: 'inherit',
});
if (install.status !== 0) throw new Error('npm ci --omit=dev failed');

// The operator's tool, bundled, creates the account before the server holds the embedded database.
const password = 'Smoke-test-passphrase-42';
const created = spawnSync(
  process.execPath,
  [
    'dist/server/user-create.js',
    '--email',
    'smoke@example.ca',
    '--tier',
    'conseiller',
    '--password',
    password,
  ],
  { cwd: folder, env: { ...process.env, DATA_DIR: join(folder, 'data') }, stdio: 'inherit' },
);
if (created.status !== 0) throw new Error('the bundled user-create tool failed');

const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const environment = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: join(folder, 'data'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  PUBLIC_URL: base,
  OPERATOR_NAME: 'Smoke Test inc.',
  OPERATOR_ADDRESS: '1 rue Exemple, Québec',
  OPERATOR_CONTACT_EMAIL: 'contact@example.ca',
  OPERATOR_PRIVACY_EMAIL: 'privacy@example.ca',
};
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: folder,
  env: environment,
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (attempt > 600 || server.exitCode !== null) throw new Error('the server never became ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'smoke@example.ca', password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const form = new FormData();
  form.set('area', 'Atelier de soudure');
  form.set('jurisdiction', 'QC');
  for (const name of [
    'warehouse-description-en.pdf',
    'sign-espace-clos-fr.jpg',
    'brasserie-description-fr.docx',
  ]) {
    form.append('files', new Blob([readFileSync(join(root, 'fixtures/analysis', name))]), name);
  }
  const analysis = await fetch(`${base}/api/analyze-conseiller-sst`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const answer = await analysis.json();
  if (analysis.status !== 200 || !answer.success)
    throw new Error(`analysis answered ${analysis.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const id = answer.analysisData.id;
  const risks = answer.analysisData.analysis.risques?.length ?? 0;
  if (risks === 0) throw new Error('the analysis found no risk in a welding and warehouse description');
  for (const kind of ['pdf', 'docx']) {
    const report = await fetch(`${base}/api/analyses/${id}/${kind}`, { headers: { cookie } });
    const bytes = Buffer.from(await report.arrayBuffer());
    if (report.status !== 200 || bytes.length < 1000)
      throw new Error(`${kind} report answered ${report.status}`);
  }
  console.log(
    `production smoke test: ready, signed in, analysed 3 files (${risks} risks), PDF and Word rendered`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  server.kill('SIGTERM');
  const [code] = await once(server, 'exit');
  if (code !== 0) fail(`the server stopped with code ${code}`);
}

// A stop that arrives as soon as the server answers (while it still sets its schedules) is a clean stop.
const early = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: folder,
  env: { ...environment, PORT: String(port + 1) },
  stdio: ['ignore', 'inherit', 'pipe'],
});
let earlyErrors = '';
early.stderr.on('data', (chunk) => {
  earlyErrors += chunk;
});
try {
  for (let attempt = 0; ; attempt++) {
    const health = await fetch(`http://127.0.0.1:${port + 1}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (attempt > 6000 || early.exitCode !== null) throw new Error('the server never answered');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  early.kill('SIGTERM');
  const [code] = await once(early, 'exit');
  if (code !== 0 || /could not start/.test(earlyErrors))
    fail(`a stop right after start ended with code ${code}: ${earlyErrors.trim().slice(0, 300)}`);
} catch (error) {
  early.kill('SIGTERM');
  fail(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
