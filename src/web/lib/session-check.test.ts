import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowSessionCheck,
  isSessionCheckAllowed,
  resetSessionCheck,
  sessionCookieAnnounced,
  subscribeSessionCheck,
} from './session-check';

describe('session check', () => {
  afterEach(() => resetSessionCheck());

  it('reads the session cookie note the server put on <html>', () => {
    expect(sessionCookieAnnounced({ dataset: { session: 'cookie' } })).toBe(true);
    expect(sessionCookieAnnounced({ dataset: {} })).toBe(false);
  });

  it('is off until allowed, then tells its subscribers once', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionCheck(listener);
    expect(isSessionCheckAllowed()).toBe(false);
    allowSessionCheck();
    allowSessionCheck();
    expect(isSessionCheckAllowed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
