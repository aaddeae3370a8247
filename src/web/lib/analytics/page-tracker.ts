import { sendBeacon } from './beacon';
import type { ConsentStore } from './consent';
import { type AnalyticsTracker, createAnalyticsTracker } from './tracker';

/** Loaded after the page by analytics.ts: its code is not needed to show the page. */
export function createPageTracker(store: ConsentStore): AnalyticsTracker {
  return createAnalyticsTracker({
    store,
    send: sendBeacon,
    now: () => Date.now(),
    page: () => ({
      title: document.title,
      referrer: document.referrer,
      screen: { width: window.screen.width, height: window.screen.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollTop: document.documentElement.scrollTop || window.scrollY,
    }),
  });
}
