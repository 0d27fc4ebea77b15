/**
 * A least-recently-used cache bounded by the bytes its values hold, with one computation per key at a
 * time: callers asking for a key being computed wait for that computation instead of starting another.
 */
export function createByteLru<Value>(options: { maxBytes: number; sizeOf: (value: Value) => number }) {
  const entries = new Map<string, { value: Value; bytes: number }>();
  const computing = new Map<string, Promise<Value>>();
  let bytes = 0;

  function remember(key: string, value: Value) {
    const size = options.sizeOf(value);
    if (size > options.maxBytes) return;
    const previous = entries.get(key);
    if (previous) bytes -= previous.bytes;
    entries.delete(key);
    entries.set(key, { value, bytes: size });
    bytes += size;
    // Map keeps insertion order, and a hit re-inserts: the first keys are the least recently used.
    for (const [oldest, entry] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
  }

  return {
    /** The cached value, or `compute`'s, kept for next time; a failed computation is not kept. */
    async getOrCompute(key: string, compute: () => Promise<Value>): Promise<Value> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const pending = computing.get(key);
      if (pending) return pending;
      const started = compute().then((value) => {
        remember(key, value);
        return value;
      });
      computing.set(key, started);
      try {
        return await started;
      } finally {
        computing.delete(key);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
