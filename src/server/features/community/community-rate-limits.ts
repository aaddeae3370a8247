import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';

const hour = 60 * 60_000;

/**
 * Per member (docs/product/community.md#posting-limits). Votes are not limited: a vote replaces the
 * previous one.
 */
export const communityRateLimits = {
  post: { bucket: 'community:post', max: 10, windowMs: hour },
  comment: { bucket: 'community:comment', max: 60, windowMs: hour },
  report: { bucket: 'community:report', max: 30, windowMs: hour },
} as const satisfies Record<string, RateLimitRule>;
