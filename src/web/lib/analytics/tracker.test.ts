import { describe, expect, it } from 'vitest';
import { createConsentStore } from './consent';
import type { ElementLike } from './payloads';
import { createAnalyticsTracker } from './tracker';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const visitId = '3f2a8c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

function setUp() {
  let now = 0;
  const store = createConsentStore({
    choice: memory,
    session: memory,
    randomId: () => visitId,
    now: () => now,
  });
  const sent: { url: string; payload: Record<string, unknown> }[] = [];
  const tracker = createAnalyticsTracker({
    store,
    send: (url, payload) => sent.push({ url, payload: payload as Record<string, unknown> }),
    now: () => now,
    page: () => ({
      title: 'Contact | Aspire',
      referrer: 'https://search.example/',
      screen: { width: 390, height: 844 },
      viewport: { width: 390, height: 700 },
      scrollTop: 0,
    }),
  });
  return { store, tracker, sent, tick: (ms: number) => (now += ms) };
}

const button: ElementLike = {
  tagName: 'BUTTON',
  id: '',
  textContent: 'Send',
  getAttribute: () => null,
  closest: (selectors) => (selectors.includes('button') ? button : null),
  querySelector: () => null,
};
const click = { target: button, clientX: 1, clientY: 2, pageX: 1, pageY: 2 };

describe('analytics tracker', () => {
  it('without consent: anonymous page views only, no clicks, no visit beacons', () => {
    const { tracker, sent } = setUp();
    tracker.pageView('/');
    tracker.pageView('/contact');
    tracker.click(click);
    tracker.hidden();
    tracker.visible();
    expect(sent.map((beacon) => beacon.url)).toEqual([
      '/api/analytics/page-view',
      '/api/analytics/page-view',
    ]);
    expect(sent[0]?.payload).toEqual({
      path: '/',
      title: 'Contact | Aspire',
      referrer: 'https://search.example/',
      entry: true,
      consent: false,
    });
    expect(sent[1]?.payload).toMatchObject({ path: '/contact', entry: false, referrer: '', consent: false });
  });

  it('with consent: the visit starts at a page view; clicks, hide and show follow the consent rules', () => {
    const { store, tracker, sent, tick } = setUp();
    store.accept();
    tracker.click(click); // no visit yet: it starts with the next page view
    tracker.pageView('/contact');
    tick(1500);
    tracker.click(click);
    tracker.hidden();
    tracker.hidden(); // visibilitychange then pagehide: one end
    tracker.visible();
    tracker.visible();
    expect(sent.map((beacon) => beacon.url)).toEqual([
      '/api/analytics/page-view',
      '/api/analytics/click',
      '/api/analytics/session-end',
      '/api/analytics/active',
    ]);
    expect(sent[0]?.payload).toMatchObject({
      consent: true,
      sessionId: visitId,
      entry: true,
      screen: '390x844',
    });
    expect(sent[1]?.payload).toMatchObject({ sessionId: visitId, elementText: 'Send', msInSession: 1500 });
    expect(sent[2]?.payload).toEqual({ sessionId: visitId, path: '/contact' });
    expect(sent[3]?.payload).toEqual({ sessionId: visitId, path: '/contact' });
  });

  it('declining ends the visit, and sends nothing tied to it afterwards', () => {
    const { store, tracker, sent } = setUp();
    store.accept();
    tracker.pageView('/');
    tracker.endVisit();
    store.decline();
    tracker.pageView('/cookies');
    tracker.click(click);
    expect(sent.map((beacon) => beacon.url)).toEqual([
      '/api/analytics/page-view',
      '/api/analytics/session-end',
      '/api/analytics/page-view',
    ]);
    expect(sent[2]?.payload).toMatchObject({ consent: false, path: '/cookies' });
    expect(sent[2]?.payload).not.toHaveProperty('sessionId');
  });
});
