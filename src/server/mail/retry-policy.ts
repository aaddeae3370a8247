export interface RetryPolicy {
  /** Wait after the first failed attempt; doubles after each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message becomes a dead letter. */
  maxAttempts: number;
  /** Up to this share is added at random, so processes that failed together do not retry in step. */
  jitterRatio: number;
}

/** 30 s, 1 min, 2 min … capped at 1 hour: about 6 hours of trying before giving up. */
export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  jitterRatio: 0.1,
};

export type RetryDecision = { kind: 'retry'; delayMs: number } | { kind: 'dead' };

export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(exponential, policy.maxDelayMs);
  return Math.round(capped * (1 + policy.jitterRatio * random()));
}

export function decideRetry(
  failure: { attempts: number; permanent: boolean },
  policy: RetryPolicy,
  random: () => number = Math.random,
): RetryDecision {
  if (failure.permanent || failure.attempts >= policy.maxAttempts) return { kind: 'dead' };
  return { kind: 'retry', delayMs: retryDelayMs(failure.attempts, policy, random) };
}
