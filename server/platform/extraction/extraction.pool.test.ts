import { describe, expect, it } from 'vitest';
import { createExtractorPool } from './extraction.pool';
import type { ExtractionResult, Extractor } from './extraction.types';

const done: ExtractionResult = { kind: 'text', mimeType: 'text/plain', pages: [] };

/** An extractor whose files finish only when the test says so, to see which member reads what. */
function heldExtractor(log: string[], name: string) {
  const waiting: (() => void)[] = [];
  const extractor: Extractor = {
    extract: (input) =>
      new Promise((resolve) => {
        log.push(`${name}:${input.originalName}`);
        waiting.push(() => resolve(done));
      }),
    warmUp: async () => {
      log.push(`${name}:warm`);
    },
    close: async () => {
      log.push(`${name}:closed`);
    },
  };
  return { extractor, release: () => waiting.shift()?.() };
}

describe('the extractor pool', () => {
  const input = (name: string) => ({ path: `/tmp/${name}`, originalName: name, outDir: '/tmp' });

  it('reads a second file beside a slow first one, and starts a member only when needed', async () => {
    const log: string[] = [];
    const members: ReturnType<typeof heldExtractor>[] = [];
    const pool = createExtractorPool({
      size: 2,
      create: () => {
        const member = heldExtractor(log, `child${members.length + 1}`);
        members.push(member);
        return member.extractor;
      },
    });
    await pool.warmUp();
    expect(members).toHaveLength(1);
    const slow = pool.extract(input('scan.pdf'));
    const quick = pool.extract(input('note.txt'));
    expect(log).toEqual(['child1:warm', 'child1:scan.pdf', 'child2:note.txt']);
    members[1]?.release();
    await expect(quick).resolves.toEqual(done);
    // Both busy-free again: the idle first member takes the next file, no third one starts.
    members[0]?.release();
    await slow;
    void pool.extract(input('photo.jpg'));
    expect(members).toHaveLength(2);
    expect(log.at(-1)).toBe('child1:photo.jpg');
    await pool.close();
    expect(log.filter((line) => line.endsWith(':closed'))).toHaveLength(2);
  });

  it('queues on the least busy member once all are started', async () => {
    const log: string[] = [];
    const members: ReturnType<typeof heldExtractor>[] = [];
    const pool = createExtractorPool({
      size: 1,
      create: () => {
        const member = heldExtractor(log, `child${members.length + 1}`);
        members.push(member);
        return member.extractor;
      },
    });
    void pool.extract(input('a.pdf'));
    void pool.extract(input('b.pdf'));
    expect(members).toHaveLength(1);
    expect(log).toEqual(['child1:a.pdf', 'child1:b.pdf']);
  });
});
