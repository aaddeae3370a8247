import { boundedCache } from '../../cache/bounded-cache';

/**
 * Keeps computed values until the community changes (any event, from any process) or `maxAgeMs`
 * passes: the Community Pulse and the first listing pages are asked for on every page view but change
 * only on writes. Concurrent callers of a key share one promise; `maxEntries` bounds the keys, since
 * search terms are open.
 */
export function createChangeCache<K extends {}, T>(options: {
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = boundedCache<K, Promise<T>>(options.maxEntries ?? 1, {
    maxAgeMs: options.maxAgeMs,
    now: options.now,
  });
  return {
    get(key: K, compute: () => Promise<T>): Promise<T> {
      return entries.remember(key, () => {
        const value = compute();
        // A failure is not cached: the next caller tries again.
        value.catch(() => entries.forget(key, value));
        return value;
      });
    },
    /** Everything computed so far is stale; computations in flight serve only those already waiting. */
    invalidate() {
      entries.clear();
    },
  };
}
