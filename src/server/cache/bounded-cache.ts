import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions {
  /** Answers older than this are computed again (default: kept until pushed out). */
  maxAgeMs?: number;
  now?: () => number;
}

/** Least recently used dropped first (lru-cache); memory only, never written anywhere. */
export function boundedCache<K extends {}, V extends {}>(max: number, options: BoundedCacheOptions = {}) {
  const now = options.now;
  const cache = new LRUCache<K, V>({
    max,
    ...(options.maxAgeMs === undefined
      ? {}
      : {
          ttl: options.maxAgeMs,
          // Stale answers are dropped when asked for, not by timers; the clock is read every time.
          ttlAutopurge: false,
          ttlResolution: 0,
          // lru-cache treats a start time of 0 as "no age": the clock starts after it.
          ...(now ? { perf: { now: () => now() + 1 } } : {}),
        }),
  });
  return {
    remember(key: K, work: () => V): V {
      const known = cache.get(key);
      if (known !== undefined) return known;
      const value = work();
      cache.set(key, value);
      return value;
    },
    get: (key: K) => cache.get(key),
    set: (key: K, value: V) => {
      cache.set(key, value);
    },
    /** Puts `value` for `key` only if it still holds `expected` (not after it was dropped or changed). */
    replace(key: K, expected: V, value: V) {
      if (cache.peek(key) === expected) cache.set(key, value);
    },
    /** Forgets `key`, only if it still holds `value` (a newer answer stays). */
    forget(key: K, value: V) {
      if (cache.peek(key) === value) cache.delete(key);
    },
    clear: () => cache.clear(),
  };
}
export type BoundedCache<K extends {}, V extends {}> = ReturnType<typeof boundedCache<K, V>>;
