import { mediaUploadLimits } from '../../../shared/candidate/uploads';
import type { RateLimitRule } from '../../rate-limit/rate-limiter';

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
