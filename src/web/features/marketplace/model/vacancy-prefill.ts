import type { SentEmploymentType } from '../../../../shared/marketplace/opportunity.constants';
import type { Organisation } from '../../../../shared/marketplace/organisation.schemas';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { vacancyStatusLabels, workArrangementLabels } from '../../../../shared/marketplace/vacancy.constants';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { penceToPoundsInput } from '../../../lib/pounds-input';
import { formatDay } from '../../../lib/uk-dates';
import { defaultOpportunityValues, type OpportunityFormValues } from './opportunity-form-values';
import { vacancyHoursText } from './vacancy-display';

/*
 * An opportunity sent from search may be about one of the organisation's vacancies; choosing it fills
 * the opportunity's terms from the vacancy, which the employer may still change
 * (docs/product/jobs.md#linking-an-opportunity-to-a-vacancy).
 */

/** The vacancies an opportunity may be linked to: the server's rule, open or paused. */
export function linkableVacancies(vacancies: readonly EmployerVacancy[]): EmployerVacancy[] {
  return vacancies.filter((vacancy) => vacancy.status === 'open' || vacancy.status === 'paused');
}

/** 'Clinical Pharmacist (PCN) – open, closes 10 Jan 2027'. */
export function vacancyOptionLabel(
  vacancy: Pick<EmployerVacancy, 'title' | 'status' | 'closingDate'>,
): string {
  return `${vacancy.title} – ${vacancyStatusLabels[vacancy.status].toLowerCase()}, closes ${formatDay(vacancy.closingDate)}`;
}

/**
 * An opportunity is permanent or locum, and a day rate is a locum's: a vacancy on a day rate is
 * offered as a locum, a locum vacancy stays one, and a permanent or fixed-term salaried post is offered
 * as permanent (its fee is then on the annual salary).
 */
export function opportunityEmploymentTypeOf(
  vacancy: Pick<EmployerVacancy, 'employmentType' | 'pay'>,
): SentEmploymentType {
  if (vacancy.pay.basis === 'day_rate' || vacancy.employmentType === 'locum') return 'locum';
  return 'permanent';
}

type PrefilledField =
  | 'role'
  | 'location'
  | 'employmentType'
  | 'payBasis'
  | 'payAmount'
  | 'hours'
  | 'startDate';

/**
 * The terms a vacancy gives an opportunity: its role, where the work is (the organisation's address,
 * or the vacancy's postcode district, with hybrid or remote work said), the employment type by the
 * rule above, the pay (a salary band's bottom, which the employer may raise), the sessions or hours and
 * the start date.
 */
export function prefillFromVacancy(
  vacancy: EmployerVacancy,
  organisation: Pick<Organisation, 'addressLine' | 'postcode'> | undefined,
): Pick<OpportunityFormValues, PrefilledField> {
  const place =
    vacancy.atOrganisationAddress && organisation
      ? `${organisation.addressLine}, ${organisation.postcode}`
      : vacancy.postcodeDistrict;
  const arrangement =
    vacancy.workArrangement === 'on_site'
      ? ''
      : ` (${workArrangementLabels[vacancy.workArrangement].toLowerCase()})`;
  return {
    role: vacancy.role,
    location: `${place}${arrangement}`.slice(0, 160),
    employmentType: opportunityEmploymentTypeOf(vacancy),
    payBasis: vacancy.pay.basis,
    payAmount: penceToPoundsInput(vacancy.pay.minPounds * 100),
    hours: vacancyHoursText(vacancy),
    startDate: vacancy.startDate,
  };
}

/** What the form says once it has filled itself in from a vacancy. */
export function prefillNote(vacancy: Pick<EmployerVacancy, 'title' | 'employmentType' | 'pay'>): string {
  const filled = `Filled in from “${vacancy.title}”: check the terms before you send; you can change any of them.`;
  const band =
    vacancy.pay.basis === 'annual_salary' &&
    vacancy.pay.maxPounds !== null &&
    vacancy.pay.maxPounds > vacancy.pay.minPounds
      ? ` The amount is the bottom of its salary band, up to £${vacancy.pay.maxPounds.toLocaleString('en-GB')}.`
      : '';
  const type =
    vacancy.employmentType === 'fixed_term'
      ? ` The vacancy is fixed term; an opportunity is permanent or locum, so it is offered as ${opportunityEmploymentTypeOf(vacancy)}: say how long the contract is in your message.`
      : '';
  return `${filled}${band}${type}`;
}

/**
 * An opportunity sent from a vacancy's suggested professionals: its terms from the vacancy, and linked
 * to it when it may be (open or paused; a draft's terms are used, unlinked).
 */
export function prefilledOpportunityValues(
  candidate: Pick<AnonymisedCandidate, 'arrsRole'>,
  organisation: Pick<Organisation, 'addressLine' | 'postcode'> | undefined,
  vacancy: EmployerVacancy,
): OpportunityFormValues {
  return {
    ...defaultOpportunityValues(candidate, organisation),
    ...prefillFromVacancy(vacancy, organisation),
    vacancyId: linkableVacancies([vacancy]).length > 0 ? vacancy.id : '',
  };
}
