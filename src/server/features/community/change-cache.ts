import { boundedCache } from '../../cache/bounded-cache';

/**
 * Keeps computed values until the community changes (any event, from any process) or `maxAgeMs`
 * passes. Every page view asks for the Community Pulse counts and the first page of posts, which
 * change only on writes; at 100k posts recomputing them per request costs far more than a lookup.
 * A value is a promise, so concurrent callers of one key share one computation; at most
 * `maxEntries` keys are kept (the least recently used go first), since search terms are open.
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
    /** The value kept for `key`, or what `compute` gives now (kept from here on). */
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
