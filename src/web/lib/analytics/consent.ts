import type { AccountAnalyticsChoice } from '../../../shared/accounts/analytics-choice.constants';
import { consentCookieName } from '../../../shared/analytics/consent-cookie';

/**
 * Nothing is written to the device unless the visitor accepts (UK PECR; decision 013). A declined or
 * unmade choice lives in memory only; a signed-in member's is kept on their account (decision 027).
 */
export type AnalyticsChoice = 'unknown' | 'accepted' | 'declined';

export const consentStorageKey = consentCookieName;
export const visitStorageKey = 'arrs.analytics_visit';

export interface ConsentState {
  choice: AnalyticsChoice;
  /** The cookie banner is shown: no choice yet, or reopened from "Cookie settings". */
  bannerOpen: boolean;
}

export interface AnalyticsVisit {
  id: string;
  startedAt: number;
  isNew: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConsentStoreOptions {
  choice: () => StorageLike | undefined;
  session: () => StorageLike | undefined;
  randomId: () => string;
  now: () => number;
  /** A session cookie came with the page: without a choice here, the banner waits for `remember`. */
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

  const decline = () => {
    awaitingAccount = false;
    chosenHere = true;
    remove(options.choice(), consentStorageKey);
    remove(options.session(), visitStorageKey);
    current = null;
    set({ choice: 'declined', bannerOpen: false });
  };

  return {
    getState: (): ConsentState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept,
    decline,
    /** Applies only while this browser has no choice of its own: one made here stays. */
    remember(choice: AccountAnalyticsChoice | null): void {
      const waited = awaitingAccount;
      awaitingAccount = false;
      if (state.choice !== 'unknown') return;
      if (choice === 'accepted') accept();
      else if (choice === 'declined') decline();
      else if (waited && !state.bannerOpen) set({ ...state, bannerOpen: true });
      chosenHere = false;
    },
    /** Made here by the banner, not read from the cookie or the account: the one to keep on the account. */
    choiceMadeHere: (): AccountAnalyticsChoice | null =>
      chosenHere && state.choice !== 'unknown' ? state.choice : null,
    openBanner(): void {
      if (!state.bannerOpen) set({ ...state, bannerOpen: true });
    },
    closeBanner(): void {
      if (state.choice !== 'unknown' && state.bannerOpen) set({ ...state, bannerOpen: false });
    },
    currentVisit,
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
