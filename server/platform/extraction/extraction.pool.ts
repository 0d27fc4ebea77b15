import type { Extractor } from './extraction.types';

/**
 * Several extractors side by side, each started on first need: a file goes to the least busy one,
 * so one person's slow OCR does not hold another person's analysis back. Each member is its own
 * sandboxed child, so a file that kills one costs only that file. Warming up loads the first only:
 * the others start (and hold memory) only when files are really read at the same time.
 */
export function createExtractorPool(options: { size: number; create: () => Extractor }): Extractor {
  const members: { extractor: Extractor; busy: number }[] = [];

  function pick() {
    const idle = members.find((member) => member.busy === 0);
    if (idle) return idle;
    if (members.length < Math.max(1, options.size)) {
      const started = { extractor: options.create(), busy: 0 };
      members.push(started);
      return started;
    }
    return members.reduce((least, member) => (member.busy < least.busy ? member : least));
  }

  return {
    async extract(input) {
      const member = pick();
      member.busy++;
      try {
        return await member.extractor.extract(input);
      } finally {
        member.busy--;
      }
    },
    warmUp: () => pick().extractor.warmUp(),
    async close() {
      await Promise.all(members.map((member) => member.extractor.close()));
    },
  };
}
