import { z } from 'zod';
import { defaultMatchRadiusKm } from '../../../../shared/marketplace/matching.constants';
import type { Organisation } from '../../../../shared/marketplace/organisation.schemas';
import {
  type EmployerVacancy,
  type VacancyFormInput,
  type vacancyEmploymentTypes,
  vacancyFormSchema,
  vacancyLimits,
  vacancyMessages,
  type vacancyPayBases,
  type workArrangements,
} from '../../../../shared/marketplace/vacancy.schemas';
import { invalidDateMessage } from '../../../../shared/validation/dates';
import { isApiError } from '../../../lib/api-client';
import { poundsToPence } from '../../../lib/pounds-input';

/** Where the work is: the organisation's own address unless the employer gives another postcode. */
export const placesOfWork = ['organisation', 'other'] as const;

/** What the form holds: numbers and lists as typed text, each then held to the API's own rules. */
export interface VacancyFormValues {
  role: string;
  title: string;
  employmentType: (typeof vacancyEmploymentTypes)[number];
  sessionsPerWeek: string;
  hoursPerWeek: string;
  payBasis: (typeof vacancyPayBases)[number];
  payMinPounds: string;
  payMaxPounds: string;
  placeOfWork: (typeof placesOfWork)[number];
  postcode: string;
  workArrangement: (typeof workArrangements)[number];
  startDate: string;
  closingDate: string;
  description: string;
  registrationBody: string;
  skills: string;
  experienceBand: string;
  matchRadiusKm: string;
}

/** Blank is "none"; text that is not a number is out of the range, so the API's range message shows. */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : -1;
}

/** Whole pounds, typed with or without '£' and commas; pence or text fall outside the range. */
function wholePounds(text: string): number | null {
  if (text.trim() === '') return null;
  const pence = poundsToPence(text);
  return pence === undefined || pence % 100 !== 0 ? -1 : pence / 100;
}

/** Skills separated by commas or lines; empties dropped (the schema drops repeats). */
export function skillsOf(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
}

export function vacancyInputOf(values: VacancyFormValues): VacancyFormInput {
  return {
    role: values.role,
    title: values.title,
    employmentType: values.employmentType,
    sessionsPerWeek: numberOrNull(values.sessionsPerWeek),
    hoursPerWeek: numberOrNull(values.hoursPerWeek),
    payBasis: values.payBasis,
    payMinPounds: wholePounds(values.payMinPounds) ?? -1,
    // A day rate is one amount: a band's top typed before switching is not sent.
    payMaxPounds: values.payBasis === 'day_rate' ? null : wholePounds(values.payMaxPounds),
    postcode: values.placeOfWork === 'other' ? values.postcode : null,
    workArrangement: values.workArrangement,
    startDate: values.startDate,
    closingDate: values.closingDate,
    description: values.description,
    registrationBody: (values.registrationBody || null) as VacancyFormInput['registrationBody'],
    skills: skillsOf(values.skills),
    experienceBand: (values.experienceBand || null) as VacancyFormInput['experienceBand'],
    // Blank is the default distance, as for a vacancy saved before the field existed.
    matchRadiusKm: numberOrNull(values.matchRadiusKm) ?? defaultMatchRadiusKm,
  };
}

/** The form's text read into the request, then the API's own schema: its messages sit under the fields. */
export const vacancyFormValuesSchema = z
  .custom<VacancyFormValues>()
  .superRefine((values, context) => {
    // The API names the one skill (skills.3); the form has one field for them all.
    if (skillsOf(values.skills).some((skill) => skill.length > vacancyLimits.skillMax))
      context.addIssue({ code: 'custom', path: ['skills'], message: vacancyMessages.skillTooLong });
  })
  .transform(vacancyInputOf)
  .pipe(vacancyFormSchema);

export const emptyVacancyForm: VacancyFormValues = {
  role: '',
  title: '',
  employmentType: 'permanent',
  sessionsPerWeek: '',
  hoursPerWeek: '',
  payBasis: 'annual_salary',
  payMinPounds: '',
  payMaxPounds: '',
  placeOfWork: 'organisation',
  postcode: '',
  workArrangement: 'on_site',
  startDate: '',
  closingDate: '',
  description: '',
  registrationBody: '',
  skills: '',
  experienceBand: '',
  matchRadiusKm: String(defaultMatchRadiusKm),
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function vacancyFormValuesOf(vacancy: EmployerVacancy): VacancyFormValues {
  return {
    role: vacancy.role,
    title: vacancy.title,
    employmentType: vacancy.employmentType,
    sessionsPerWeek: text(vacancy.sessionsPerWeek),
    hoursPerWeek: text(vacancy.hoursPerWeek),
    payBasis: vacancy.pay.basis,
    payMinPounds: text(vacancy.pay.minPounds),
    payMaxPounds: text(vacancy.pay.maxPounds),
    placeOfWork: vacancy.atOrganisationAddress ? 'organisation' : 'other',
    postcode: vacancy.atOrganisationAddress ? '' : vacancy.postcodeDistrict,
    workArrangement: vacancy.workArrangement,
    startDate: vacancy.startDate,
    closingDate: vacancy.closingDate,
    description: vacancy.description,
    registrationBody: vacancy.registrationBody ?? '',
    skills: vacancy.skills.join(', '),
    experienceBand: vacancy.experienceBand ?? '',
    matchRadiusKm: String(vacancy.matchRadiusKm),
  };
}

/** The organisation's postcode district, to say where the vacancy is by default. */
export function organisationPlaceText(organisation: Pick<Organisation, 'postcode'> | undefined): string {
  return organisation
    ? `Your organisation's address (${organisation.postcode})`
    : "Your organisation's address";
}

type FormField = keyof VacancyFormValues;

/** The server's answers about one field: by code for its own checks, by message for the schema's. */
const fieldOfErrorCode: Readonly<Record<string, FormField>> = {
  POSTCODE_UNKNOWN: 'postcode',
  CLOSING_DATE_INVALID: 'closingDate',
};
const fieldOfMessage: ReadonlyMap<string, FormField> = new Map<string, FormField>([
  [vacancyMessages.unknownRole, 'role'],
  [vacancyMessages.titleRequired, 'title'],
  [vacancyMessages.titleTooLong, 'title'],
  [vacancyMessages.hoursRequired, 'hoursPerWeek'],
  [vacancyMessages.sessionsRange, 'sessionsPerWeek'],
  [vacancyMessages.hoursRange, 'hoursPerWeek'],
  [vacancyMessages.salaryRange, 'payMinPounds'],
  [vacancyMessages.salaryBand, 'payMaxPounds'],
  [vacancyMessages.dayRateRange, 'payMinPounds'],
  [vacancyMessages.dayRateSingle, 'payMaxPounds'],
  [vacancyMessages.invalidPostcode, 'postcode'],
  [vacancyMessages.descriptionRequired, 'description'],
  [vacancyMessages.descriptionTooLong, 'description'],
  [vacancyMessages.descriptionHtml, 'description'],
  [vacancyMessages.skillsTooMany, 'skills'],
  [vacancyMessages.skillTooLong, 'skills'],
  [vacancyMessages.matchRadiusRange, 'matchRadiusKm'],
  [invalidDateMessage, 'startDate'],
]);

export function placeOfVacancySaveError(error: unknown): { field: FormField; message: string } | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const field = fieldOfErrorCode[error.code] ?? fieldOfMessage.get(error.message);
  return field ? { field, message: error.message } : undefined;
}

export const skillsHint = `Separate skills with commas or new lines, up to ${vacancyLimits.skillsMax}`;
