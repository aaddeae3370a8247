import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache';

describe('boundedCache', () => {
  it('does the work once per key, remembering false answers too', () => {
    const cache = boundedCache<string, boolean>(10);
    let calls = 0;
    const work = () => {
      calls += 1;
      return false;
    };
    expect(cache.remember('a', work)).toBe(false);
    expect(cache.remember('a', work)).toBe(false);
    expect(calls).toBe(1);
  });

  it('keeps at most max answers, dropping the least recently used', () => {
    const cache = boundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now more recent than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('computes again an answer older than maxAgeMs, and forgets only the answer it is told', () => {
    let clock = 0;
    const cache = boundedCache<string, number>(10, { maxAgeMs: 1000, now: () => clock });
    let calls = 0;
    const work = () => {
      calls += 1;
      return calls;
    };
    expect(cache.remember('a', work)).toBe(1);
    clock = 1000;
    expect(cache.remember('a', work)).toBe(1);
    clock = 1001;
    expect(cache.remember('a', work)).toBe(2);
    cache.forget('a', 1);
    expect(cache.get('a')).toBe(2);
    cache.forget('a', 2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('replaces an answer only while the key still holds the one expected', () => {
    const cache = boundedCache<string, string>(1);
    cache.set('a', 'quick');
    cache.replace('a', 'other', 'best');
    expect(cache.get('a')).toBe('quick');
    cache.replace('a', 'quick', 'best');
    expect(cache.get('a')).toBe('best');
    cache.set('b', 'quick');
    // 'a' was dropped to make room: a late replacement does not bring it back.
    cache.replace('a', 'best', 'better');
    expect(cache.get('a')).toBeUndefined();
  });
});
