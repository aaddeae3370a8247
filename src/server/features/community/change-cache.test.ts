import { describe, expect, it } from 'vitest';
import { createChangeCache } from './change-cache';

describe('createChangeCache', () => {
  it('keeps one value per key, shares a computation in flight, and drops the least recently used beyond maxEntries', async () => {
    const computed: string[] = [];
    const cache = createChangeCache<string, string>({ maxAgeMs: 60_000, maxEntries: 2 });
    const get = (key: string) =>
      cache.get(key, async () => {
        computed.push(key);
        return `${key}:${computed.length}`;
      });
    const [first, second] = await Promise.all([get('a'), get('a')]);
    expect(first).toBe('a:1');
    expect(second).toBe('a:1');
    expect(await get('b')).toBe('b:2');
    expect(await get('a')).toBe('a:1');
    expect(await get('c')).toBe('c:3');
    // 'b' was used least recently, so it made room for 'c'.
    expect(await get('a')).toBe('a:1');
    expect(await get('b')).toBe('b:4');
    expect(await get('a')).toBe('a:1');
    cache.invalidate();
    expect(await get('a')).toBe('a:5');
    expect(computed).toEqual(['a', 'b', 'c', 'b', 'a']);
  });

  it('recomputes a value older than maxAgeMs, and never keeps a failure', async () => {
    let clock = 0;
    let calls = 0;
    let fail = false;
    const cache = createChangeCache<'stats', number>({ maxAgeMs: 1000, now: () => clock });
    const get = () =>
      cache.get('stats', async () => {
        calls += 1;
        if (fail) throw new Error('database down');
        return calls;
      });
    expect(await get()).toBe(1);
    clock = 1000;
    expect(await get()).toBe(1);
    clock = 1001;
    expect(await get()).toBe(2);
    fail = true;
    cache.invalidate();
    await expect(get()).rejects.toThrow('database down');
    fail = false;
    expect(await get()).toBe(4);
  });
});
