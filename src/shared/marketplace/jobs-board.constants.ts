/**
 * The public jobs board's filters without zod: the page's form (its choices and the messages it shows)
 * loads this, the API's query schema (vacancy.public.schemas.ts) builds on it. docs/product/jobs.md#the-board.
 */

/** In the order they appear in an address, so one set of filters has one address. */
export const jobsFilterFields = [
  'role',
  'postcode',
  'radiusKm',
  'employmentType',
  'payBasis',
  'minPay',
  'maxSessionsPerWeek',
  'maxHoursPerWeek',
  'postedWithinDays',
  'sort',
  'page',
  'pageSize',
] as const;
export type JobsFilterField = (typeof jobsFilterFields)[number];

export const jobSorts = ['newest', 'distance'] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobSortLabels: Record<JobSort, string> = {
  newest: 'Newest first',
  distance: 'Nearest first',
};

export const jobsRadiusMaxKm = 200;
export const jobsRadiusDefaultKm = 25;
export const jobsRadiusChoicesKm = [5, 10, 15, 25, 50, 100, jobsRadiusMaxKm] as const;
export const jobsPageMax = 500;

export const postedWithinChoices = [
  { days: 1, label: 'In the last 24 hours' },
  { days: 3, label: 'In the last 3 days' },
  { days: 7, label: 'In the last 7 days' },
  { days: 14, label: 'In the last 14 days' },
  { days: 30, label: 'In the last 30 days' },
] as const;
