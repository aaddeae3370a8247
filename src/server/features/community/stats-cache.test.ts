import { describe, expect, it } from 'vitest';
import { createChangeCache } from './stats-cache';

describe('createChangeCache', () => {
  it('computes once until invalidated or too old, and never caches a failure', async () => {
    let clock = 0;
    let calls = 0;
    let fail = false;
    const cache = createChangeCache(
      async () => {
        calls += 1;
        if (fail) throw new Error('database down');
        return calls;
      },
      1000,
      () => clock,
    );
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
    clock = 1001;
    expect(await cache.get()).toBe(3);
    fail = true;
    cache.invalidate();
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toBe(5);
  });
});
