import type { AccountAnalyticsChoice } from '../../../shared/accounts/analytics-choice.constants';
import { consentCookieName } from '../../../shared/analytics/consent-cookie';

/**
 * The visitor's analytics choice (UK PECR; decision 013). Nothing is written to the device unless the
 * visitor accepts: then the choice is kept (a cookie the server reads too, analytics.ts) and the
 * visit's id in sessionStorage. A declined (or not yet made) choice lives in memory only, so the
 * banner asks a visitor again on the next full page load; a signed-in member's choice is kept on their
 * account instead, and the page adopts it once the session is known (`remember`, decision 027).
 */
export type AnalyticsChoice = 'unknown' | 'accepted' | 'declined';

export const consentStorageKey = consentCookieName;
export const visitStorageKey = 'arrs.analytics_visit';

export interface ConsentState {
  choice: AnalyticsChoice;
  /** The cookie banner is shown: no choice yet, or reopened from "Cookie settings". */
  bannerOpen: boolean;
}

/** A consenting visitor's visit (one per browser tab): its id and when it started. */
export interface AnalyticsVisit {
  id: string;
  startedAt: number;
  /** Created by this call (the first page of the visit). */
  isNew: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConsentStoreOptions {
  /** Where an accepted choice is kept. */
  choice: () => StorageLike | undefined;
  session: () => StorageLike | undefined;
  randomId: () => string;
  now: () => number;
  /**
   * The page will learn the account's choice (a session cookie came with it): without a choice in
   * this browser, the banner waits for `remember` instead of showing and then going away.
   */
  awaitAccount?: boolean;
}

function read(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice still holds for this page load.
  }
}

function remove(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseVisit(raw: string | null): { id: string; startedAt: number } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { id?: unknown; startedAt?: unknown };
    if (typeof value.id !== 'string' || !uuidPattern.test(value.id)) return null;
    if (typeof value.startedAt !== 'number' || !Number.isFinite(value.startedAt)) return null;
    return { id: value.id, startedAt: value.startedAt };
  } catch {
    return null;
  }
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

export function createConsentStore(options: ConsentStoreOptions) {
  const accepted = read(options.choice(), consentStorageKey) === 'accepted';
  let awaitingAccount = !accepted && options.awaitAccount === true;
  let state: ConsentState = accepted
    ? { choice: 'accepted', bannerOpen: false }
    : { choice: 'unknown', bannerOpen: !awaitingAccount };
  const listeners = new Set<() => void>();
  /** This page's copy of the visit, in case sessionStorage refuses to keep it. */
  let current: { id: string; startedAt: number } | null = null;

  const set = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** The consenting visitor's visit in this tab, if one has started; null without consent. */
  const currentVisit = (): AnalyticsVisit | null => {
    if (state.choice !== 'accepted') return null;
    const stored = parseVisit(read(options.session(), visitStorageKey)) ?? current;
    if (!stored) return null;
    current = stored;
    return { ...stored, isNew: false };
  };

  /** The choice was made on this page (not read from the cookie or adopted from the account). */
  let chosenHere = false;

  const accept = () => {
    awaitingAccount = false;
    chosenHere = true;
    write(options.choice(), consentStorageKey, 'accepted');
    set({ choice: 'accepted', bannerOpen: false });
  };

  /** Removes everything analytics stored, and stores nothing. */
  const decline = () => {
    awaitingAccount = false;
    chosenHere = true;
    remove(options.choice(), consentStorageKey);
    remove(options.session(), visitStorageKey);
    current = null;
    set({ choice: 'declined', bannerOpen: false });
  };

  return {
    /** The current state; a new object after every change (for useSyncExternalStore). */
    getState: (): ConsentState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept,
    decline,
    /**
     * The choice the signed-in member's account keeps (null: none, or nobody is signed in). It applies
     * only while this browser has no choice of its own: one made here stays. Shows the banner a
     * waiting page held back when there is nothing to adopt.
     */
    remember(choice: AccountAnalyticsChoice | null): void {
      const waited = awaitingAccount;
      awaitingAccount = false;
      if (state.choice !== 'unknown') return;
      if (choice === 'accepted') accept();
      else if (choice === 'declined') decline();
      else if (waited && !state.bannerOpen) set({ ...state, bannerOpen: true });
      chosenHere = false;
    },
    /**
     * The visitor chose on this page, by the banner (before or after signing in), rather than the
     * choice coming from this browser's cookie or the account: the choice to keep on the account.
     */
    choiceMadeHere: (): AccountAnalyticsChoice | null =>
      chosenHere && state.choice !== 'unknown' ? state.choice : null,
    /** "Cookie settings": shows the banner again with the current choice. */
    openBanner(): void {
      if (!state.bannerOpen) set({ ...state, bannerOpen: true });
    },
    /** Hides a reopened banner without changing a choice already made. */
    closeBanner(): void {
      if (state.choice !== 'unknown' && state.bannerOpen) set({ ...state, bannerOpen: false });
    },
    currentVisit,
    /** The visit a consented page view belongs to: the current one, or a new one from now. */
    startVisit(): AnalyticsVisit | null {
      if (state.choice !== 'accepted') return null;
      const existing = currentVisit();
      if (existing) return existing;
      current = { id: options.randomId(), startedAt: options.now() };
      write(options.session(), visitStorageKey, JSON.stringify(current));
      return { ...current, isNew: true };
    },
  };
}
