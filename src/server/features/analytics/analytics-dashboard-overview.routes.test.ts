import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnalyticsOverview, addDays } from '../../../shared/analytics/dashboard.schemas';
import { analyticsDaily, analyticsPageViews, analyticsRolledUpDays } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import {
  clearAnalytics,
  dashboardApp,
  get,
  noonOf,
  recentDays,
  seedVisits,
  view,
} from './analytics-dashboard.test-utils';

/* The traffic overview (totals, a series per day, the previous period) and its CSV export. */

const { today, twoDaysAgo, yesterday } = recentDays();
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await dashboardApp());
});
afterAll(async () => {
  await t.app.close();
});

describe('analytics overview', () => {
  beforeEach(async () => {
    await clearAnalytics(t);
    await seedVisits(t);
  });

  it('adds rolled-up days and today read live, per day and in total', async () => {
    const overview = await get<AnalyticsOverview>(
      admin,
      `/api/admin/analytics/overview?from=${twoDaysAgo}&to=${today}&site=all&compare=previous`,
    );
    expect(overview.current.totals).toEqual({
      visitors: 4,
      sessions: 4,
      pageViews: 6,
      bounceRate: 1 / 3,
      averageVisitSeconds: 30,
    });
    expect(overview.current.series.map((point) => [point.day, point.pageViews, point.visitors])).toEqual([
      [twoDaysAgo, 3, 2],
      [yesterday, 1, 1],
      [today, 2, 1],
    ]);
    expect(overview.current.series[0]).toMatchObject({ bounceRate: 0.5, averageVisitSeconds: 30 });
    expect(overview.current.series[1]).toMatchObject({ bounceRate: null, averageVisitSeconds: null });

    // Finished days are rolled up once; today is not.
    const rolled = (await t.database.db.select().from(analyticsRolledUpDays)).map((row) => row.day).sort();
    expect(rolled).toEqual([twoDaysAgo, yesterday]);
    const daily = await t.database.db.select().from(analyticsDaily);
    expect(daily.some((row) => row.day === today)).toBe(false);
    expect(daily.find((row) => row.day === twoDaysAgo && row.dimension === 'total')).toMatchObject({
      pageViews: 3,
      visitors: 2,
      entries: 2,
      sessions: 2,
      bounces: 1,
      durationSeconds: 60,
    });
  });

  it('reads a rolled-up day from the rollup, not from the raw rows again', async () => {
    await get(admin, `/api/admin/analytics/overview?from=${twoDaysAgo}&to=${today}`);
    await t.database.db
      .insert(analyticsPageViews)
      .values(view({ visitorId: 'late', pagePath: '/late', occurredAt: noonOf(twoDaysAgo) }));
    const overview = await get<AnalyticsOverview>(
      admin,
      `/api/admin/analytics/overview?from=${twoDaysAgo}&to=${twoDaysAgo}`,
    );
    expect(overview.current.totals.pageViews).toBe(3);
  });

  it('filters by site and compares with the previous period of the same length', async () => {
    const overview = await get<AnalyticsOverview>(
      admin,
      `/api/admin/analytics/overview?from=${yesterday}&to=${today}&site=consultancy`,
    );
    expect(overview.site).toBe('consultancy');
    expect(overview.current.totals.pageViews).toBe(2);
    expect(overview.previous).toMatchObject({ from: addDays(today, -3), to: twoDaysAgo });
    expect(overview.previous?.totals).toMatchObject({ pageViews: 3, visitors: 2, sessions: 2 });

    const marketplace = await get<AnalyticsOverview>(
      admin,
      `/api/admin/analytics/overview?from=${yesterday}&to=${today}&site=marketplace&compare=none`,
    );
    expect(marketplace.current.totals.pageViews).toBe(1);
    expect(marketplace.previous).toBeNull();
  });

  it('answers bad ranges, sites and dimensions with 400 and a message', async () => {
    for (const query of [
      `from=${today}&to=${yesterday}`,
      `from=2025-01-01&to=${today}`,
      `from=${today}&to=${today}&site=elsewhere`,
      'from=yesterday&to=today',
      `to=${today}`,
    ]) {
      const response = await admin.get(`/api/admin/analytics/overview?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { error: { message: string } }).error.message).toBeTruthy();
    }
    const dimension = await admin.get(
      `/api/admin/analytics/breakdown?dimension=password&from=${today}&to=${today}`,
    );
    expect(dimension.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { client: candidate } = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.get(`/api/admin/analytics/overview?from=${today}&to=${today}`)).statusCode).toBe(
      403,
    );
  });
});

describe('analytics CSV export', () => {
  it('writes one line per day of the range, days without visits as zeros', async () => {
    await clearAnalytics(t);
    await seedVisits(t);
    const response = await admin.get(
      `/api/admin/analytics/export.csv?from=${addDays(today, -3)}&to=${today}&site=consultancy`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body.split('\r\n')).toEqual([
      'date,visitors,sessions,page_views,bounce_rate,average_visit_seconds',
      `${addDays(today, -3)},0,0,0,,`,
      `${twoDaysAgo},2,2,3,0.5000,30`,
      `${yesterday},0,0,0,,`,
      `${today},1,1,2,0.0000,30`,
      '',
    ]);
  });
});
