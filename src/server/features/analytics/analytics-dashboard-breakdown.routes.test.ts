import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsBreakdown, AnalyticsRealtime } from '../../../shared/analytics/dashboard.schemas';
import { analyticsPageViews, analyticsSessions } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import {
  clearAnalytics,
  dashboardApp,
  get,
  minutesAgo,
  recentDays,
  seedVisits,
  view,
} from './analytics-dashboard.test-utils';

/* The top lists (pages, referrers, devices, places) and the users active right now. */

const { today, twoDaysAgo } = recentDays();
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await dashboardApp());
});
afterAll(async () => {
  await t.app.close();
});

describe('analytics top lists', () => {
  beforeEach(async () => {
    await clearAnalytics(t);
    await seedVisits(t);
  });

  const top = async (dimension: string, site = 'all') =>
    (
      await get<AnalyticsBreakdown>(
        admin,
        `/api/admin/analytics/breakdown?dimension=${dimension}&from=${twoDaysAgo}&to=${today}&site=${site}`,
      )
    ).rows;

  it('ranks pages, entry pages and referrers over rolled-up days and today', async () => {
    expect(await top('page')).toEqual([
      { value: '/', pageViews: 2, visitors: 2 },
      { value: '/about', pageViews: 1, visitors: 1 },
      { value: '/arrsplace', pageViews: 1, visitors: 1 },
      { value: '/contact', pageViews: 1, visitors: 1 },
      { value: '/services', pageViews: 1, visitors: 1 },
    ]);
    expect((await top('entry_page')).map((row) => [row.value, row.pageViews])).toEqual([
      ['/', 2],
      ['/arrsplace', 1],
      ['/contact', 1],
    ]);
    expect((await top('referrer')).map((row) => [row.value, row.pageViews])).toEqual([
      ['Direct', 3],
      ['google.com', 1],
    ]);
    expect((await top('page', 'marketplace')).map((row) => row.value)).toEqual(['/arrsplace']);
  });

  it('ranks devices, browsers, systems, countries and regions', async () => {
    expect((await top('device')).map((row) => [row.value, row.pageViews])).toEqual([
      ['Desktop', 5],
      ['Mobile', 1],
    ]);
    expect((await top('browser'))[1]).toMatchObject({ value: 'Safari', pageViews: 1 });
    expect((await top('os'))[0]).toMatchObject({ value: 'Linux', pageViews: 5 });
    expect((await top('country')).map((row) => [row.value, row.pageViews])).toEqual([
      ['Unknown', 4],
      ['United Kingdom', 2],
    ]);
    expect((await top('region')).map((row) => row.value)).toEqual(['Unknown', 'England, United Kingdom']);
  });
});

describe('realtime active users', () => {
  it('counts distinct visitors seen in the last five minutes, by page view or visit activity', async () => {
    await clearAnalytics(t);
    await seedVisits(t);
    await t.database.db
      .insert(analyticsPageViews)
      .values([
        view({ visitorId: 'e', pagePath: '/old', occurredAt: minutesAgo(10) }),
        view({ visitorId: 'f', pagePath: '/about', occurredAt: minutesAgo(4), site: 'marketplace' }),
      ]);
    const realtime = await get<AnalyticsRealtime>(admin, '/api/admin/analytics/realtime');
    expect(realtime.activeUsers).toBe(2);
    expect(realtime.pages).toEqual([{ path: '/about', users: 2 }]);
  });

  it("counts a visit's activity without a page view for a day after the visit started", async () => {
    await clearAnalytics(t);
    const visit = { site: 'consultancy' as const, entryPage: '/', lastSeenAt: minutesAgo(1) };
    await t.database.db.insert(analyticsSessions).values([
      { ...visit, sessionId: 's-day', visitorId: 'g', currentPage: '/shown', startedAt: minutesAgo(23 * 60) },
      { ...visit, sessionId: 's-old', visitorId: 'h', currentPage: '/stale', startedAt: minutesAgo(25 * 60) },
    ]);
    const realtime = await get<AnalyticsRealtime>(admin, '/api/admin/analytics/realtime');
    expect(realtime.activeUsers).toBe(1);
    expect(realtime.pages).toEqual([{ path: '/shown', users: 1 }]);
  });
});
