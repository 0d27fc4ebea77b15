import { describe, expect, it } from 'vitest';
import { createByteLru } from './byte-lru';

const lru = (maxBytes: number) => createByteLru<string>({ maxBytes, sizeOf: (value) => value.length });

describe('byte-bounded LRU', () => {
  it('computes a key once and serves it from memory after', async () => {
    const cache = lru(100);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return 'report';
    };
    expect(await cache.getOrCompute('a', compute)).toBe('report');
    expect(await cache.getOrCompute('a', compute)).toBe('report');
    expect(calls).toBe(1);
  });

  it('runs one computation for callers asking the same key at once', async () => {
    const cache = lru(100);
    let calls = 0;
    let release = (_value: string) => {};
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([cache.getOrCompute('a', compute), cache.getOrCompute('a', compute)]);
    release('once');
    expect(await both).toEqual(['once', 'once']);
    expect(calls).toBe(1);
  });

  it('drops the least recently used values past its byte limit', async () => {
    const cache = lru(10);
    await cache.getOrCompute('a', async () => 'aaaa');
    await cache.getOrCompute('b', async () => 'bbbb');
    await cache.getOrCompute('a', async () => 'never');
    await cache.getOrCompute('c', async () => 'cccc');
    expect(cache.bytes).toBe(8);
    expect(await cache.getOrCompute('a', async () => 'recomputed')).toBe('aaaa');
    expect(await cache.getOrCompute('b', async () => 'recomputed')).toBe('recomputed');
  });

  it('keeps neither a value larger than the limit nor a failed computation', async () => {
    const cache = lru(4);
    expect(await cache.getOrCompute('big', async () => 'too large')).toBe('too large');
    expect(cache.size).toBe(0);
    await expect(cache.getOrCompute('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(await cache.getOrCompute('bad', async () => 'ok')).toBe('ok');
  });
});
