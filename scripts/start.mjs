// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist', '.build-stamp');
const sources = ['web', 'common', 'server', 'package-lock.json', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const built =
  existsSync(stamp) &&
  existsSync(join(root, 'dist/web/index.html')) &&
  existsSync(join(root, 'dist/server/main.js'));
const stale = !built || sources.some((source) => newestMtime(join(root, source)) > statSync(stamp).mtimeMs);
if (stale) {
  console.log('Building RisqueVision (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}
// glibc keeps one memory arena per thread and rarely gives them back; two arenas keep the resident
// memory of large uploads flat. It only reads the setting at process start, hence a child process.
const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
