import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsBreakdown,
  type AnalyticsFunnel,
  type AnalyticsOverview,
  type AnalyticsRealtime,
  addDays,
  profileViewEventType,
} from '../../../shared/analytics/dashboard.schemas';
import {
  analyticsDaily,
  analyticsPageViews,
  analyticsRolledUpDays,
  analyticsSessions,
  opportunities,
  opportunityEvents,
  securityEvents,
} from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  buildOrganisation,
  employerWithOrganisation,
  signedInAs,
} from '../../test/marketplace.test-utils';
import { utcDay } from './rollup.service';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await signedInAs(t, { role: 'admin' }));
});
afterAll(async () => {
  await t.app.close();
});

const today = utcDay(new Date());
const yesterday = addDays(today, -1);
const twoDaysAgo = addDays(today, -2);
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type PageView = typeof analyticsPageViews.$inferInsert;
const view = (
  row: Partial<PageView> & Pick<PageView, 'visitorId' | 'pagePath' | 'occurredAt'>,
): PageView => ({
  site: 'consultancy',
  isEntry: false,
  deviceType: 'Desktop',
  browser: 'Firefox',
  operatingSystem: 'Linux',
  ...row,
});

async function clearAnalytics() {
  const db = t.database.db;
  for (const table of [analyticsPageViews, analyticsSessions, analyticsDaily, analyticsRolledUpDays])
    await db.delete(table);
}

/**
 * Two days ago (consultancy): A enters on / from google.com and reads /services (a 60 s visit), B
 * enters on / directly on a phone and leaves (a bounce). Yesterday (marketplace): C, anonymous.
 * Today (consultancy, read live): D enters on /contact and reads /about (a 30 s visit so far).
 */
async function seedVisits() {
  const db = t.database.db;
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

const get = async <T>(client: TestClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('analytics overview (issue 14 dashboards)', () => {
  beforeEach(async () => {
    await clearAnalytics();
    await seedVisits();
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

describe('analytics top lists', () => {
  beforeEach(async () => {
    await clearAnalytics();
    await seedVisits();
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
    await clearAnalytics();
    await seedVisits();
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
});

describe('analytics CSV export', () => {
  it('writes one line per day of the range, days without visits as zeros', async () => {
    await clearAnalytics();
    await seedVisits();
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

describe('recruitment funnel', () => {
  it('counts each step of the opportunities created in the range, with conversion and median times', async () => {
    const db = t.database.db;
    const { account: employer } = await signedInAs(t, { role: 'employer' });
    const organisation = await buildOrganisation(db, employer.userId);
    const [c1, c2, c3] = [
      (await buildCandidate(db)).userId,
      (await buildCandidate(db)).userId,
      (await buildCandidate(db)).userId,
    ];
    const t0 = new Date(Date.now() - 3 * 24 * 3600_000);
    const plus = (hours: number) => new Date(t0.getTime() + hours * 3600_000);
    const viewed = (candidateId: string, at: Date) => ({
      eventType: profileViewEventType,
      userId: employer.userId,
      targetUserId: candidateId,
      details: { organisationId: organisation.id },
      createdAt: at,
    });
    await db
      .insert(securityEvents)
      .values([viewed(c1, t0), viewed(c1, plus(0.5)), viewed(c2, t0), viewed(c3, t0)]);
    const opportunity = (candidateId: string, createdAt: Date) => ({
      organisationId: organisation.id,
      candidateUserId: candidateId,
      role: 'Clinical pharmacist',
      location: 'Leeds',
      employmentType: 'permanent' as const,
      payBasis: 'annual_salary' as const,
      payAmountPence: 5_000_000,
      hours: 'Full time',
      startDate: '2027-01-04',
      feeRate: 0.09,
      feePence: 450_000,
      expiresAt: new Date(createdAt.getTime() + 14 * 24 * 3600_000),
      createdAt,
    });
    const inserted = await db
      .insert(opportunities)
      .values([opportunity(c1, plus(1)), opportunity(c2, plus(3))])
      .returning({ id: opportunities.id });
    const [first, second] = inserted.map((row) => row.id);
    if (!first || !second) throw new Error('opportunities not inserted');
    const event = (opportunityId: string, status: 'approved' | 'introduced' | 'placed', at: Date) => ({
      opportunityId,
      status,
      actorKind: 'admin' as const,
      createdAt: at,
    });
    await db
      .insert(opportunityEvents)
      .values([
        event(first, 'approved', plus(3)),
        event(first, 'introduced', plus(5)),
        event(first, 'placed', plus(29)),
        event(second, 'approved', plus(4)),
      ]);

    const funnel = await get<AnalyticsFunnel>(
      admin,
      `/api/admin/analytics/funnel?from=${addDays(today, -10)}&to=${yesterday}`,
    );
    expect(funnel.steps).toEqual([
      { key: 'profile_views', count: 4, conversion: null, medianSeconds: null },
      { key: 'interest', count: 2, conversion: 0.5, medianSeconds: 2 * 3600 },
      { key: 'approval', count: 2, conversion: 1, medianSeconds: 1.5 * 3600 },
      { key: 'introduction', count: 1, conversion: 0.5, medianSeconds: 2 * 3600 },
      { key: 'placement', count: 1, conversion: 1, medianSeconds: 24 * 3600 },
    ]);

    const before = await get<AnalyticsFunnel>(
      admin,
      `/api/admin/analytics/funnel?from=${addDays(today, -30)}&to=${addDays(today, -20)}`,
    );
    expect(before.steps.map((step) => step.count)).toEqual([0, 0, 0, 0, 0]);
    expect(before.steps[1]?.conversion).toBeNull();
  });
});

describe('profile views by employers', () => {
  it('are recorded when a verified employer opens a candidate’s CV, and counted by the funnel', async () => {
    const db = t.database.db;
    const { client, organisation } = await employerWithOrganisation(t);
    const candidate = await buildCandidate(db);
    const range = `from=${today}&to=${today}`;
    expect((await get<AnalyticsFunnel>(admin, `/api/admin/analytics/funnel?${range}`)).steps[0]?.count).toBe(
      0,
    );

    expect((await client.get(`/api/employer/candidates/${candidate.reference}`)).statusCode).toBe(200);

    const [recorded] = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, profileViewEventType))
      .orderBy(desc(securityEvents.createdAt))
      .limit(1);
    expect(recorded).toMatchObject({
      eventType: profileViewEventType,
      targetUserId: candidate.userId,
      details: { organisationId: organisation.id },
    });
    expect((await get<AnalyticsFunnel>(admin, `/api/admin/analytics/funnel?${range}`)).steps[0]?.count).toBe(
      1,
    );
  });
});
