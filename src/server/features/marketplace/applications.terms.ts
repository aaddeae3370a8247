import { vacancyHoursText } from '../../../shared/marketplace/vacancy-facts';
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
    hours: vacancyHoursText(vacancy),
    startDate: vacancy.startDate,
    locumDaysPerWeek: null,
    locumLengthWeeks: null,
    locumExpectedDays: null,
  };
}
