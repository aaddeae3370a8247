import { LRUCache } from 'lru-cache';
import { mediaUploadLimits, tooManyUploads } from '../../../shared/candidates/uploads';
import { RateLimitedError } from '../../errors/app-error';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import type { RateLimiter } from '../../rate-limit/rate-limiter';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Per candidate and per slot (photo, video): each upload costs the server a decode or a rewrite, so
 * one account cannot keep it busy. Both windows slide; a refusal lasts until the oldest upload in the
 * window leaves it.
 */
export const mediaUploadRules = (slot: 'photo' | 'video'): RateLimitRule[] => [
  { bucket: `candidate-media:${slot}:minute`, max: mediaUploadLimits.perMinute, windowMs: minute },
  { bucket: `candidate-media:${slot}:day`, max: mediaUploadLimits.perDay, windowMs: day },
];

/**
 * The upload limits of one server process. The database decides (the limit holds across processes);
 * a refusal is also remembered here until it ends, so a client that keeps sending while refused is
 * answered 429 without any database work, which would otherwise be what slows everyone else down.
 */
export function createMediaUploadLimiter(rateLimiter: RateLimiter) {
  const refusedUntil = new LRUCache<string, number>({ max: 10_000 });
  const refusal = (untilMs: number, nowMs: number) =>
    new RateLimitedError(tooManyUploads, Math.max(1, Math.ceil((untilMs - nowMs) / 1000)));

  return {
    /** Counts an upload of `userId` into `slot` at `now`, or throws 429 with the seconds to wait. */
    async enforce(userId: string, slot: 'photo' | 'video', now: Date): Promise<void> {
      const key = `${slot}:${userId}`;
      const until = refusedUntil.get(key);
      if (until !== undefined && until > now.getTime()) throw refusal(until, now.getTime());
      for (const rule of mediaUploadRules(slot)) {
        const decision = await rateLimiter.consume(rule, `user:${userId}`);
        if (!decision.allowed) {
          const untilMs = now.getTime() + decision.retryAfterSeconds * 1000;
          refusedUntil.set(key, untilMs);
          throw refusal(untilMs, now.getTime());
        }
      }
    },
  };
}

export type MediaUploadLimiter = ReturnType<typeof createMediaUploadLimiter>;
