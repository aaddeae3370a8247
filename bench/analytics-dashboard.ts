/**
 * Analytics dashboards over 1 million page views (budget ≤ 500 ms per aggregate): seeds
 * page views over ~13 months and consenting visits by set-based SQL (generate_series), rolls the
 * finished days up into analytics_daily, then times the overview (with its previous period) and a
 * top-10 breakdown through the same services the API calls, on a throwaway PostgreSQL and on an
 * in-memory PGlite. Prints figures; asserts nothing.
 *
 *   npm run bench:analytics-dashboard                     # 1,000,000 page views, both databases
 *   BENCH_PAGE_VIEWS=100000 BENCH_DB=pglite npm run bench:analytics-dashboard
 */
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, migratePostgres, openPglite, openPostgres } from '../src/server/db/database';
import {
  analyticsBreakdown,
  analyticsOverview,
} from '../src/server/features/analytics/analytics-dashboard.service';
import { rollUpFinishedDays } from '../src/server/features/analytics/rollup.service';
import { utcDay } from '../src/server/features/analytics/utc-day';
import { addDays } from '../src/shared/analytics/dashboard.schemas';
import { startThrowawayPostgres } from './support/postgres';

const pageViews = Number(process.env.BENCH_PAGE_VIEWS ?? 1_000_000);
const sessions = Math.round(pageViews / 4);
const which = process.env.BENCH_DB ?? 'both';
const runs = 7;

const ms = (since: number) => performance.now() - since;
const seconds = (since: number) => `${(ms(since) / 1000).toFixed(1)} s`;

async function seed(handle: DatabaseHandle) {
  const started = performance.now();
  await handle.db.execute(
    sql.raw(`
      insert into analytics_page_views
        (occurred_at, site, visitor_id, page_path, page_title, referrer_host, is_entry, device_type, browser,
         operating_system, country, region, city)
      select now() - interval '1 day' * (i::float8 * 395 / ${pageViews}) - interval '1 second' * (i % 3600),
             case when i % 3 = 0 then 'marketplace' else 'consultancy' end,
             'v' || (i % 250000)::text,
             (array['/', '/about', '/services', '/contact', '/arrsplace', '/arrsplace/community',
                    '/insights', '/recruitment', '/cookies', '/privacy', '/arrsplace/auth', '/terms'])[1 + i % 12],
             '',
             case when i % 5 = 0 then (array['google.com', 'bing.com', 'linkedin.com', 'nhs.uk'])[1 + i % 4] end,
             i % 4 = 0,
             (array['Desktop', 'Mobile', 'Tablet'])[1 + i % 3],
             (array['Chrome', 'Firefox', 'Safari', 'Edge'])[1 + i % 4],
             (array['Windows', 'macOS', 'iOS', 'Android', 'Linux'])[1 + i % 5],
             case when i % 7 = 0 then 'Unknown' else 'United Kingdom' end,
             (array['England', 'Scotland', 'Wales', 'Unknown'])[1 + i % 4],
             'Unknown'
      from generate_series(1, ${pageViews}) i
    `),
  );
  await handle.db.execute(
    sql.raw(`
      insert into analytics_sessions
        (session_id, site, visitor_id, started_at, last_seen_at, current_page, entry_page, page_views,
         end_time, duration_seconds)
      select 'bench-' || i, case when i % 3 = 0 then 'marketplace' else 'consultancy' end, 'v' || (i % 250000)::text,
             now() - interval '1 day' * (i::float8 * 395 / ${sessions}), now() - interval '1 day' * (i::float8 * 395 / ${sessions}),
             '/', '/', 1 + i % 6, now(), (i % 600)
      from generate_series(1, ${sessions}) i
    `),
  );
  await handle.db.execute(sql.raw('analyze analytics_page_views'));
  await handle.db.execute(sql.raw('analyze analytics_sessions'));
  console.log(
    `  seeded ${pageViews.toLocaleString('en-GB')} page views and ${sessions.toLocaleString('en-GB')} visits in ${seconds(started)}`,
  );
}

async function median(label: string, action: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await action();
    times.push(ms(started));
  }
  times.sort((a, b) => a - b);
  const middle = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `  ${label}: median ${middle.toFixed(1)} ms, worst ${(times.at(-1) ?? 0).toFixed(1)} ms (${runs} runs)`,
  );
}

async function measure(name: string, handle: DatabaseHandle) {
  console.log(`${name}:`);
  await seed(handle);
  const deps = { db: handle.db, now: () => new Date() };
  const started = performance.now();
  const { days } = await rollUpFinishedDays(deps);
  console.log(
    `  first rollup of ${days.length} finished days: ${seconds(started)} (once; then hourly per new day)`,
  );
  const today = utcDay(new Date());
  const year = { from: addDays(today, -364), to: today, site: 'all' as const };
  const month = { from: addDays(today, -29), to: today, site: 'all' as const };
  await median('overview, last 365 days + previous 365 (today live)', () =>
    analyticsOverview(deps, { ...year, compare: 'previous' }),
  );
  await median('overview, last 30 days + previous 30', () =>
    analyticsOverview(deps, { ...month, compare: 'previous' }),
  );
  await median('top pages, last 365 days', () => analyticsBreakdown(deps, { ...year, dimension: 'page' }));
  await median('top referrers, last 365 days, consultancy only', () =>
    analyticsBreakdown(deps, { ...year, site: 'consultancy', dimension: 'referrer' }),
  );
}

async function main() {
  if (which === 'both' || which === 'postgres') {
    const postgres = startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 55445));
    const stop = () => postgres.stop();
    process.once('exit', stop);
    process.once('SIGINT', () => process.exit(130));
    try {
      await migratePostgres(postgres.url);
      const handle = openPostgres(postgres.url);
      await measure('PostgreSQL', handle);
      await handle.close();
    } finally {
      stop();
    }
  }
  if (which === 'both' || which === 'pglite') {
    const handle = await openPglite();
    await measure('PGlite (in memory)', handle);
    await handle.close();
  }
}

await main();
