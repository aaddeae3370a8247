/**
 * Keeps one computed value until the community changes (any event, from any process) or `maxAgeMs`
 * passes. The Community Pulse counts every published post and comment, which at 100k posts costs
 * tens of milliseconds; every page view asks for it, while it changes only on writes.
 */
export function createChangeCache<T>(compute: () => Promise<T>, maxAgeMs: number, now = () => Date.now()) {
  let cached: { value: Promise<T>; at: number } | undefined;
  return {
    get(): Promise<T> {
      if (!cached || now() - cached.at > maxAgeMs) {
        const value = compute();
        const entry = { value, at: now() };
        cached = entry;
        // A failure is not cached: the next caller tries again.
        value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
