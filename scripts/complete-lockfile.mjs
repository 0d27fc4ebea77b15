// The registry these machines use serves only Linux builds of packages that ship one binary per
// platform (biome, rollup, esbuild, sharp …), so npm leaves the other platforms' optional packages
// out of package-lock.json, and `npm ci` then refuses the lockfile as out of sync. This records
// each missing optional package by version (it is skipped at install time on other platforms and
// fetched normally on a machine whose registry has it). Idempotent; runs after every install.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
if (!existsSync(file)) process.exit(0);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, dev: entry.dev, optional: true };
    added++;
  }
}
if (added > 0) {
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
}
