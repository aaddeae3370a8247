import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Raw query answers from both drivers (pg, PGlite) carry `rows`. */
export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface DailyRow {
  day: string;
  site: 'consultancy' | 'marketplace';
  dimension: string;
  value: string;
  pageViews: number;
  visitors: number;
  entries: number;
  sessions: number;
  bounces: number;
  durationSeconds: number;
}

/**
 * Distinct visitors add up over days because visitor ids rotate daily. The rollup stores these rows;
 * today's figures are read from it live.
 */
export function dailyFromRaw(from: string, to: string, site: 'consultancy' | 'marketplace' | null) {
  const siteFilter = site ? sql`and site = ${site}` : sql``;
  return sql`
    with pv as (
      select (occurred_at at time zone 'UTC')::date as day, site, visitor_id, page_path, is_entry,
             coalesce(referrer_host, 'Direct') as referrer, country,
             case when region = 'Unknown' then 'Unknown' else region || ', ' || country end as region,
             device_type, browser, operating_system
      from analytics_page_views
      where occurred_at >= ${from}::date::timestamptz and occurred_at < ${to}::date::timestamptz ${siteFilter}
    ),
    visits as (
      select (started_at at time zone 'UTC')::date as day, site, count(*)::int as sessions,
             count(*) filter (where page_views = 1)::int as bounces,
             coalesce(sum(duration_seconds), 0)::int as duration_seconds
      from analytics_sessions
      where started_at >= ${from}::date::timestamptz and started_at < ${to}::date::timestamptz ${siteFilter}
      group by 1, 2
    ),
    dims as (
      select day, site, 'total' as dimension, '' as value, count(*)::int as page_views,
             count(distinct visitor_id)::int as visitors, (count(*) filter (where is_entry))::int as entries
      from pv group by day, site
      union all
      select day, site, 'page', page_path, count(*)::int, count(distinct visitor_id)::int,
             (count(*) filter (where is_entry))::int
      from pv group by day, site, page_path
      union all
      select day, site, 'entry_page', page_path, count(*)::int, count(distinct visitor_id)::int, count(*)::int
      from pv where is_entry group by day, site, page_path
      union all
      select day, site, 'referrer', referrer, count(*)::int, count(distinct visitor_id)::int, count(*)::int
      from pv where is_entry group by day, site, referrer
      union all
      select day, site, 'country', country, count(*)::int, count(distinct visitor_id)::int,
             (count(*) filter (where is_entry))::int
      from pv group by day, site, country
      union all
      select day, site, 'region', region, count(*)::int, count(distinct visitor_id)::int,
             (count(*) filter (where is_entry))::int
      from pv group by day, site, region
      union all
      select day, site, 'device', device_type, count(*)::int, count(distinct visitor_id)::int,
             (count(*) filter (where is_entry))::int
      from pv group by day, site, device_type
      union all
      select day, site, 'browser', browser, count(*)::int, count(distinct visitor_id)::int,
             (count(*) filter (where is_entry))::int
      from pv group by day, site, browser
      union all
      select day, site, 'os', operating_system, count(*)::int, count(distinct visitor_id)::int,
             (count(*) filter (where is_entry))::int
      from pv group by day, site, operating_system
      union all
      -- consenting visits of a day and site without a page view in it (begun just before midnight)
      select v.day, v.site, 'total', '', 0, 0, 0 from visits v
      where not exists (select 1 from pv where pv.day = v.day and pv.site = v.site)
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, d.site, d.dimension, d.value, d.page_views, d.visitors,
           d.entries, coalesce(v.sessions, 0) as sessions, coalesce(v.bounces, 0) as bounces,
           coalesce(v.duration_seconds, 0) as duration_seconds
    from dims d
    left join visits v on d.dimension = 'total' and v.day = d.day and v.site = d.site
  `;
}

export function createRollupRepository({ db }: { db: Database }) {
  return {
    /** Days before `today` with raw rows (or after the earliest raw row) not rolled up yet. */
    async missingDays(today: string): Promise<string[]> {
      const rows = await rowsOf<{ day: string }>(
        db,
        sql`
          with first as (
            select least(
              (select min(occurred_at) from analytics_page_views),
              (select min(started_at) from analytics_sessions)
            ) as at
          )
          select to_char(d, 'YYYY-MM-DD') as day
          from first, generate_series((first.at at time zone 'UTC')::date, ${today}::date - 1, interval '1 day') d
          where first.at is not null
            and not exists (select 1 from analytics_rolled_up_days r where r.day = d::date)
          order by 1
        `,
      );
      return rows.map((row) => row.day);
    },

    /** Marker rows are claimed first, so a second process running at once waits and then finds nothing. */
    async rollUp(from: string, to: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const claimed = await rowsOf<{ day: string }>(
          tx,
          sql`
            insert into analytics_rolled_up_days (day)
            select d::date from generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
            on conflict (day) do nothing
            returning to_char(day, 'YYYY-MM-DD') as day
          `,
        );
        if (claimed.length === 0) return [];
        const days = claimed.map((row) => row.day);
        await tx.execute(sql`
          insert into analytics_daily
            (day, site, dimension, value, page_views, visitors, entries, sessions, bounces, duration_seconds)
          select day::date, site, dimension, value, page_views, visitors, entries, sessions, bounces, duration_seconds
          from (${dailyFromRaw(from, to, null)}) raw
          where raw.day in ${days}
          on conflict (day, site, dimension, value) do nothing
        `);
        return days;
      });
    },
  };
}
