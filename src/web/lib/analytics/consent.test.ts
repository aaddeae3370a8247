import { describe, expect, it } from 'vitest';
import { consentStorageKey, createConsentStore, visitStorageKey } from './consent';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

function setUp(local = new MemoryStorage(), session = new MemoryStorage(), awaitAccount = false) {
  let next = 0;
  let now = 1_000;
  const store = createConsentStore({
    choice: () => local,
    session: () => session,
    randomId: () => ids[next++] ?? 'no-more-ids',
    now: () => now,
    awaitAccount,
  });
  return { store, local, session, advance: (ms: number) => (now += ms) };
}

describe('analytics consent store', () => {
  it('shows the banner and stores nothing until the visitor chooses', () => {
    const { store, local, session } = setUp();
    expect(store.getState()).toEqual({ choice: 'unknown', bannerOpen: true });
    expect(store.startVisit()).toBeNull();
    expect(store.currentVisit()).toBeNull();
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
  });

  it('declined: stores nothing at all, so the next page load asks again', () => {
    const { store, local, session } = setUp();
    store.decline();
    expect(store.getState()).toEqual({ choice: 'declined', bannerOpen: false });
    expect(store.startVisit()).toBeNull();
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
    const nextLoad = setUp(local, session).store;
    expect(nextLoad.getState()).toEqual({ choice: 'unknown', bannerOpen: true });
  });

  it('accepted: keeps the choice, and a visit id per tab once a page view starts it', () => {
    const { store, local, session, advance } = setUp();
    store.accept();
    expect(local.items.get(consentStorageKey)).toBe('accepted');
    expect(store.currentVisit()).toBeNull();
    expect(store.startVisit()).toEqual({ id: ids[0], startedAt: 1_000, isNew: true });
    advance(5_000);
    expect(store.startVisit()).toEqual({ id: ids[0], startedAt: 1_000, isNew: false });
    expect(JSON.parse(session.items.get(visitStorageKey) ?? '')).toEqual({ id: ids[0], startedAt: 1_000 });

    const reload = setUp(local, session).store;
    expect(reload.getState()).toEqual({ choice: 'accepted', bannerOpen: false });
    expect(reload.currentVisit()).toEqual({ id: ids[0], startedAt: 1_000, isNew: false });
  });

  it('changing to declined removes what accepting stored', () => {
    const { store, local, session } = setUp();
    store.accept();
    store.startVisit();
    store.decline();
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
    expect(store.currentVisit()).toBeNull();
  });

  it('ignores a tampered visit in storage and starts a fresh one', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem(consentStorageKey, 'accepted');
    session.setItem(visitStorageKey, '{"id":"not-a-uuid","startedAt":1}');
    const { store } = setUp(local, session);
    expect(store.startVisit()).toMatchObject({ id: ids[0], isNew: true });
  });

  it('keeps working when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { store } = setUp(refusing as unknown as MemoryStorage, refusing as unknown as MemoryStorage);
    store.accept();
    expect(store.startVisit()).toMatchObject({ id: ids[0], isNew: true });
    expect(store.startVisit()).toMatchObject({ id: ids[0], isNew: false });
    store.decline();
    expect(store.currentVisit()).toBeNull();
  });

  it('reopens from "Cookie settings" with the choice, and notifies subscribers with a new state', () => {
    const { store } = setUp();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState()));
    store.closeBanner();
    expect(store.getState().bannerOpen).toBe(true);
    store.decline();
    store.openBanner();
    expect(store.getState()).toEqual({ choice: 'declined', bannerOpen: true });
    store.closeBanner();
    expect(store.getState()).toEqual({ choice: 'declined', bannerOpen: false });
    expect(seen).toEqual([
      { choice: 'declined', bannerOpen: false },
      { choice: 'declined', bannerOpen: true },
      { choice: 'declined', bannerOpen: false },
    ]);
  });

  describe("a signed-in member's choice kept on the account", () => {
    it('adopts a refusal without storing anything, so the banner stays away', () => {
      const { store, local, session } = setUp();
      store.remember('declined');
      expect(store.getState()).toEqual({ choice: 'declined', bannerOpen: false });
      expect(local.items.size).toBe(0);
      expect(session.items.size).toBe(0);
    });

    it('adopts an acceptance as if made here: the choice is kept in this browser', () => {
      const { store, local } = setUp();
      store.remember('accepted');
      expect(store.getState()).toEqual({ choice: 'accepted', bannerOpen: false });
      expect(local.items.get(consentStorageKey)).toBe('accepted');
    });

    it("keeps this browser's own choice over the account's", () => {
      const accepted = setUp();
      accepted.store.accept();
      accepted.store.remember('declined');
      expect(accepted.store.getState()).toEqual({ choice: 'accepted', bannerOpen: false });
      const declined = setUp();
      declined.store.decline();
      declined.store.remember('accepted');
      expect(declined.store.getState()).toEqual({ choice: 'declined', bannerOpen: false });
      expect(declined.local.items.size).toBe(0);
    });

    it('holds the banner back while the account is awaited, and shows it when there is no choice', () => {
      const { store } = setUp(new MemoryStorage(), new MemoryStorage(), true);
      expect(store.getState()).toEqual({ choice: 'unknown', bannerOpen: false });
      store.remember(null);
      expect(store.getState()).toEqual({ choice: 'unknown', bannerOpen: true });
    });

    it('does not wait when this browser has accepted, and a late answer changes nothing', () => {
      const local = new MemoryStorage();
      local.setItem(consentStorageKey, 'accepted');
      const { store } = setUp(local, new MemoryStorage(), true);
      expect(store.getState()).toEqual({ choice: 'accepted', bannerOpen: false });
      store.remember(null);
      expect(store.getState()).toEqual({ choice: 'accepted', bannerOpen: false });
    });

    it('a choice made while waiting stands, and the banner does not come back', () => {
      const { store } = setUp(new MemoryStorage(), new MemoryStorage(), true);
      store.decline();
      store.remember(null);
      expect(store.getState()).toEqual({ choice: 'declined', bannerOpen: false });
    });

    it('says which choice was made on this page, to keep on the account', () => {
      const { store } = setUp();
      expect(store.choiceMadeHere()).toBeNull();
      store.decline();
      expect(store.choiceMadeHere()).toBe('declined');
      // The account's answer does not replace it, and it stays the one to keep.
      store.remember('accepted');
      expect(store.choiceMadeHere()).toBe('declined');
    });

    it('does not count a choice read from the cookie or adopted from the account as made here', () => {
      const local = new MemoryStorage();
      local.setItem(consentStorageKey, 'accepted');
      expect(setUp(local).store.choiceMadeHere()).toBeNull();
      const adopted = setUp();
      adopted.store.remember('declined');
      expect(adopted.store.choiceMadeHere()).toBeNull();
      adopted.store.accept();
      expect(adopted.store.choiceMadeHere()).toBe('accepted');
    });
  });
});
