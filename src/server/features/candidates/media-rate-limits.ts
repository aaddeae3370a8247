import { LRUCache } from 'lru-cache';
import { mediaUploadLimits, tooManyUploads } from '../../../shared/candidates/uploads';
import { RateLimitedError } from '../../errors/app-error';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import type { RateLimiter } from '../../rate-limit/rate-limiter';

const minute = 60_000;
const day = 24 * 60 * minute;

/** Each upload costs a decode or a rewrite, so one account cannot keep the server busy. */
export const mediaUploadRules = (slot: 'photo' | 'video'): RateLimitRule[] => [
  { bucket: `candidate-media:${slot}:minute`, max: mediaUploadLimits.perMinute, windowMs: minute },
  { bucket: `candidate-media:${slot}:day`, max: mediaUploadLimits.perDay, windowMs: day },
];

/**
 * The database decides, so the limit holds across processes; a refusal is also remembered here, so a
 * client that keeps sending while refused costs no database work.
 */
export function createMediaUploadLimiter(rateLimiter: RateLimiter) {
  const refusedUntil = new LRUCache<string, number>({ max: 10_000 });
  const refusal = (untilMs: number, nowMs: number) =>
    new RateLimitedError(tooManyUploads, Math.max(1, Math.ceil((untilMs - nowMs) / 1000)));

  return {
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
