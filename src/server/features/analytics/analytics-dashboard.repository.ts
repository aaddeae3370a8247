import { sql } from 'drizzle-orm';
import { type AnalyticsDimension, profileViewEventType } from '../../../shared/analytics/dashboard.schemas';
import type { Database } from '../../db/database';
import { dailyFromRaw, rowsOf } from './rollup.repository';

/**
 * How long after its start a visit's activity alone (a tab shown again, no page view) still counts as
 * someone active now: visits have no index on when they were last seen (analytics-schema.ts).
 */
export const analyticsRealtimeVisitHours = 24;

export type SiteOrAll = 'consultancy' | 'marketplace' | null;

export interface DayTotalsRow {
  day: string;
  page_views: number;
  visitors: number;
  entries: number;
  sessions: number;
  bounces: number;
  duration_seconds: number;
}

export interface FunnelRow {
  profile_views: number;
  interest: number;
  approval: number;
  introduction: number;
  placement: number;
  view_to_interest: number | null;
  interest_to_approval: number | null;
  approval_to_introduction: number | null;
  introduction_to_placement: number | null;
}

/** Finished days from analytics_daily (the caller rolled them up first), `today` from the raw rows. */
function rowsOfDimension(dimension: string, from: string, to: string, today: string, site: SiteOrAll) {
  const siteFilter = site ? sql`and site = ${site}` : sql``;
  const live =
    to >= today && from <= today
      ? sql`
        union all
        select raw.day, raw.value, raw.page_views, raw.visitors, raw.entries, raw.sessions, raw.bounces,
               raw.duration_seconds
        from (${dailyFromRaw(today, nextDay(today), site)}) raw
        where raw.dimension = ${dimension}`
      : sql``;
  return sql`
    select to_char(day, 'YYYY-MM-DD') as day, value, page_views, visitors, entries, sessions, bounces,
           duration_seconds
    from analytics_daily
    where dimension = ${dimension} and day >= ${from}::date and day <= ${to}::date and day < ${today}::date
      ${siteFilter}
    ${live}
  `;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function createAnalyticsDashboardRepository({ db }: { db: Database }) {
  return {
    dailyTotals(from: string, to: string, today: string, site: SiteOrAll): Promise<DayTotalsRow[]> {
      return rowsOf<DayTotalsRow>(
        db,
        sql`
          select day, sum(page_views)::int as page_views, sum(visitors)::int as visitors,
                 sum(entries)::int as entries, sum(sessions)::int as sessions, sum(bounces)::int as bounces,
                 sum(duration_seconds)::int as duration_seconds
          from (${rowsOfDimension('total', from, to, today, site)}) rows
          group by day order by day
        `,
      );
    },

    /** The top `limit` values of a dimension by page views (entries for entry pages and referrers). */
    top(
      dimension: AnalyticsDimension,
      from: string,
      to: string,
      today: string,
      site: SiteOrAll,
      limit: number,
    ) {
      return rowsOf<{ value: string; page_views: number; visitors: number }>(
        db,
        sql`
          select value, sum(page_views)::int as page_views, sum(visitors)::int as visitors
          from (${rowsOfDimension(dimension, from, to, today, site)}) rows
          group by value order by sum(page_views) desc, value limit ${limit}
        `,
      );
    },

    /**
     * Activity without a page view (a tab shown again) counts only for visits started in the last
     * analyticsRealtimeVisitHours: a visit's start is the one indexed time it has.
     */
    async active(since: Date): Promise<{ activeUsers: number; pages: { path: string; users: number }[] }> {
      const at = since.toISOString();
      const startedSince = new Date(since.getTime() - analyticsRealtimeVisitHours * 3_600_000).toISOString();
      const rows = await rowsOf<{ path: string; users: number; total: number }>(
        db,
        sql`
          with latest as (
            select distinct on (visitor_id) visitor_id, path from (
              select visitor_id, page_path as path, occurred_at as at
              from analytics_page_views where occurred_at >= ${at}::timestamptz
              union all
              select visitor_id, current_page, last_seen_at
              from analytics_sessions
              where started_at >= ${startedSince}::timestamptz and last_seen_at >= ${at}::timestamptz
            ) seen
            order by visitor_id, at desc
          )
          select path, count(*)::int as users, (select count(*) from latest)::int as total
          from latest group by path order by count(*) desc, path limit 10
        `,
      );
      return { activeUsers: rows[0]?.total ?? 0, pages: rows.map(({ path, users }) => ({ path, users })) };
    },

    /**
     * A cohort: the opportunities created in [from, to], each later step counting those of them that
     * reached it at any time; plus the employers' profile views in the range.
     */
    async funnel(from: string, to: string): Promise<FunnelRow> {
      const [row] = await rowsOf<FunnelRow>(
        db,
        sql`
          with range as (
            select ${from}::date::timestamptz as starts, (${to}::date + 1)::timestamptz as ends
          ),
          cohort as (
            select o.id, o.organisation_id, o.candidate_user_id, o.created_at,
              (select min(created_at) from opportunity_events e where e.opportunity_id = o.id and e.status = 'approved') as approved_at,
              (select min(created_at) from opportunity_events e where e.opportunity_id = o.id and e.status = 'introduced') as introduced_at,
              (select min(created_at) from opportunity_events e where e.opportunity_id = o.id and e.status = 'placed') as placed_at,
              (select min(s.created_at) from security_events s
                where s.event_type = ${profileViewEventType} and s.target_user_id = o.candidate_user_id
                  and s.details->>'organisationId' = o.organisation_id::text and s.created_at <= o.created_at
              ) as viewed_at
            from opportunities o, range
            where o.created_at >= range.starts and o.created_at < range.ends
          )
          select
            (select count(*) from security_events s, range
              where s.event_type = ${profileViewEventType} and s.created_at >= range.starts and s.created_at < range.ends)::int
              as profile_views,
            count(*)::int as interest,
            count(approved_at)::int as approval,
            count(introduced_at)::int as introduction,
            count(placed_at)::int as placement,
            percentile_cont(0.5) within group (order by extract(epoch from created_at - viewed_at)) as view_to_interest,
            percentile_cont(0.5) within group (order by extract(epoch from approved_at - created_at)) as interest_to_approval,
            percentile_cont(0.5) within group (order by extract(epoch from introduced_at - approved_at)) as approval_to_introduction,
            percentile_cont(0.5) within group (order by extract(epoch from placed_at - introduced_at)) as introduction_to_placement
          from cohort
        `,
      );
      if (!row) throw new Error('funnel query answered no row');
      return row;
    },
  };
}
