import { LRUCache } from 'lru-cache';

/**
 * A cache of at most `max` answers, the least recently used dropped first (lru-cache), for work that
 * is asked for again and again with the same key: parsing a user agent, locating an address. Memory
 * only: nothing in it is ever written anywhere.
 */
export function boundedCache<K extends {}, V extends {}>(max: number) {
  const cache = new LRUCache<K, V>({ max });
  return {
    /** The remembered answer for `key`, or `work()`'s, remembered. */
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
    clear: () => cache.clear(),
  };
}
export type BoundedCache<K extends {}, V extends {}> = ReturnType<typeof boundedCache<K, V>>;
