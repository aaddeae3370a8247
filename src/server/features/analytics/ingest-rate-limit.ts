import type { RateLimitDecision, RateLimiter } from '../../rate-limit/rate-limiter';

/**
 * A per-minute limit of the analytics beacons, for one key at a time: the per-address limit (each
 * key an address, an IPv6 client by its /64) and the site-wide cap (one key). On the shared database
 * rate limiter (so it holds across processes) without a database transaction per beacon: each
 * process counts a key's beacons itself and consults the shared limiter at the end of each full
 * `chunk` of them (20 at the per-address default of 1,200 a minute), against a limit of
 * perMinute / chunk. A refusal is remembered in the process until it ends. With several processes,
 * a key may get up to a chunk more beacons a minute per process than the limit. With a small limit
 * the chunk is 1: every beacon waits for the shared count. Otherwise no beacon waits for the
 * database: the count is consulted in the background and its refusal applies from the next beacon
 * of that key.
 *
 * The counts in the process are keyed by the address itself (memory only, for at most a minute); the
 * shared limiter, which is stored, only ever sees the keyed hash, computed when it is consulted.
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
  /** Seconds until this process's minute of counts starts again. */
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
      // With a small limit every beacon waits for the shared count, so the limit is exact. Otherwise
      // the beacon that completes a chunk does not wait for it either: a refusal applies from the
      // next one (one more beacon a minute per process than the limit).
      return chunk === 1 ? consult : { allowed: true };
    },
  };
}

/** The site-wide cap's one key, in the process and in the shared limiter (no address in it). */
const wholeSite = 'site';

/**
 * The site-wide cap: at most `perMinute` beacons a minute from every visitor together, on top of each
 * address's limit, so the analytics tables cannot grow faster than that whoever sends. The same
 * counting as the per-address limit with one key: each process counts in memory (exact alone) and
 * adds each full chunk (perMinute / 60) to the shared count, so across N processes the site gets at
 * most the cap plus a chunk per process a minute (decision 037).
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
