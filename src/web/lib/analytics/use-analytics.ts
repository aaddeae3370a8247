import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { analytics } from './analytics';
import type { ConsentState } from './consent';

/** Sends a page view for the first page and every client-side navigation to another path. */
export function usePageViewBeacons(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // After this commit's effects, so the new page has set document.title.
    const timer = setTimeout(() => analytics().tracker.pageView(pathname), 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}

const serverState: ConsentState = { choice: 'unknown', bannerOpen: false };

/** The visitor's analytics choice and whether the cookie banner shows. */
export function useAnalyticsConsent(): ConsentState {
  const { consent } = analytics();
  return useSyncExternalStore(consent.subscribe, consent.getState, () => serverState);
}
