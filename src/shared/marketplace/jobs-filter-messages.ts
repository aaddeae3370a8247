import { type JobsFilterField, jobsPageMax, jobsRadiusMaxKm } from './jobs-board.constants';
import { vacancyLimits } from './vacancy.constants';
import { groupThousands } from './vacancy-facts';

/**
 * The board's messages for refused filters, without zod: the API's query schema gives them, the app
 * reads back which field one is about (the board's form itself does not need them).
 */

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
