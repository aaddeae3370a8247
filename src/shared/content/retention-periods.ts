/**
 * How long we keep each kind of personal data: the one place to change a period. The privacy page
 * renders these numbers and the server's retention job (src/server/features/retention) deletes by them,
 * so what the page promises and what the job does cannot drift apart.
 */
export type RetentionUnit = 'hours' | 'days' | 'months' | 'years';

export interface RetentionPeriod {
  readonly amount: number;
  readonly unit: RetentionUnit;
}

const period = (amount: number, unit: RetentionUnit): RetentionPeriod => ({ amount, unit });

export const retentionPeriods = {
  /** Candidate data is kept while active, or up to 12 months after inactivity. */
  candidateInactivity: period(12, 'months'),
  /**
   * Employer data is kept up to 6 years. An employer account unused this long is erased
   * (its activity is user_profiles.last_active_at, kept for the life of the account).
   */
  employerInactivity: period(6, 'years'),
  /** The e-mail warning an inactive account of the coming erasure is sent this long before it. */
  inactivityWarning: period(30, 'days'),
  /** Contact form enquiries, counted from when they were sent. */
  contactEnquiry: period(24, 'months'),
  /** Recruitment form submissions from professionals, counted from when they were sent. */
  candidateSubmission: period(12, 'months'),
  /** Recruitment form submissions from employers (employer data is kept up to 6 years). */
  employerSubmission: period(6, 'years'),
  /**
   * The audit trail. It also holds the sign-ins that show a candidate is active, so it must be kept
   * at least as long as candidateInactivity (retention-periods.test.ts checks).
   */
  securityEvents: period(12, 'months'),
  /**
   * Rate-limit hits, ended blocks and per-account sign-in failures; every limit counts over 60
   * minutes at most (a sign-in lock lasts 15 minutes at most).
   */
  rateLimitRecords: period(24, 'hours'),
  /** Copies of e-mails in the outbox once delivered. */
  deliveredMail: period(30, 'days'),
  /** E-mails that could not be delivered, kept for inspection (counted from when they were queued). */
  undeliverableMail: period(90, 'days'),
  /** Paths of missing pages visitors asked for (no visitor details). */
  notFoundLog: period(90, 'days'),
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionCategory = keyof typeof retentionPeriods;

/** '12 months', '6 years', '1 day'. */
export function describePeriod({ amount, unit }: RetentionPeriod): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

const hourMs = 60 * 60 * 1000;

/**
 * `date` moved by `periods` (negative: back). Calendar units in UTC; a day that does not exist in
 * the target month becomes that month's last day (31 March minus one month is 28 or 29 February).
 */
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
