import { groupThousands } from './job-display';
import { vacancyLimits } from './vacancy.constants';

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

/** Each names the field it is about; the page marks that field when the API answers with it. */
export const jobsFilterMessages = {
  role: 'Please choose a role from the list, or Any role',
  postcode: 'Please enter a UK postcode or postcode district, e.g. LS6 2AA or LS6',
  radiusKm: `Please choose a distance from 1 to ${jobsRadiusMaxKm} km`,
  employmentType: 'Please choose permanent, fixed term or locum, or Any type',
  payBasis: 'Please choose salary or day rate, or Any pay',
  minPayNeedsBasis: 'Please choose salary or day rate to filter by pay',
  minPay: `Please enter the lowest pay in whole pounds, up to £${groupThousands(vacancyLimits.annualSalaryMax)}`,
  maxSessionsPerWeek: `Please enter sessions a week from 0.5 to ${vacancyLimits.sessionsPerWeekMax}`,
  maxHoursPerWeek: `Please enter hours a week from 1 to ${vacancyLimits.hoursPerWeekMax}`,
  postedWithinDays: `Please choose how recently the job was posted (1 to ${vacancyLimits.postedWithinDaysMax} days)`,
  sort: 'Please choose newest or nearest first',
  distanceNeedsLocation: 'Please enter a postcode to sort by distance',
  page: `Please choose a page from 1 to ${jobsPageMax}`,
  pageSize: `Please choose from 1 to ${vacancyLimits.publicPageSizeMax} jobs a page`,
} as const;
export type JobsFilterMessage = keyof typeof jobsFilterMessages;

export const jobsFilterMessageFields: Record<JobsFilterMessage, JobsFilterField> = {
  role: 'role',
  postcode: 'postcode',
  radiusKm: 'radiusKm',
  employmentType: 'employmentType',
  payBasis: 'payBasis',
  minPayNeedsBasis: 'payBasis',
  minPay: 'minPay',
  maxSessionsPerWeek: 'maxSessionsPerWeek',
  maxHoursPerWeek: 'maxHoursPerWeek',
  postedWithinDays: 'postedWithinDays',
  sort: 'sort',
  distanceNeedsLocation: 'sort',
  page: 'page',
  pageSize: 'pageSize',
};

/** The field an API message is about, if it is one of the board's. */
export function jobsFilterFieldOf(message: string): JobsFilterField | undefined {
  const key = (Object.keys(jobsFilterMessages) as JobsFilterMessage[]).find(
    (name) => jobsFilterMessages[name] === message,
  );
  return key ? jobsFilterMessageFields[key] : undefined;
}
