import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitBlocks, rateLimitHits } from '../db/schema';

/**
 * The rate limiter's counts (`rate_limit_hits`) and blocks (`rate_limit_blocks`) of one client in one
 * bucket. Call it inside a transaction that first takes `lock`.
 */
export function createRateLimitRepository({ db }: { db: Database }) {
  const hitsOf = (bucket: string, clientKey: string) =>
    and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.clientKey, clientKey));

  return {
    /** Serialises decisions on (bucket, client) across processes until the transaction ends. */
    async lock(bucket: string, clientKey: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${clientKey}))`);
    },

    /** When the client's block ends, if it is blocked at `at`. */
    async blockedUntil(bucket: string, clientKey: string, at: Date): Promise<Date | undefined> {
      const [block] = await db
        .select({ blockedUntil: rateLimitBlocks.blockedUntil })
        .from(rateLimitBlocks)
        .where(
          and(
            eq(rateLimitBlocks.bucket, bucket),
            eq(rateLimitBlocks.clientKey, clientKey),
            gt(rateLimitBlocks.blockedUntil, at),
          ),
        )
        .limit(1);
      return block?.blockedUntil;
    },

    /** Forgets the client's hits before `windowStart`; how many are left. */
    async countHitsSince(bucket: string, clientKey: string, windowStart: Date): Promise<number> {
      const match = hitsOf(bucket, clientKey);
      await db.delete(rateLimitHits).where(and(match, lt(rateLimitHits.createdAt, windowStart)));
      const [row] = await db.select({ hits: count() }).from(rateLimitHits).where(match);
      return row?.hits ?? 0;
    },

    async addHit(bucket: string, clientKey: string, at: Date) {
      await db.insert(rateLimitHits).values({ bucket, clientKey, createdAt: at });
    },

    /** The time of the client's oldest hit still counted, if any. */
    async oldestHit(bucket: string, clientKey: string): Promise<Date | undefined> {
      const [oldest] = await db
        .select({ createdAt: rateLimitHits.createdAt })
        .from(rateLimitHits)
        .where(hitsOf(bucket, clientKey))
        .orderBy(rateLimitHits.createdAt)
        .limit(1);
      return oldest?.createdAt;
    },

    /** Blocks the client until `blockedUntil`, replacing any earlier block. */
    async block(bucket: string, clientKey: string, blockedUntil: Date) {
      await db
        .delete(rateLimitBlocks)
        .where(and(eq(rateLimitBlocks.bucket, bucket), eq(rateLimitBlocks.clientKey, clientKey)));
      await db.insert(rateLimitBlocks).values({ bucket, clientKey, blockedUntil });
    },
  };
}
