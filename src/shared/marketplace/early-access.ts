import { exclusiveAccessThreshold } from '../candidates/profile-benefits';
import { ukDate, ukLongDate } from '../validation/uk-day';
import { earlyAccessHours } from './matching.constants';

/*
 * Exclusive opportunity access (docs/product/matching.md#exclusive-opportunity-access): for its first
 * 48 hours an open vacancy takes applications only from job seekers whose profile is at least 80 %
 * complete. Server-side: the pages read what it says from the answers (`note`, `earlyAccessNote`).
 */

const earlyAccessMs = earlyAccessHours * 60 * 60 * 1000;

export const earlyAccessMessages = {
  /** The apply service's refusal. */
  refused: (day: string) => `This vacancy opens to everyone on ${ukLongDate(day)}.`,
  /** Beside a vacancy still in its early access, for whoever may not apply yet. */
  opensOn: (day: string) => `Opens to everyone on ${ukLongDate(day)}`,
  /** Beside a vacancy still in its early access, for a job seeker who may apply. */
  qualified: 'Early access: you can apply now',
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
  return now.getTime() < opens ? ukDate(new Date(opens)) : null;
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
  /** What this reader is told: "Opens to everyone on …" or "Early access: you can apply now". */
  note: string;
}

export function earlyAccessFor(
  publishedAt: Date | string | null,
  now: Date,
  candidate: { profileTier: string; completionPercentage: number },
): EarlyAccess | null {
  const opensToEveryoneOn = earlyAccessUntil(publishedAt, now);
  if (!opensToEveryoneOn) return null;
  const canApplyNow = hasEarlyAccess(candidate);
  const note = canApplyNow ? earlyAccessMessages.qualified : earlyAccessMessages.opensOn(opensToEveryoneOn);
  return { opensToEveryoneOn, canApplyNow, note };
}
