import type { OpportunityRow } from './opportunities.repository';
import type { VacancyRow } from './vacancies.repository';

type Terms = Pick<
  OpportunityRow,
  | 'role'
  | 'location'
  | 'employmentType'
  | 'payBasis'
  | 'payAmountPence'
  | 'hours'
  | 'startDate'
  | 'locumDaysPerWeek'
  | 'locumLengthWeeks'
  | 'locumExpectedDays'
>;

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? one : many}`;

/** '8 sessions a week', '37.5 hours a week', '8 sessions (30 hours) a week'. */
export function vacancyHours(vacancy: Pick<VacancyRow, 'sessionsPerWeek' | 'hoursPerWeek'>): string {
  const sessions =
    vacancy.sessionsPerWeek === null ? null : count(vacancy.sessionsPerWeek, 'session', 'sessions');
  const hours = vacancy.hoursPerWeek === null ? null : count(vacancy.hoursPerWeek, 'hour', 'hours');
  return `${sessions && hours ? `${sessions} (${hours})` : (sessions ?? hours ?? '')} a week`;
}

/**
 * An application's terms are the vacancy's (docs/product/jobs.md#fees-on-applications): the place of
 * work by its district, and a salary band's top, the most the fee can be until the team records the
 * placement. A day rate's days are not known yet: the team confirms them at placement.
 */
export function termsOfVacancy(vacancy: VacancyRow): Terms {
  const pounds =
    vacancy.payBasis === 'annual_salary'
      ? (vacancy.payMaxPounds ?? vacancy.payMinPounds)
      : vacancy.payMinPounds;
  return {
    role: vacancy.role,
    location: vacancy.postcodeDistrict,
    employmentType: vacancy.employmentType,
    payBasis: vacancy.payBasis,
    payAmountPence: pounds * 100,
    hours: vacancyHours(vacancy),
    startDate: vacancy.startDate,
    locumDaysPerWeek: null,
    locumLengthWeeks: null,
    locumExpectedDays: null,
  };
}
