import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

describe('npm run user:create', () => {
  it('says plainly that a running server holds the embedded database, instead of failing obscurely', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rv-cli-'));
    writeFileSync(join(dataDir, 'db.lock'), String(process.pid));
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/user-create.ts', '--email', 'a@b.ca', '--tier', 'conseiller', '--invite'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`in use by another process (pid ${process.pid})`);
    expect(result.stderr).toContain('running RisqueVision server');
  });

  it('prints its usage when the arguments are wrong', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', '--tier', 'x'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(64);
    expect(result.stderr).toContain('Usage: npm run user:create');
  });

  it('prints its usage and nothing else with --help, as docs/deployment.md says', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', '--help'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run user:create');
    expect(result.stderr).toBe('');
  });
});
