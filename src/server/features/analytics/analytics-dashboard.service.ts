import {
  type AnalyticsBreakdown,
  type AnalyticsBreakdownQuery,
  type AnalyticsDayPoint,
  type AnalyticsFunnel,
  type AnalyticsFunnelQuery,
  type AnalyticsOverview,
  type AnalyticsOverviewQuery,
  type AnalyticsRangeQuery,
  type AnalyticsRealtime,
  type AnalyticsSiteFilter,
  type AnalyticsTotals,
  addDays,
  analyticsRealtimeWindowMinutes,
  analyticsTopListLength,
  daysInRange,
  funnelStepKeys,
  previousPeriod,
} from '../../../shared/analytics/dashboard.schemas';
import type { Database } from '../../db/database';
import {
  createAnalyticsDashboardRepository,
  type DayTotalsRow,
  type SiteOrAll,
} from './analytics-dashboard.repository';
import { rollUpFinishedDays } from './rollup.service';
import { utcDay } from './utc-day';

export interface AnalyticsDashboardDeps {
  db: Database;
  now: () => Date;
}

const siteOf = (site: AnalyticsSiteFilter): SiteOrAll => (site === 'all' ? null : site);

interface Sums {
  pageViews: number;
  visitors: number;
  entries: number;
  sessions: number;
  bounces: number;
  durationSeconds: number;
}

const emptySums = (): Sums => ({
  pageViews: 0,
  visitors: 0,
  entries: 0,
  sessions: 0,
  bounces: 0,
  durationSeconds: 0,
});

function add(sums: Sums, row: DayTotalsRow): Sums {
  return {
    pageViews: sums.pageViews + row.page_views,
    visitors: sums.visitors + row.visitors,
    entries: sums.entries + row.entries,
    sessions: sums.sessions + row.sessions,
    bounces: sums.bounces + row.bounces,
    durationSeconds: sums.durationSeconds + row.duration_seconds,
  };
}

/** Visits are entry page views; bounce rate and duration come from the consenting visits. */
function totalsOf(sums: Sums): AnalyticsTotals {
  return {
    visitors: sums.visitors,
    sessions: sums.entries,
    pageViews: sums.pageViews,
    bounceRate: sums.sessions > 0 ? sums.bounces / sums.sessions : null,
    averageVisitSeconds: sums.sessions > 0 ? Math.round(sums.durationSeconds / sums.sessions) : null,
  };
}

async function period(deps: AnalyticsDashboardDeps, from: string, to: string, site: AnalyticsSiteFilter) {
  const today = utcDay(deps.now());
  const rows = await createAnalyticsDashboardRepository({ db: deps.db }).dailyTotals(
    from,
    to,
    today,
    siteOf(site),
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  let sums = emptySums();
  const series: AnalyticsDayPoint[] = [];
  for (let index = 0; index < daysInRange(from, to); index += 1) {
    const day = addDays(from, index);
    const row = byDay.get(day);
    const daySums = row ? add(emptySums(), row) : emptySums();
    if (row) sums = add(sums, row);
    series.push({ day, ...totalsOf(daySums) });
  }
  return { from, to, totals: totalsOf(sums), series };
}

/** Rolls finished days up first (lazily, in case the hourly job has not run since midnight). */
async function ready(deps: AnalyticsDashboardDeps) {
  await rollUpFinishedDays(deps);
}

export async function analyticsOverview(
  deps: AnalyticsDashboardDeps,
  query: AnalyticsOverviewQuery,
): Promise<AnalyticsOverview> {
  await ready(deps);
  const current = await period(deps, query.from, query.to, query.site);
  const before = previousPeriod(query.from, query.to);
  const previous =
    query.compare === 'previous' ? await period(deps, before.from, before.to, query.site) : null;
  return { site: query.site, current, previous };
}

export async function analyticsBreakdown(
  deps: AnalyticsDashboardDeps,
  query: AnalyticsBreakdownQuery,
): Promise<AnalyticsBreakdown> {
  await ready(deps);
  const rows = await createAnalyticsDashboardRepository({ db: deps.db }).top(
    query.dimension,
    query.from,
    query.to,
    utcDay(deps.now()),
    siteOf(query.site),
    analyticsTopListLength,
  );
  return {
    dimension: query.dimension,
    rows: rows.map((row) => ({ value: row.value, pageViews: row.page_views, visitors: row.visitors })),
  };
}

export async function analyticsRealtime(deps: AnalyticsDashboardDeps): Promise<AnalyticsRealtime> {
  const now = deps.now();
  const since = new Date(now.getTime() - analyticsRealtimeWindowMinutes * 60_000);
  const active = await createAnalyticsDashboardRepository({ db: deps.db }).active(since);
  return { ...active, at: now.toISOString() };
}

const median = (value: number | string | null) => (value == null ? null : Math.round(Number(value)));

export async function analyticsFunnel(
  deps: AnalyticsDashboardDeps,
  query: AnalyticsFunnelQuery,
): Promise<AnalyticsFunnel> {
  const row = await createAnalyticsDashboardRepository({ db: deps.db }).funnel(query.from, query.to);
  const counts = [row.profile_views, row.interest, row.approval, row.introduction, row.placement];
  const medians = [
    null,
    median(row.view_to_interest),
    median(row.interest_to_approval),
    median(row.approval_to_introduction),
    median(row.introduction_to_placement),
  ];
  return {
    from: query.from,
    to: query.to,
    steps: funnelStepKeys.map((key, index) => {
      const before = index > 0 ? counts[index - 1] : undefined;
      return {
        key,
        count: counts[index] ?? 0,
        conversion: before ? (counts[index] ?? 0) / before : null,
        medianSeconds: medians[index] ?? null,
      };
    }),
  };
}

const csvHeader = 'date,visitors,sessions,page_views,bounce_rate,average_visit_seconds';

export async function analyticsCsv(
  deps: AnalyticsDashboardDeps,
  query: AnalyticsRangeQuery,
): Promise<string> {
  await ready(deps);
  const { series } = await period(deps, query.from, query.to, query.site);
  const lines = series.map((point) =>
    [
      point.day,
      point.visitors,
      point.sessions,
      point.pageViews,
      point.bounceRate == null ? '' : point.bounceRate.toFixed(4),
      point.averageVisitSeconds ?? '',
    ].join(','),
  );
  return `${[csvHeader, ...lines].join('\r\n')}\r\n`;
}
