/**
 * The one place to change a period: the privacy page renders these and the retention job deletes by
 * them, so what the page promises and what the job does cannot drift apart.
 */
export type RetentionUnit = 'hours' | 'days' | 'months' | 'years';

export interface RetentionPeriod {
  readonly amount: number;
  readonly unit: RetentionUnit;
}

const period = (amount: number, unit: RetentionUnit): RetentionPeriod => ({ amount, unit });

export const retentionPeriods = {
  candidateInactivity: period(12, 'months'),
  /** Its activity is user_profiles.last_active_at, kept for the life of the account. */
  employerInactivity: period(6, 'years'),
  /** The e-mail warning an inactive account of the coming erasure is sent this long before it. */
  inactivityWarning: period(30, 'days'),
  contactEnquiry: period(24, 'months'),
  candidateSubmission: period(12, 'months'),
  employerSubmission: period(6, 'years'),
  /** Holds the sign-ins that show a candidate active: at least candidateInactivity (a test checks). */
  securityEvents: period(12, 'months'),
  /** Every limit counts over 60 minutes at most. */
  rateLimitRecords: period(24, 'hours'),
  deliveredMail: period(30, 'days'),
  /** E-mails that could not be delivered, kept for inspection (counted from when they were queued). */
  undeliverableMail: period(90, 'days'),
  notFoundLog: period(90, 'days'),
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionCategory = keyof typeof retentionPeriods;

export function describePeriod({ amount, unit }: RetentionPeriod): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

const hourMs = 60 * 60 * 1000;

/** Calendar units in UTC; a day missing in the target month becomes its last day. */
export function shiftByPeriod(date: Date, { amount, unit }: RetentionPeriod, periods = 1): Date {
  const step = amount * periods;
  if (unit === 'hours') return new Date(date.getTime() + step * hourMs);
  if (unit === 'days') return new Date(date.getTime() + step * 24 * hourMs);
  const months = unit === 'years' ? step * 12 : step;
  const shifted = new Date(date.getTime());
  const day = shifted.getUTCDate();
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted;
}

/** The moment before which a record of this kind has outlived its period. */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  return shiftByPeriod(now, period, -1);
}
