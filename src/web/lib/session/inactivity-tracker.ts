import { isIdleExpired, shouldReportActivity } from './idle';

/** Time source of the tracker; tests pass their own (e2e drives the global one with page.clock). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface InactivityTrackerOptions {
  idleTimeoutSeconds: number;
  /** Called at most once per activity interval while the user is active. */
  onActive: () => void;
  /** Called once, when a check finds the idle time past the timeout. */
  onExpired: () => void;
  clock: Clock;
}

export function createInactivityTracker({
  idleTimeoutSeconds,
  onActive,
  onExpired,
  clock,
}: InactivityTrackerOptions) {
  let lastActivity = clock.now();
  let lastReport: number | undefined;
  let expired = false;

  const check = (): boolean => {
    if (!expired && isIdleExpired(lastActivity, clock.now(), idleTimeoutSeconds)) {
      expired = true;
      onExpired();
    }
    return expired;
  };

  const activity = (): void => {
    // Activity after the timeout does not revive the session: the check decides first.
    if (check()) return;
    const now = clock.now();
    lastActivity = now;
    if (!shouldReportActivity(lastReport, now)) return;
    lastReport = now;
    onActive();
  };

  return { activity, check, isExpired: () => expired };
}
