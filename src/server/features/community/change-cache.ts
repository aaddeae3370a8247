/**
 * Keeps computed values until the community changes (any event, from any process) or `maxAgeMs`
 * passes. Every page view asks for the Community Pulse counts and the first page of posts, which
 * change only on writes; at 100k posts recomputing them per request costs far more than a lookup.
 * A value is a promise, so concurrent callers of one key share one computation; at most
 * `maxEntries` keys are kept (the least recently computed go first), since search terms are open.
 */
export function createChangeCache<K, T>(options: {
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? 1;
  const entries = new Map<K, { value: Promise<T>; at: number }>();
  return {
    /** The value kept for `key`, or what `compute` gives now (kept from here on). */
    get(key: K, compute: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() - cached.at <= options.maxAgeMs) return cached.value;
      entries.delete(key);
      const value = compute();
      const entry = { value, at: now() };
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      // A failure is not cached: the next caller tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** Everything computed so far is stale; computations in flight serve only those already waiting. */
    invalidate() {
      entries.clear();
    },
  };
}
