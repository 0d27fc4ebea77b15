import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker is not available on CI machines, so the image is linted here: what a `docker build`
// would trip over (a COPY of a missing or ignored path) and what the issue requires of the image.
const root = join(import.meta.dirname, '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (line.startsWith('FROM ')) all.push([]);
  all.at(-1)?.push(line);
  return all;
}, []);
const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

describe('the container image', () => {
  it('builds in stages and runs the last one as a non-root user with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1) ?? [];
    expect(runtime.some((line) => /^USER (?!root\b)\S+/.test(line))).toBe(true);
    expect(runtime.some((line) => line.startsWith('HEALTHCHECK') && line.includes('/api/health'))).toBe(true);
    expect(runtime.some((line) => line.startsWith('CMD') && line.includes('dist/server/main.js'))).toBe(true);
  });

  it('installs production dependencies only into the runtime image', () => {
    const runtime = stages.at(-1) ?? [];
    const from = runtime.find((line) => line.includes('node_modules'))?.match(/--from=(\S+)/)?.[1];
    const source = stages.find((stage) => stage[0]?.endsWith(` AS ${from}`)) ?? [];
    expect(source.some((line) => line.includes('npm ci') && line.includes('--omit=dev'))).toBe(true);
  });

  it('copies only paths that exist and that .dockerignore lets through', () => {
    for (const line of instructions.filter(
      (entry) => entry.startsWith('COPY ') && !entry.includes('--from'),
    )) {
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources.filter((path) => path !== '.')) {
        expect(existsSync(join(root, source)), source).toBe(true);
        expect(
          ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)),
          source,
        ).toBe(false);
      }
    }
    // Built in the image, never copied from a developer's machine.
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data', '.env']));
  });
});

describe('the compose file', () => {
  const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; image?: string; build?: string }>;
  };

  it('runs several instances of the app on one PostgreSQL, with no secret written in it', () => {
    const apps = Object.values(compose.services).filter((service) => service.build === '.');
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const app of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*\$\{POSTGRES_PASSWORD:\?/);
      expect(app.environment?.TRUST_PROXY).toBe('true');
    }
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
  });

  it('stores files in one S3-compatible bucket every instance shares, its keys taken from .env', () => {
    const apps = Object.values(compose.services).filter((service) => service.build === '.');
    for (const app of apps) {
      expect(app.environment?.S3_BUCKET).toBe('risquevision');
      expect(app.environment?.S3_ENDPOINT).toBe('http://minio:9000');
      expect(app.environment?.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/);
    }
    expect(compose.services.minio?.image).toMatch(/^minio\/minio:/);
  });
});
