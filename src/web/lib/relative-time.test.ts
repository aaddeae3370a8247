import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says just now under a minute and for a clock slightly ahead', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(-5), now)).toBe('just now');
  });

  it('counts minutes, hours, days and longer', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('is empty for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
