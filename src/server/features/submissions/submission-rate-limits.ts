import { submissionRateLimits } from '../../../shared/submissions/submission.schemas';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';

const minutes = (count: number) => count * 60_000;

export type SubmissionForm = 'contact' | 'recruitment';

/**
 * Limits per form and client: contact and recruitment have their own limits; any other form gets
 * the default (2 per 60 minutes, then a 1-hour block). Each form counts in its own bucket.
 */
export function submissionRateRule(form: string): RateLimitRule {
  if (form === 'contact' || form === 'recruitment') {
    const limit = submissionRateLimits[form];
    return { bucket: `form:${form}`, max: limit.max, windowMs: minutes(limit.windowMinutes) };
  }
  const fallback = submissionRateLimits.default;
  return {
    bucket: `form:${form}`,
    max: fallback.max,
    windowMs: minutes(fallback.windowMinutes),
    blockMs: minutes(fallback.blockMinutes),
  };
}
