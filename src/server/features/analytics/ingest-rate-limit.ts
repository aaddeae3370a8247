import type { RateLimitDecision, RateLimiter } from '../../rate-limit/rate-limiter';

/**
 * The per-address limit of the analytics beacons, on the shared database rate limiter (so it holds
 * across processes) without a database transaction per beacon: each process counts an address's
 * beacons itself and consults the shared limiter at the end of each full `chunk` of them (20 at the
 * default 1,200 a minute), against a limit of perMinute / chunk. A refusal is remembered in the
 * process until it ends. With several processes, an address may get up to chunk − 1 more beacons a
 * minute per process than the limit. With a small limit the chunk is 1: every beacon is counted.
 */
export function createIngestRateLimit(options: {
  rateLimiter: () => RateLimiter;
  perMinute: number;
  now: () => Date;
}) {
  const windowMs = 60_000;
  const chunk = Math.max(1, Math.floor(options.perMinute / 60));
  const rule = {
    bucket: 'analytics:ingest',
    max: Math.max(1, Math.ceil(options.perMinute / chunk)),
    windowMs,
  };
  let counts = new Map<string, number>();
  let countsFrom = 0;
  const refusedUntil = new Map<string, number>();

  return {
    async admit(clientKey: string): Promise<RateLimitDecision> {
      const at = options.now().getTime();
      if (at - countsFrom >= windowMs) {
        counts = new Map();
        countsFrom = at;
        for (const [key, until] of refusedUntil) if (until <= at) refusedUntil.delete(key);
      }
      const until = refusedUntil.get(clientKey);
      if (until !== undefined && until > at) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) };
      }
      const seen = (counts.get(clientKey) ?? 0) + 1;
      counts.set(clientKey, seen);
      // Only each full chunk is counted in the database: a visitor sending a few beacons a minute
      // (nearly all of them) never waits for it.
      if (seen % chunk !== 0) return { allowed: true };
      let decision: RateLimitDecision;
      try {
        decision = await options.rateLimiter().consume(rule, clientKey);
      } catch {
        // The database is unreachable: the beacon could not be stored anyway; do not fail the page.
        return { allowed: true };
      }
      if (!decision.allowed) refusedUntil.set(clientKey, at + decision.retryAfterSeconds * 1000);
      return decision;
    },
  };
}
