import { sendBeacon } from './beacon';
import { type ConsentStore, createConsentStore } from './consent';
import type { ElementLike } from './payloads';
import { randomUuid } from './random-id';
import { type AnalyticsTracker, createAnalyticsTracker } from './tracker';

export interface Analytics {
  consent: ConsentStore;
  tracker: AnalyticsTracker;
  accept(): void;
  decline(): void;
}

function storageOf(name: 'localStorage' | 'sessionStorage'): () => Storage | undefined {
  return () => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
}

function install(): Analytics {
  const consent = createConsentStore({
    local: storageOf('localStorage'),
    session: storageOf('sessionStorage'),
    randomId: () => randomUuid(),
    now: () => Date.now(),
  });
  const tracker = createAnalyticsTracker({
    store: consent,
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
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      tracker.click({
        target: event.target as unknown as ElementLike,
        clientX: event.clientX,
        clientY: event.clientY,
        pageX: event.pageX,
        pageY: event.pageY,
      });
    },
    { capture: true, passive: true },
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.hidden();
    else tracker.visible();
  });
  window.addEventListener('pagehide', () => tracker.hidden());
  return {
    consent,
    tracker,
    accept: () => consent.accept(),
    decline: () => {
      tracker.endVisit();
      consent.decline();
    },
  };
}

let instance: Analytics | undefined;

/** The page's analytics (installed on first use, in the browser only). */
export function analytics(): Analytics {
  instance ??= install();
  return instance;
}
