import { exclusiveAccessThreshold } from '../candidates/profile-benefits';
import { longDayText, ukDayOf } from './job-display';
import { earlyAccessHours } from './matching.constants';

/*
 * Exclusive opportunity access (docs/product/matching.md#exclusive-opportunity-access): for its first
 * 48 hours an open vacancy takes applications only from job seekers whose profile is at least 80 %
 * complete. Without zod: the pages that only show it load this.
 */

const earlyAccessMs = earlyAccessHours * 60 * 60 * 1000;

export const earlyAccessMessages = {
  /** The apply service's refusal. */
  refused: (day: string) => `This vacancy opens to everyone on ${longDayText(day)}.`,
  /** Beside a vacancy still in its early access, for whoever may not apply yet. */
  opensOn: (day: string) => `Opens to everyone on ${longDayText(day)}`,
  /** Beside a vacancy still in its early access, for a job seeker who may apply. */
  qualified: 'Early access: you can apply now',
  /** The rule in a sentence, for whoever waits. */
  rule: `For its first ${earlyAccessHours} hours, a vacancy takes applications only from Active Job Seekers whose profile is at least ${exclusiveAccessThreshold} % complete.`,
} as const;

/**
 * The UK day (YYYY-MM-DD) a vacancy published at `publishedAt` opens to everyone, while its early
 * access lasts at `now`; null once it has opened (or when it was never published).
 */
export function earlyAccessUntil(publishedAt: Date | string | null, now: Date): string | null {
  if (publishedAt === null) return null;
  const published = new Date(publishedAt).getTime();
  if (Number.isNaN(published)) return null;
  const opens = published + earlyAccessMs;
  return now.getTime() < opens ? ukDayOf(new Date(opens).toISOString()) : null;
}

/** Who may apply while a vacancy's early access lasts: a job seeker whose profile is complete enough. */
export function hasEarlyAccess(candidate: { profileTier: string; completionPercentage: number }): boolean {
  return (
    candidate.profileTier === 'active_seeker' && candidate.completionPercentage >= exclusiveAccessThreshold
  );
}

/** A vacancy's early access as one reader sees it, or null when the vacancy is open to everyone. */
export interface EarlyAccess {
  /** The UK day (YYYY-MM-DD) the vacancy opens to everyone. */
  opensToEveryoneOn: string;
  /** Whether this reader may apply now. */
  canApplyNow: boolean;
}

export function earlyAccessFor(
  publishedAt: Date | string | null,
  now: Date,
  candidate: { profileTier: string; completionPercentage: number },
): EarlyAccess | null {
  const opensToEveryoneOn = earlyAccessUntil(publishedAt, now);
  return opensToEveryoneOn ? { opensToEveryoneOn, canApplyNow: hasEarlyAccess(candidate) } : null;
}

/** What a reader is told of a vacancy's early access. */
export function earlyAccessText(access: EarlyAccess): string {
  return access.canApplyNow
    ? earlyAccessMessages.qualified
    : earlyAccessMessages.opensOn(access.opensToEveryoneOn);
}
