import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { analyticsClickEvents, analyticsPageViews } from '../../db/schema';
import { analyticsSalts, analyticsSessions } from '../../db/schema';

export type PageViewRow = typeof analyticsPageViews.$inferInsert;
export type ClickRow = typeof analyticsClickEvents.$inferInsert;

/** A consenting visit's later news (active again, page hidden), applied to an existing session. */
export interface SessionUpdate {
  sessionId: string;
  site: 'consultancy' | 'marketplace';
  lastSeenAt: Date;
  currentPage: string;
  /** When the page was hidden: the end, and the whole seconds since the start. */
  endedAt: Date | null;
}

/**
 * A batch is one JSON parameter per statement, unpacked by jsonb_to_recordset: the SQL text is the same
 * whatever the number of rows (no parameter limit) and costs next to nothing to build, where composing a
 * multi-row VALUES list would be the ingest's largest cost (decision 014).
 */
type Column<T> = readonly [name: string, type: string, value: (row: T) => unknown];

const pageViewColumns: Column<PageViewRow>[] = [
  ['occurred_at', 'timestamptz', (row) => row.occurredAt ?? new Date()],
  ['site', 'text', (row) => row.site],
  ['visitor_id', 'text', (row) => row.visitorId],
  ['session_id', 'text', (row) => row.sessionId ?? null],
  ['user_id', 'text', (row) => row.userId ?? null],
  ['page_path', 'text', (row) => row.pagePath],
  ['page_title', 'text', (row) => row.pageTitle ?? ''],
  ['referrer_host', 'text', (row) => row.referrerHost ?? null],
  ['is_entry', 'boolean', (row) => row.isEntry ?? false],
  ['device_type', 'text', (row) => row.deviceType ?? 'Unknown'],
  ['browser', 'text', (row) => row.browser ?? 'Unknown'],
  ['operating_system', 'text', (row) => row.operatingSystem ?? 'Unknown'],
  ['screen_resolution', 'text', (row) => row.screenResolution ?? null],
  ['viewport_size', 'text', (row) => row.viewportSize ?? null],
  ['country', 'text', (row) => row.country ?? 'Unknown'],
  ['region', 'text', (row) => row.region ?? 'Unknown'],
  ['city', 'text', (row) => row.city ?? 'Unknown'],
];

const clickColumns: Column<ClickRow>[] = [
  ['occurred_at', 'timestamptz', (row) => row.occurredAt ?? new Date()],
  ['site', 'text', (row) => row.site],
  ['session_id', 'text', (row) => row.sessionId],
  ['user_id', 'text', (row) => row.userId ?? null],
  ['page_path', 'text', (row) => row.pagePath],
  ['element_type', 'text', (row) => row.elementType],
  ['element_id', 'text', (row) => row.elementId ?? null],
  ['element_class', 'text', (row) => row.elementClass ?? null],
  ['element_text', 'text', (row) => row.elementText ?? null],
  ['click_x', 'integer', (row) => row.clickX ?? null],
  ['click_y', 'integer', (row) => row.clickY ?? null],
  ['page_x', 'integer', (row) => row.pageX ?? null],
  ['page_y', 'integer', (row) => row.pageY ?? null],
  ['scroll_top', 'integer', (row) => row.scrollTop ?? null],
  ['ms_in_session', 'integer', (row) => row.msInSession ?? null],
];

const updateColumns: Column<SessionUpdate>[] = [
  ['session_id', 'text', (row) => row.sessionId],
  ['site', 'text', (row) => row.site],
  ['last_seen_at', 'timestamptz', (row) => row.lastSeenAt],
  ['current_page', 'text', (row) => row.currentPage],
  ['ended_at', 'timestamptz', (row) => row.endedAt],
];

/** Instants as epoch milliseconds: JSON.stringify would format each Date as ISO text. */
function payload<T>(columns: Column<T>[], rows: T[]): string {
  const values: unknown[][] = new Array(rows.length);
  for (let row = 0; row < rows.length; row += 1) {
    const record = rows[row] as T;
    const fields: unknown[] = new Array(columns.length);
    for (let column = 0; column < columns.length; column += 1) {
      const value = (columns[column] as Column<T>)[2](record);
      fields[column] = value instanceof Date ? value.getTime() : value;
    }
    values[row] = fields;
  }
  return JSON.stringify(values);
}

/** One column read from an element of the JSON array, typed (instants from epoch milliseconds). */
function field(name: string, type: string, index: number): string {
  if (type === 'timestamptz') return `to_timestamp((r.value->>${index})::float8 / 1000) as ${name}`;
  return `(r.value->>${index})::${type} as ${name}`;
}

