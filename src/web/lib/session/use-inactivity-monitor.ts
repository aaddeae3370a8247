import { useEffect, useRef } from 'react';
import { isIdleExpired, sessionCheckIntervalMs, shouldReportActivity } from './idle';

/** Time source of the monitor; tests pass their own (e2e drives the global one with page.clock). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Spec §4: activity is tracked by mouse, key, scroll and touch events. */
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export interface InactivityMonitorOptions {
  enabled: boolean;
  idleTimeoutSeconds: number;
  /** Called at most once per activity interval while the user is active. */
  onActive: () => void;
  /** Called once when the local idle time passes the timeout. */
  onExpired: () => void;
  clock?: Clock;
}

/**
 * Watches the user's activity; every 5 minutes and whenever the page becomes visible again it
 * checks the idle time against the session's idle timeout.
 */
export function useInactivityMonitor({
  enabled,
  idleTimeoutSeconds,
  onActive,
  onExpired,
  clock = systemClock,
}: InactivityMonitorOptions): void {
  const callbacks = useRef({ onActive, onExpired });
  callbacks.current = { onActive, onExpired };

  useEffect(() => {
    if (!enabled) return undefined;
    let lastActivity = clock.now();
    let lastReport: number | undefined;
    let expired = false;

    const check = () => {
      if (expired || !isIdleExpired(lastActivity, clock.now(), idleTimeoutSeconds)) return;
      expired = true;
      callbacks.current.onExpired();
    };
    const onActivity = () => {
      if (expired) return;
      const now = clock.now();
      // Activity after the timeout does not revive the session: the check decides first.
      if (isIdleExpired(lastActivity, now, idleTimeoutSeconds)) return check();
      lastActivity = now;
      if (!shouldReportActivity(lastReport, now)) return;
      lastReport = now;
      callbacks.current.onActive();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };

    for (const type of activityEvents) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    const interval = window.setInterval(check, sessionCheckIntervalMs);
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(interval);
    };
  }, [enabled, idleTimeoutSeconds, clock]);
}
