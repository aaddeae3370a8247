import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitBlocks, rateLimitHits } from '../db/schema';

export interface RateLimitRule {
  /** What is being limited, e.g. 'form:contact' or 'report:not-found'. */
  bucket: string;
  max: number;
  windowMs: number;
  /** After going over the limit the client is refused for this long (spec §9 default: 1 hour). */
  blockMs?: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterDeps {
  db: Database;
  now?: () => Date;
}

/**
 * Counts actions per client in the database, so the limit holds across server processes and restarts.
 * Each decision runs in one transaction under an advisory lock on (bucket, client): two processes
 * cannot both admit the last allowed action. A failure throws: callers refuse rather than let it through.
 */
export function createRateLimiter({ db, now = () => new Date() }: RateLimiterDeps) {
  async function consume(rule: RateLimitRule, clientKey: string): Promise<RateLimitDecision> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${rule.bucket}), hashtext(${clientKey}))`);
      const at = now();
      const match = and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.clientKey, clientKey));
      const [block] = await tx
        .select({ blockedUntil: rateLimitBlocks.blockedUntil })
        .from(rateLimitBlocks)
        .where(
          and(
            eq(rateLimitBlocks.bucket, rule.bucket),
            eq(rateLimitBlocks.clientKey, clientKey),
            gt(rateLimitBlocks.blockedUntil, at),
          ),
        )
        .limit(1);
      if (block) return refuse(block.blockedUntil, at);

      const windowStart = new Date(at.getTime() - rule.windowMs);
      await tx.delete(rateLimitHits).where(and(match, lt(rateLimitHits.createdAt, windowStart)));
      const [row] = await tx.select({ hits: count() }).from(rateLimitHits).where(match);
      if ((row?.hits ?? 0) < rule.max) {
        await tx.insert(rateLimitHits).values({ bucket: rule.bucket, clientKey, createdAt: at });
        return { allowed: true } as const;
      }
      if (rule.blockMs) {
        const blockedUntil = new Date(at.getTime() + rule.blockMs);
        await tx
          .delete(rateLimitBlocks)
          .where(and(eq(rateLimitBlocks.bucket, rule.bucket), eq(rateLimitBlocks.clientKey, clientKey)));
        await tx.insert(rateLimitBlocks).values({ bucket: rule.bucket, clientKey, blockedUntil });
        return refuse(blockedUntil, at);
      }
      const [oldest] = await tx
        .select({ createdAt: rateLimitHits.createdAt })
        .from(rateLimitHits)
        .where(match)
        .orderBy(rateLimitHits.createdAt)
        .limit(1);
      return refuse(new Date((oldest?.createdAt ?? at).getTime() + rule.windowMs), at);
    });
  }

  return { consume };
}

function refuse(until: Date, at: Date): RateLimitDecision {
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
