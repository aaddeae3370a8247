import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { analyticsClickEvents, analyticsPageViews, analyticsSalts, analyticsSessions } from '../../db/schema';

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

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const rowsPerInsert = 500;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += rowsPerInsert)
    yield rows.slice(start, start + rowsPerInsert);
}

/** The analytics ingest's SQL: multi-row inserts of buffered beacons, session upserts, daily salts. */
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

    /** One transaction, one INSERT per table, one upsert for every session started or viewed again. */
    async write(batch: {
      pageViews: PageViewRow[];
      clicks: ClickRow[];
      sessionStarts: SessionStartRow[];
      sessionUpdates: SessionUpdate[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        for (const rows of chunks(batch.pageViews)) await tx.insert(analyticsPageViews).values(rows);
        for (const rows of chunks(batch.clicks)) await tx.insert(analyticsClickEvents).values(rows);
        for (const rows of chunks(batch.sessionStarts)) {
          const incoming = sql.raw('excluded');
          await tx
            .insert(analyticsSessions)
            .values(rows)
            .onConflictDoUpdate({
              target: analyticsSessions.sessionId,
              set: {
                pageViews: sql`${analyticsSessions.pageViews} + ${incoming}.page_views`,
                lastSeenAt: sql`greatest(${analyticsSessions.lastSeenAt}, ${incoming}.last_seen_at)`,
                currentPage: sql`${incoming}.current_page`,
                userId: sql`coalesce(${analyticsSessions.userId}, ${incoming}.user_id)`,
                updatedAt: sql`now()`,
              },
              // A session id belongs to one site: another site's beacon cannot move it.
              setWhere: sql`${analyticsSessions.site} = ${incoming}.site`,
            });
        }
        for (const update of batch.sessionUpdates) {
          const ended = update.endedAt;
          await tx
            .update(analyticsSessions)
            .set({
              lastSeenAt: sql`greatest(${analyticsSessions.lastSeenAt}, ${update.lastSeenAt.toISOString()}::timestamptz)`,
              currentPage: update.currentPage,
              updatedAt: sql`now()`,
              ...(ended
                ? {
                    endTime: ended,
                    durationSeconds: sql`greatest(0, floor(extract(epoch from (${ended.toISOString()}::timestamptz - ${analyticsSessions.startedAt}))))::integer`,
                  }
                : {}),
            })
            .where(
              and(eq(analyticsSessions.sessionId, update.sessionId), eq(analyticsSessions.site, update.site)),
            );
        }
      });
    },
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
