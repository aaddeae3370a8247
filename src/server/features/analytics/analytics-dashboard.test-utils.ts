import { expect } from 'vitest';
import { addDays } from '../../../shared/analytics/dashboard.schemas';
import {
  analyticsDaily,
  analyticsPageViews,
  analyticsRolledUpDays,
  analyticsSessions,
} from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import { utcDay } from './utc-day';

/*
 * Helpers of the analytics dashboard API tests (analytics-dashboard-*.routes.test.ts): the days and
 * visits they read, and their app. Each test file builds its own app.
 */

/** A new app with an admin signed in. */
export async function dashboardApp(): Promise<{ t: TestApp; admin: TestClient }> {
  const t = await createTestApp();
  const { client: admin } = await signedInAs(t, { role: 'admin' });
  return { t, admin };
}

/**
 * Today, yesterday and the day before (UTC) as of now: each test file takes them when it starts
 * (this module stays loaded from one file to the next, `isolate: false`).
 */
export function recentDays() {
  const today = utcDay(new Date());
  return { today, yesterday: addDays(today, -1), twoDaysAgo: addDays(today, -2) };
}
export const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type PageView = typeof analyticsPageViews.$inferInsert;
export const view = (
  row: Partial<PageView> & Pick<PageView, 'visitorId' | 'pagePath' | 'occurredAt'>,
): PageView => ({
  site: 'consultancy',
  isEntry: false,
  deviceType: 'Desktop',
  browser: 'Firefox',
  operatingSystem: 'Linux',
  ...row,
});

export async function clearAnalytics(t: TestApp) {
  const db = t.database.db;
  for (const table of [analyticsPageViews, analyticsSessions, analyticsDaily, analyticsRolledUpDays])
    await db.delete(table);
}

/**
 * Two days ago (consultancy): A enters on / from google.com and reads /services (a 60 s visit), B
 * enters on / directly on a phone and leaves (a bounce). Yesterday (marketplace): C, anonymous.
 * Today (consultancy, read live): D enters on /contact and reads /about (a 30 s visit so far).
 */
export async function seedVisits(t: TestApp) {
  const db = t.database.db;
  const { yesterday, twoDaysAgo } = recentDays();
  await db.insert(analyticsPageViews).values([
    view({
      visitorId: 'a',
      pagePath: '/',
      occurredAt: noonOf(twoDaysAgo),
      isEntry: true,
      referrerHost: 'google.com',
      country: 'United Kingdom',
      region: 'England',
    }),
    view({
      visitorId: 'a',
      pagePath: '/services',
      occurredAt: noonOf(twoDaysAgo),
      country: 'United Kingdom',
      region: 'England',
    }),
    view({
      visitorId: 'b',
      pagePath: '/',
      occurredAt: noonOf(twoDaysAgo),
      isEntry: true,
      deviceType: 'Mobile',
      browser: 'Safari',
      operatingSystem: 'iOS',
    }),
    view({
      visitorId: 'c',
      pagePath: '/arrsplace',
      occurredAt: noonOf(yesterday),
      isEntry: true,
      site: 'marketplace',
    }),
    view({ visitorId: 'd', pagePath: '/contact', occurredAt: minutesAgo(3), isEntry: true }),
    view({ visitorId: 'd', pagePath: '/about', occurredAt: minutesAgo(2) }),
  ]);
  const visit = { site: 'consultancy' as const, currentPage: '/', entryPage: '/' };
  await db.insert(analyticsSessions).values([
    {
      ...visit,
      sessionId: 's-a',
      visitorId: 'a',
      startedAt: noonOf(twoDaysAgo),
      lastSeenAt: noonOf(twoDaysAgo),
      pageViews: 2,
      durationSeconds: 60,
    },
    {
      ...visit,
      sessionId: 's-b',
      visitorId: 'b',
      startedAt: noonOf(twoDaysAgo),
      lastSeenAt: noonOf(twoDaysAgo),
      pageViews: 1,
      durationSeconds: 0,
    },
    {
      ...visit,
      sessionId: 's-d',
      visitorId: 'd',
      startedAt: minutesAgo(3),
      lastSeenAt: minutesAgo(1),
      currentPage: '/about',
      entryPage: '/contact',
      pageViews: 2,
      durationSeconds: 30,
    },
  ]);
}

/** A GET that must answer 200, and its JSON. */
export const get = async <T>(client: TestClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
