import { useEffect, useRef } from 'react';
import { sessionCheckIntervalMs } from './idle';
import { type Clock, createInactivityTracker, systemClock } from './inactivity-tracker';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export interface InactivityMonitorOptions {
  enabled: boolean;
  idleTimeoutSeconds: number;
  onActive: () => void;
  onExpired: () => void;
  clock?: Clock;
}

/** Checks every 5 minutes and whenever the page becomes visible again. */
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
    const tracker = createInactivityTracker({
      idleTimeoutSeconds,
      clock,
      onActive: () => callbacks.current.onActive(),
      onExpired: () => callbacks.current.onExpired(),
    });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tracker.check();
    };
    for (const type of activityEvents) {
      window.addEventListener(type, tracker.activity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisibility);
    const interval = window.setInterval(tracker.check, sessionCheckIntervalMs);
    return () => {
      for (const type of activityEvents)
        window.removeEventListener(type, tracker.activity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(interval);
    };
  }, [enabled, idleTimeoutSeconds, clock]);
}
