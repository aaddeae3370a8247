import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { analyticsClickEvents, analyticsPageViews } from '../../db/schema';
import { analyticsSalts, analyticsSessions } from '../../db/schema';

export type PageViewRow = typeof analyticsPageViews.$inferInsert;
export type ClickRow = typeof analyticsClickEvents.$inferInsert;
export type SessionStartRow = typeof analyticsSessions.$inferInsert;

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
 * A batch is sent as one JSON parameter per statement and unpacked by jsonb_to_recordset: the SQL
 * text is the same whatever the number of rows (no statement grows with the batch, no parameter
 * limit), and building it costs next to nothing — at thousands of beacons a second, composing a
 * multi-row VALUES list was the ingest's largest cost. Each entry maps a column to its type and value.
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

const sessionColumns: Column<SessionStartRow>[] = [
  ['session_id', 'text', (row) => row.sessionId],
  ['site', 'text', (row) => row.site],
  ['visitor_id', 'text', (row) => row.visitorId],
  ['user_id', 'text', (row) => row.userId ?? null],
  ['started_at', 'timestamptz', (row) => row.startedAt],
  ['last_seen_at', 'timestamptz', (row) => row.lastSeenAt],
  ['current_page', 'text', (row) => row.currentPage],
  ['entry_page', 'text', (row) => row.entryPage],
  ['page_views', 'integer', (row) => row.pageViews ?? 1],
  ['device_type', 'text', (row) => row.deviceType ?? 'Unknown'],
  ['browser', 'text', (row) => row.browser ?? 'Unknown'],
  ['operating_system', 'text', (row) => row.operatingSystem ?? 'Unknown'],
  ['country', 'text', (row) => row.country ?? 'Unknown'],
  ['region', 'text', (row) => row.region ?? 'Unknown'],
  ['city', 'text', (row) => row.city ?? 'Unknown'],
];

const updateColumns: Column<SessionUpdate>[] = [
  ['session_id', 'text', (row) => row.sessionId],
  ['site', 'text', (row) => row.site],
  ['last_seen_at', 'timestamptz', (row) => row.lastSeenAt],
  ['current_page', 'text', (row) => row.currentPage],
  ['ended_at', 'timestamptz', (row) => row.endedAt],
];

/**
 * The rows as one JSON array of arrays, in column order; instants as milliseconds since the epoch
 * (a number is written with no formatting: JSON.stringify would format each Date as ISO text).
 */
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

/** `select <columns> from (the JSON array of arrays) as r`, typed. */
function recordset<T>(columns: Column<T>[], rows: T[]): SQL {
  const typed = columns.map(([name, type], index) => field(name, type, index)).join(', ');
  return sql`select ${sql.raw(typed)} from jsonb_array_elements(${payload(columns, rows)}::jsonb) as r`;
}

const names = <T>(columns: Column<T>[]) => sql.raw(columns.map(([name]) => name).join(', '));

/** The analytics ingest's SQL: buffered beacons written in a few statements, daily salts. */
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

    /**
     * One transaction: one INSERT per table, one upsert for the visits started or viewed again, one
     * UPDATE for the visits that were hidden or became visible again (each visit once per batch).
     */
    async write(batch: {
      pageViews: PageViewRow[];
      clicks: ClickRow[];
      sessionStarts: SessionStartRow[];
      sessionUpdates: SessionUpdate[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        if (batch.pageViews.length > 0) {
          await tx.execute(
            sql`insert into analytics_page_views (${names(pageViewColumns)}) ${recordset(pageViewColumns, batch.pageViews)}`,
          );
        }
        if (batch.clicks.length > 0) {
          await tx.execute(
            sql`insert into analytics_click_events (${names(clickColumns)}) ${recordset(clickColumns, batch.clicks)}`,
          );
        }
        if (batch.sessionStarts.length > 0) {
          // A session id belongs to one site: another site's beacon cannot move it.
          await tx.execute(sql`
            insert into analytics_sessions (${names(sessionColumns)}) ${recordset(sessionColumns, batch.sessionStarts)}
            on conflict (session_id) do update set
              page_views = ${analyticsSessions}.page_views + excluded.page_views,
              last_seen_at = greatest(${analyticsSessions}.last_seen_at, excluded.last_seen_at),
              current_page = excluded.current_page,
              user_id = coalesce(${analyticsSessions}.user_id, excluded.user_id),
              updated_at = now()
            where ${analyticsSessions}.site = excluded.site`);
        }
        if (batch.sessionUpdates.length > 0) {
          await tx.execute(sql`
            update analytics_sessions as s set
              last_seen_at = greatest(s.last_seen_at, u.last_seen_at),
              current_page = u.current_page,
              end_time = coalesce(u.ended_at, s.end_time),
              duration_seconds = case
                when u.ended_at is null then s.duration_seconds
                else greatest(0, floor(extract(epoch from (u.ended_at - s.started_at))))::integer
              end,
              updated_at = now()
            from (${recordset(updateColumns, batch.sessionUpdates)}) as u
            where s.session_id = u.session_id and s.site = u.site`);
        }
      });
    },
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
