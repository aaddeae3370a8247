/**
 * A vacancy's fixed choices (employment type, pay basis, where the work is done, status, why it closed,
 * what its timeline records) and its limits, without zod: the database schema and pages that only show a
 * vacancy load this, not the schemas (vacancy.schemas.ts re-exports it).
 */

export const vacancyStatuses = ['draft', 'open', 'paused', 'closed'] as const;
export type VacancyStatus = (typeof vacancyStatuses)[number];
export const vacancyStatusLabels: Record<VacancyStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paused: 'Paused',
  closed: 'Closed',
};

export const vacancyClosedReasons = ['filled', 'expired', 'withdrawn', 'organisation_revoked'] as const;
export type VacancyClosedReason = (typeof vacancyClosedReasons)[number];
/** The reasons an employer gives; the others are the platform's (closing date, revocation). */
export const employerClosedReasons = [
  'filled',
  'withdrawn',
] as const satisfies readonly VacancyClosedReason[];

/**
 * The moves an employer may make. Reopening is paused → open; a closed vacancy stays closed (duplicate
 * it to advertise again).
 */
export const vacancyMoves: Readonly<Record<VacancyStatus, readonly VacancyStatus[]>> = {
  draft: ['open', 'closed'],
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: [],
};

export const vacancyEmploymentTypes = ['permanent', 'fixed_term', 'locum'] as const;
export type VacancyEmploymentType = (typeof vacancyEmploymentTypes)[number];
export const vacancyEmploymentTypeLabels: Record<VacancyEmploymentType, string> = {
  permanent: 'Permanent',
  fixed_term: 'Fixed term',
  locum: 'Locum',
};

/** Annual salary: a band in whole pounds; day rate: one amount in whole pounds. */
export const vacancyPayBases = ['annual_salary', 'day_rate'] as const;
export type VacancyPayBasis = (typeof vacancyPayBases)[number];

export const workArrangements = ['on_site', 'hybrid', 'remote'] as const;
export type WorkArrangement = (typeof workArrangements)[number];
export const workArrangementLabels: Record<WorkArrangement, string> = {
  on_site: 'On site',
  hybrid: 'Hybrid possible',
  remote: 'Remote possible',
};

/**
 * What a vacancy's timeline records (never a person's name); `closing_reminder`: the organisation was
 * reminded the day before its closing date.
 */
export const vacancyEventKinds = [
  'created',
  'edited',
  'opened',
  'paused',
  'closed',
  'closing_reminder',
] as const;
export type VacancyEventKind = (typeof vacancyEventKinds)[number];
export const vacancyActorKinds = ['employer', 'admin', 'system'] as const;
export type VacancyActorKind = (typeof vacancyActorKinds)[number];

/** Said by the board and the apply page alike (vacancy.schemas.ts holds the other messages). */
export const jobNotFoundMessage = 'We could not find this job. It may have been removed.';

export const vacancyLimits = {
  titleMax: 120,
  descriptionMax: 6000,
  skillsMax: 12,
  skillMax: 60,
  sessionsPerWeekMax: 10,
  hoursPerWeekMax: 60,
  annualSalaryMin: 10_000,
  annualSalaryMax: 250_000,
  dayRateMin: 50,
  dayRateMax: 3_000,
  /** The closing date is after today and at most this many days ahead. */
  closingWithinDays: 183,
  publicPageSizeMax: 50,
  publicPageSizeDefault: 20,
  postedWithinDaysMax: 365,
} as const;
