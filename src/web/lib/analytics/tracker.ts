import { beaconUrls, type SendBeacon } from './beacon';
import type { ConsentStore } from './consent';
import { buildClick, buildPageView, type ElementLike } from './payloads';

export interface TrackerEnvironment {
  store: ConsentStore;
  send: SendBeacon;
  now: () => number;
  /** The page as it is now (document.title, referrer, sizes, scroll). */
  page: () => {
    title: string;
    referrer: string;
    screen: { width: number; height: number };
    viewport: { width: number; height: number };
    scrollTop: number;
  };
}

export type AnalyticsTracker = ReturnType<typeof createAnalyticsTracker>;

/** What is sent with and without consent: docs/product/analytics.md#what-is-counted-with-consent. */
export function createAnalyticsTracker(env: TrackerEnvironment) {
  let currentPath = '/';
  let pageViews = 0;
  /** The visit whose end was written while hidden; cleared when the page is active again. */
  let ended = false;

  const consentedVisit = () => env.store.currentVisit();

  return {
    pageView(path: string): void {
      currentPath = path;
      const page = env.page();
      // With consent a page view starts the visit (accepting on a page starts it at the next one).
      const visit = env.store.startVisit();
      // The visit's first page is its entry page; without consent, the first page of this load.
      const entry = visit ? visit.isNew : pageViews === 0;
      pageViews += 1;
      ended = false;
      env.send(
        beaconUrls.pageView,
        buildPageView({
          path,
          title: page.title,
          // The referrer tells where the visit came from: only the entry page has one worth sending.
          referrer: pageViews === 1 ? page.referrer : '',
          entry,
          visit,
          screen: page.screen,
          viewport: page.viewport,
        }),
      );
    },
    click(event: { target: ElementLike; clientX: number; clientY: number; pageX: number; pageY: number }) {
      const visit = consentedVisit();
      if (!visit) return;
      env.send(
        beaconUrls.click,
        buildClick({ ...event, path: currentPath, visit, scrollTop: env.page().scrollTop, now: env.now() }),
      );
    },
    hidden(): void {
      const visit = consentedVisit();
      if (!visit || ended) return;
      ended = true;
      env.send(beaconUrls.sessionEnd, { sessionId: visit.id, path: currentPath });
    },
    visible(): void {
      const visit = consentedVisit();
      if (!visit || !ended) return;
      ended = false;
      env.send(beaconUrls.active, { sessionId: visit.id, path: currentPath });
    },
    /** Before the choice changes to declined: the consented visit ends here. */
    endVisit(): void {
      const visit = consentedVisit();
      if (!visit) return;
      env.send(beaconUrls.sessionEnd, { sessionId: visit.id, path: currentPath });
      ended = true;
    },
  };
}
