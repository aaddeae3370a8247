import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../shared/accounts/account.schemas';
import { isIdleExpired, sessionExpiredMessage, shouldReportActivity } from './idle';
import { createInactivityTracker } from './inactivity-tracker';

const minute = 60_000;

describe('isIdleExpired', () => {
  it('expires only once the idle time is longer than the timeout', () => {
    expect(isIdleExpired(0, 30 * minute, 1800)).toBe(false);
    expect(isIdleExpired(0, 30 * minute + 1, 1800)).toBe(true);
    expect(isIdleExpired(0, 6 * 24 * 60 * minute, 7 * 24 * 3600)).toBe(false);
  });
});

describe('shouldReportActivity', () => {
  it('reports the first activity, then at most every 5 minutes', () => {
    expect(shouldReportActivity(undefined, 0)).toBe(true);
    expect(shouldReportActivity(0, 5 * minute - 1)).toBe(false);
    expect(shouldReportActivity(0, 5 * minute)).toBe(true);
  });
});

describe('sessionExpiredMessage', () => {
  it("adds ' (7 days)' with remember-me", () => {
    expect(sessionExpiredMessage(false)).toBe('Session expired due to inactivity');
    expect(sessionExpiredMessage(false)).toBe(accountMessages.sessionExpired);
    expect(sessionExpiredMessage(true)).toBe('Session expired due to inactivity (7 days)');
  });
});

describe('createInactivityTracker', () => {
  function setUp(idleTimeoutSeconds = 1800) {
    let now = 1_000_000;
    const onActive = vi.fn();
    const onExpired = vi.fn();
    const tracker = createInactivityTracker({
      idleTimeoutSeconds,
      onActive,
      onExpired,
      clock: { now: () => now },
    });
    return { tracker, onActive, onExpired, advance: (ms: number) => (now += ms) };
  }

  it('reports activity at most every 5 minutes', () => {
    const { tracker, onActive, advance } = setUp();
    tracker.activity();
    advance(minute);
    tracker.activity();
    expect(onActive).toHaveBeenCalledTimes(1);
    advance(4 * minute);
    tracker.activity();
    expect(onActive).toHaveBeenCalledTimes(2);
  });

  it('expires once after the idle timeout, and activity keeps it alive', () => {
    const { tracker, onExpired, advance } = setUp();
    advance(29 * minute);
    tracker.activity();
    advance(29 * minute);
    expect(tracker.check()).toBe(false);
    advance(2 * minute);
    expect(tracker.check()).toBe(true);
    tracker.check();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not let late activity revive an idle session', () => {
    const { tracker, onActive, onExpired, advance } = setUp();
    advance(31 * minute);
    tracker.activity();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onActive).not.toHaveBeenCalled();
  });
});