/** `select <columns>, n from (the JSON array of arrays) as r`, typed; n is the row's place (1, 2…). */
function recordset<T>(columns: Column<T>[], rows: T[]): SQL {
  const typed = columns.map(([name, type], index) => field(name, type, index)).join(', ');
  return sql`select ${sql.raw(typed)}, r.n from jsonb_array_elements(${payload(columns, rows)}::jsonb) with ordinality as r(value, n)`;
}

const names = <T>(columns: Column<T>[]) => sql.raw(columns.map(([name]) => name).join(', '));

/**
 * The upsert of a batch's visits from its page views: plain aggregates and two joins on n (an aggregate
 * with ORDER BY sorts each visit's rows again, per column). A visit id belongs to one site: if a forged
 * batch holds it for two, the upsert never moves the other site's visit.
 */
function visitsOf(): SQL {
  return sql`
    insert into analytics_sessions (session_id, site, visitor_id, user_id, started_at, last_seen_at,
      current_page, entry_page, page_views, device_type, browser, operating_system, country, region, city)
    select distinct on (v.session_id) v.session_id, v.site, f.visitor_id, v.user_id, f.occurred_at,
      l.occurred_at, l.page_path, f.page_path, v.page_views, f.device_type, f.browser,
      f.operating_system, f.country, f.region, f.city
    from (
      select session_id, site, min(n) as first, max(n) as last, count(*)::integer as page_views,
        max(user_id) as user_id
      from rows where session_id is not null group by session_id, site
    ) as v
    join rows as f on f.n = v.first
    join rows as l on l.n = v.last
    order by v.session_id, v.site
    on conflict (session_id) do update set
      page_views = ${analyticsSessions}.page_views + excluded.page_views,
      last_seen_at = greatest(${analyticsSessions}.last_seen_at, excluded.last_seen_at),
      current_page = case
        when excluded.last_seen_at >= ${analyticsSessions}.last_seen_at then excluded.current_page
        else ${analyticsSessions}.current_page
      end,
      user_id = coalesce(${analyticsSessions}.user_id, excluded.user_id),
      updated_at = now()
    where ${analyticsSessions}.site = excluded.site`;
}

/** The statements that write a batch, in order: page views (with their visits), clicks, visit news. */
function batchStatements(batch: {
  pageViews: PageViewRow[];
  clicks: ClickRow[];
  sessionUpdates: SessionUpdate[];
}): SQL[] {
  const statements: SQL[] = [];
  if (batch.pageViews.length > 0) {
    const rows = recordset(pageViewColumns, batch.pageViews);
    statements.push(
      batch.pageViews.some((row) => row.sessionId)
        ? sql`with rows as (${rows}),
            views as (insert into analytics_page_views (${names(pageViewColumns)}) select ${names(pageViewColumns)} from rows)
            ${visitsOf()}`
        : sql`insert into analytics_page_views (${names(pageViewColumns)}) select ${names(pageViewColumns)} from (${rows}) as rows`,
    );
  }
  if (batch.clicks.length > 0) {
    statements.push(
      sql`insert into analytics_click_events (${names(clickColumns)}) select ${names(clickColumns)} from (${recordset(clickColumns, batch.clicks)}) as rows`,
    );
  }
  if (batch.sessionUpdates.length > 0) {
    // The latest news wins: a beacon older than what the visit has seen moves neither its last
    // sighting nor its current page (the batch's page views were written just before).
    statements.push(sql`
      update analytics_sessions as s set
        last_seen_at = greatest(s.last_seen_at, u.last_seen_at),
        current_page = case when u.last_seen_at >= s.last_seen_at then u.current_page else s.current_page end,
        end_time = coalesce(u.ended_at, s.end_time),
        duration_seconds = case
          when u.ended_at is null then s.duration_seconds
          else greatest(0, floor(extract(epoch from (u.ended_at - s.started_at))))::integer
        end,
        updated_at = now()
      from (${recordset(updateColumns, batch.sessionUpdates)}) as u
      where s.session_id = u.session_id and s.site = u.site`);
  }
  return statements;
}

export function createIngestRepository({ db }: { db: Database }) {
  return {
    /** The salt of `day` (YYYY-MM-DD, UTC), created by whichever process asks first; older ones deleted. */
    async saltFor(day: string, candidate: string): Promise<string> {
      await db.insert(analyticsSalts).values({ day, salt: candidate }).onConflictDoNothing();
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error('the analytics salt of the day could not be read');
      return row.salt;
    },

    /** A batch of one kind is one statement, atomic on its own; more kinds run in one transaction. */
    async write(batch: { pageViews: PageViewRow[]; clicks: ClickRow[]; sessionUpdates: SessionUpdate[] }) {
      const statements = batchStatements(batch);
      const [only, ...more] = statements;
      if (more.length === 0) {
        if (only) await db.execute(only);
        return;
      }
      await db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
      });
    },
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
