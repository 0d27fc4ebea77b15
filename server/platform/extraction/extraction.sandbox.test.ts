import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_PRIORITY, createSandboxedExtractor } from './extraction.sandbox';

const fixtures = fileURLToPath(new URL('../../../fixtures/analysis', import.meta.url));
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-sandbox-'));
  // 60 MB of text: kept whole (the cap is lifted below), it needs far more heap than the child is given.
  await writeFile(join(folder, 'huge.txt'), 'Risque de chute de hauteur. '.repeat(2_200_000));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const file = (name: string) => ({ path: join(fixtures, name), originalName: name, outDir: folder });

describe('sandboxed extractor', () => {
  it('reads a file in its child process as the extractor does', async () => {
    const extractor = createSandboxedExtractor({ cacheDir: join(folder, 'cache') });
    try {
      const result = await extractor.extract(file('soudure-atelier-fr.txt'));
      expect(result).toMatchObject({ kind: 'text' });
      expect(result.error).toBeUndefined();
      expect(result.pages[0]?.text).toMatch(/soud/i);
      // Background work: the child yields the processors to the server's requests.
      expect(getPriority(extractor.childPid as number)).toBe(
        Math.min(19, getPriority() + BACKGROUND_PRIORITY),
      );
    } finally {
      await extractor.close();
    }
  }, 30_000);

  it('stops its child once idle, giving its memory back, and starts a fresh one for the next file', async () => {
    const extractor = createSandboxedExtractor({ cacheDir: join(folder, 'cache'), idleStopMs: 200 });
    try {
      await extractor.extract(file('soudure-atelier-fr.txt'));
      const first = extractor.childPid;
      expect(first).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(extractor.childPid).toBeNull();
      expect(() => process.kill(first as number, 0)).toThrow();
      const next = await extractor.extract(file('soudure-atelier-fr.txt'));
      expect(next.error).toBeUndefined();
      expect(extractor.childPid).not.toBe(first);
    } finally {
      await extractor.close();
    }
  }, 30_000);

  it('answers extraction.crashed when a file exhausts the child, and serves the next file from a fresh one', async () => {
    const extractor = createSandboxedExtractor({
      cacheDir: join(folder, 'cache'),
      maxTextChars: 200_000_000,
      maxHeapMb: 48,
    });
    const before = process.memoryUsage().rss;
    try {
      const crashed = await extractor.extract({
        path: join(folder, 'huge.txt'),
        originalName: 'huge.txt',
        outDir: folder,
      });
      expect(crashed).toMatchObject({ error: 'extraction.crashed', pages: [] });
      const next = await extractor.extract(file('soudure-atelier-fr.txt'));
      expect(next.error).toBeUndefined();
      expect(next.pages.length).toBe(1);
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    } finally {
      await extractor.close();
    }
  }, 60_000);

  it('answers extraction.timeout when a file takes longer than allowed', async () => {
    const extractor = createSandboxedExtractor({ cacheDir: join(folder, 'cache'), timeoutMs: 1 });
    try {
      const slow = await extractor.extract(file('soudure-atelier-fr.txt'));
      expect(slow.error).toBe('extraction.timeout');
    } finally {
      await extractor.close();
    }
  }, 30_000);
});
