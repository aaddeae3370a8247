import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel } from './bell-text';

describe('bell texts', () => {
  it('names the unread count only when there is one', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
  });

  it('keeps the badge short', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(150)).toBe('99+');
  });
});
