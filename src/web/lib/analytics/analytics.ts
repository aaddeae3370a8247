import { consentCookieMaxAgeSeconds, consentCookieName } from '../../../shared/analytics/consent-cookie';
import { readCookie } from '../../../shared/http/cookie-header';
import { sessionCookieAnnounced } from '../session-check';
import { type ConsentStore, consentStorageKey, createConsentStore } from './consent';
import type { ElementLike } from './payloads';
import { randomUuid } from './random-id';
import type { AnalyticsTracker } from './tracker';

export interface Analytics {
  consent: ConsentStore;
  tracker: AnalyticsTracker;
  accept(): void;
  decline(): void;
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Sent with page requests, so the server leaves the banner out of the page. */
function cookieStorage(): ChoiceStorage {
  const attributes = `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  return {
    getItem: (key) => readCookie(document.cookie, key),
    setItem: (key, value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
      document.cookie = `${key}=${value}${attributes}; Max-Age=${consentCookieMaxAgeSeconds}`;
    },
    removeItem: (key) => {
      // biome-ignore lint/suspicious/noDocumentCookie: as above
      document.cookie = `${key}=${attributes}; Max-Age=0`;
    },
  };
}

function moveEarlierChoice(choice: ChoiceStorage): void {
  try {
    const earlier = window.localStorage;
    const value = earlier.getItem(consentStorageKey);
    if (value === null) return;
    earlier.removeItem(consentStorageKey);
    if (choice.getItem(consentCookieName) === null) choice.setItem(consentCookieName, value);
  } catch {
    // Storage blocked: there is nothing to move.
  }
}

/** Past this, the banner shows: a slow or failed session check must not leave a visitor unasked. */
const accountWaitMs = 4000;

/**
 * A browser-rendered page requested with a session cookie: the member's choice comes with the session,
 * so the banner need not show first.
 */
function awaitsAccountChoice(): boolean {
  const root = document.getElementById('root');
  return sessionCookieAnnounced(document.documentElement) && root?.dataset.prerendered === undefined;
}

type TrackerCall = (tracker: AnalyticsTracker) => void;

/** The tracker loads after the page: calls made before it has loaded wait, in order. */
function deferredTracker(ready: Promise<AnalyticsTracker>) {
  let loaded: AnalyticsTracker | undefined;
  let waiting: TrackerCall[] | undefined = [];
  ready.then(
    (tracker) => {
      loaded = tracker;
      for (const call of waiting ?? []) call(tracker);
      waiting = undefined;
    },
    () => {
      waiting = undefined;
    },
  );
  const run = (call: TrackerCall) => {
    if (loaded) call(loaded);
    else waiting?.push(call);
  };
  const tracker: AnalyticsTracker = {
    pageView: (path) => run((loadedTracker) => loadedTracker.pageView(path)),
    click: (event) => run((loadedTracker) => loadedTracker.click(event)),
    hidden: () => run((loadedTracker) => loadedTracker.hidden()),
    visible: () => run((loadedTracker) => loadedTracker.visible()),
    endVisit: () => run((loadedTracker) => loadedTracker.endVisit()),
  };
  return { tracker, isLoaded: () => loaded !== undefined };
}

function install(): Analytics {
  const choice = cookieStorage();
  moveEarlierChoice(choice);
  const awaitAccount = awaitsAccountChoice();
  const consent = createConsentStore({
    choice: () => choice,
    session: sessionStorageOrNone,
    randomId: () => randomUuid(),
    now: () => Date.now(),
    awaitAccount,
  });
  if (awaitAccount) setTimeout(() => consent.remember(null), accountWaitMs);
  const ready = import('./page-tracker').then(({ createPageTracker }) => createPageTracker(consent));
  const { tracker, isLoaded } = deferredTracker(ready);
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
  const decline = () => {
    tracker.endVisit();
    consent.decline();
  };
  return {
    consent,
    tracker,
    accept: () => consent.accept(),
    // The visit's end must be sent before the choice changes: with a visit under way and the tracker
    // still loading, the refusal waits for it (a few milliseconds).
    decline: () => {
      if (isLoaded() || !consent.currentVisit()) decline();
      else void ready.then(decline, () => consent.decline());
    },
  };
}

let instance: Analytics | undefined;

export function analytics(): Analytics {
  instance ??= install();
  return instance;
}
