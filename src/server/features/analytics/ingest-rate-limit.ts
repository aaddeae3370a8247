import type { RateLimitDecision, RateLimiter } from '../../rate-limit/rate-limiter';

/**
 * A per-minute limit of beacons per key, on the shared limiter (so it holds across processes) without
 * a database transaction per beacon: each process counts a key's beacons and consults the shared count
 * once per full `chunk`, against perMinute / chunk, in the background; a refusal applies from the next
 * beacon of that key. So a key may get up to a chunk more a minute per process. With a small limit the
 * chunk is 1 and every beacon waits for the shared count. Counts in the process are keyed by the
 * address (memory only, at most a minute); the stored limiter only sees the keyed hash.
 */
export function createIngestRateLimit(options: {
  rateLimiter: () => RateLimiter;
  perMinute: number;
  now: () => Date;
  /** The shared limiter's bucket (default: the per-address limit's). */
  bucket?: string;
}) {
  const windowMs = 60_000;
  const chunk = Math.max(1, Math.floor(options.perMinute / 60));
  const rule = {
    bucket: options.bucket ?? 'analytics:ingest',
    max: Math.max(1, Math.ceil(options.perMinute / chunk)),
    windowMs,
  };
  let counts = new Map<string, number>();
  let countsFrom = 0;
  const refusedUntil = new Map<string, number>();
  const retryAfter = (at: number) => Math.max(1, Math.ceil((countsFrom + windowMs - at) / 1000));

  return {
    admit(address: string, clientKey: () => string): RateLimitDecision | Promise<RateLimitDecision> {
      const at = options.now().getTime();
      if (at - countsFrom >= windowMs) {
        counts = new Map();
        countsFrom = at;
        for (const [key, until] of refusedUntil) if (until <= at) refusedUntil.delete(key);
      }
      const until = refusedUntil.get(address);
      if (until !== undefined && until > at) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) };
      }
      const seen = (counts.get(address) ?? 0) + 1;
      counts.set(address, seen);
      const refuse = (decision: RateLimitDecision) => {
        if (!decision.allowed) refusedUntil.set(address, at + decision.retryAfterSeconds * 1000);
        return decision;
      };
      // Over the limit in this process alone: no need to ask the database.
      if (seen > options.perMinute) return refuse({ allowed: false, retryAfterSeconds: retryAfter(at) });
      // Only each full chunk is counted in the database: a visitor sending a few beacons a minute
      // (nearly all of them) never causes a query.
      if (seen % chunk !== 0) return { allowed: true };
      const consult = options
        .rateLimiter()
        .consume(rule, clientKey())
        .then(refuse, () => {
          // The database is unreachable: the beacon could not be stored anyway; do not fail the page.
          return { allowed: true } as const;
        });
      // The beacon completing a chunk does not wait for the shared count unless the chunk is 1.
      return chunk === 1 ? consult : { allowed: true };
    },
  };
}

const wholeSite = 'site';

/**
 * At most `perMinute` beacons a minute from every visitor together, on top of each address's limit,
 * so the analytics tables cannot grow faster whoever sends (decision 037); counted as above, one key.
 */
export function createIngestSiteLimit(options: {
  rateLimiter: () => RateLimiter;
  perMinute: number;
  now: () => Date;
}) {
  const limit = createIngestRateLimit({ ...options, bucket: 'analytics:site' });
  const key = () => wholeSite;
  return {
    admit: (): RateLimitDecision | Promise<RateLimitDecision> => limit.admit(wholeSite, key),
  };
}
