import { z } from 'zod';
import { experienceBands } from '../candidates/profile.constants';
import { registrationBodies } from '../candidates/uploads';
import { isArrsRoleId } from '../content/arrs-roles';
import { isoDate } from '../validation/dates';
import { multiLineText, singleLineText } from '../validation/text';
import { defaultMatchRadiusKm, maxMatchRadiusKm } from './matching.constants';
import { type OpportunityStatus, opportunityStatuses } from './opportunity.constants';
import { isPostcodeOrDistrict } from './search.schemas';
import {
  employerClosedReasons,
  jobNotFoundMessage,
  vacancyActorKinds,
  vacancyClosedReasons,
  vacancyEmploymentTypes,
  vacancyEventKinds,
  vacancyLimits,
  vacancyPayBases,
  vacancyStatuses,
  workArrangements,
} from './vacancy.constants';

export * from './vacancy.constants';

/** Vacancies: job adverts of verified organisations (docs/product/jobs.md). */

export const vacancyMessages = {
  unknownRole: 'Please choose a role from the list',
  titleRequired: 'Please enter a job title',
  titleTooLong: `The job title can be up to ${vacancyLimits.titleMax} characters`,
  hoursRequired: 'Please enter the sessions per week, the hours per week, or both',
  sessionsRange: `Sessions per week must be between 0.5 and ${vacancyLimits.sessionsPerWeekMax}, in half sessions`,
  hoursRange: `Hours per week must be between 1 and ${vacancyLimits.hoursPerWeekMax}, in half hours`,
  salaryRange: `Please enter a salary between £${vacancyLimits.annualSalaryMin.toLocaleString('en-GB')} and £${vacancyLimits.annualSalaryMax.toLocaleString('en-GB')} a year, in whole pounds`,
  salaryBand: 'Please enter the top of the salary band, at least the bottom of it',
  dayRateRange: `Please enter a day rate between £${vacancyLimits.dayRateMin} and £${vacancyLimits.dayRateMax.toLocaleString('en-GB')}, in whole pounds`,
  dayRateSingle: 'A day rate is one amount: leave the top of the band empty',
  invalidPostcode: 'Please enter a valid UK postcode, e.g. LS6 2AA',
  postcodeUnknown: 'We could not find that postcode district. Please check the postcode.',
  descriptionRequired: 'Please describe the job',
  descriptionTooLong: `The description can be up to ${vacancyLimits.descriptionMax.toLocaleString('en-GB')} characters`,
  descriptionHtml:
    'The description is plain text: please remove tags such as <b> or <a>. Leave a blank line between paragraphs and start list items with "- ".',
  skillsTooMany: `Please list up to ${vacancyLimits.skillsMax} skills`,
  skillTooLong: `Each skill can be up to ${vacancyLimits.skillMax} characters`,
  closingDateRange: `The closing date must be after today and within ${vacancyLimits.closingWithinDays} days`,
  closeReasonRequired: 'Please say whether the vacancy was filled or withdrawn',
  notFound: 'This vacancy no longer exists. Please refresh and try again.',
  wrongStatus: 'This vacancy cannot move to that status now. Please refresh and try again.',
  closedNotEditable: 'A closed vacancy cannot be edited. Duplicate it to advertise again.',
  jobClosed: 'This job is no longer accepting applications.',
  matchRadiusRange: `Please enter a distance between 1 and ${maxMatchRadiusKm} km, in whole kilometres`,
  jobNotFound: jobNotFoundMessage,
  tooFast: 'You have looked at jobs very quickly. Please wait a moment and try again.',
} as const;

/** Tags are refused rather than escaped, so no one reads a description full of markup. */
const htmlTagPattern = /<\s*[a-zA-Z!/?]/;

const halfStep = (value: number) => Number.isInteger(value * 2);

/** The vacancy as an employer writes it; the service checks the dates against today. */
export const vacancyFormSchema = z
  .strictObject({
    role: z.string({ error: vacancyMessages.unknownRole }).refine(isArrsRoleId, vacancyMessages.unknownRole),
    title: singleLineText({ error: vacancyMessages.titleRequired })
      .max(vacancyLimits.titleMax, vacancyMessages.titleTooLong)
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, vacancyMessages.titleRequired),
    employmentType: z.enum(vacancyEmploymentTypes),
    sessionsPerWeek: z
      .number()
      .min(0.5, vacancyMessages.sessionsRange)
      .max(vacancyLimits.sessionsPerWeekMax, vacancyMessages.sessionsRange)
      .refine(halfStep, vacancyMessages.sessionsRange)
      .nullable()
      .default(null),
    hoursPerWeek: z
      .number()
      .min(1, vacancyMessages.hoursRange)
      .max(vacancyLimits.hoursPerWeekMax, vacancyMessages.hoursRange)
      .refine(halfStep, vacancyMessages.hoursRange)
      .nullable()
      .default(null),
    payBasis: z.enum(vacancyPayBases),
    payMinPounds: z.number().int(),
    payMaxPounds: z.number().int().nullable().default(null),
    /** Null: the organisation's own address. */
    postcode: singleLineText()
      .max(10)
      .refine(isPostcodeOrDistrict, vacancyMessages.invalidPostcode)
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .nullable()
      .default(null),
    workArrangement: z.enum(workArrangements).default('on_site'),
    startDate: isoDate,
    closingDate: isoDate,
    description: multiLineText({ error: vacancyMessages.descriptionRequired })
      .max(vacancyLimits.descriptionMax, vacancyMessages.descriptionTooLong)
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, vacancyMessages.descriptionRequired)
      .refine((value) => !htmlTagPattern.test(value), vacancyMessages.descriptionHtml),
    registrationBody: z.enum(registrationBodies).nullable().default(null),
    skills: z
      .array(
        singleLineText()
          .max(vacancyLimits.skillMax, vacancyMessages.skillTooLong)
          .transform((value) => value.trim()),
      )
      .max(vacancyLimits.skillsMax, vacancyMessages.skillsTooMany)
      .default([])
      .transform((skills) => [...new Set(skills.filter(Boolean))]),
    experienceBand: z.enum(experienceBands).nullable().default(null),
    /** How far from the place of work suggested professionals may be (docs/product/matching.md). */
    matchRadiusKm: z
      .number({ error: vacancyMessages.matchRadiusRange })
      .int(vacancyMessages.matchRadiusRange)
      .min(1, vacancyMessages.matchRadiusRange)
      .max(maxMatchRadiusKm, vacancyMessages.matchRadiusRange)
      .default(defaultMatchRadiusKm),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.sessionsPerWeek === null && form.hoursPerWeek === null)
      issue('hoursPerWeek', vacancyMessages.hoursRequired);
    if (form.payBasis === 'annual_salary') {
      const inRange = (value: number) =>
        value >= vacancyLimits.annualSalaryMin && value <= vacancyLimits.annualSalaryMax;
      if (!inRange(form.payMinPounds)) issue('payMinPounds', vacancyMessages.salaryRange);
      if (form.payMaxPounds === null || !inRange(form.payMaxPounds))
        issue('payMaxPounds', vacancyMessages.salaryRange);
      else if (form.payMaxPounds < form.payMinPounds) issue('payMaxPounds', vacancyMessages.salaryBand);
    } else {
      if (form.payMinPounds < vacancyLimits.dayRateMin || form.payMinPounds > vacancyLimits.dayRateMax)
        issue('payMinPounds', vacancyMessages.dayRateRange);
      if (form.payMaxPounds !== null) issue('payMaxPounds', vacancyMessages.dayRateSingle);
    }
  });
export type VacancyFormInput = z.input<typeof vacancyFormSchema>;
export type VacancyForm = z.output<typeof vacancyFormSchema>;

/** A new vacancy is a draft, or opened at once. */
export const createVacancySchema = z.strictObject({
  status: z.enum(['draft', 'open']).default('draft'),
  vacancy: vacancyFormSchema,
});
export type CreateVacancy = z.output<typeof createVacancySchema>;

export const vacancyMoveSchema = z
  .strictObject({
    status: z.enum(['open', 'paused', 'closed']),
    reason: z.enum(employerClosedReasons).optional(),
  })
  .refine((move) => (move.status === 'closed') === (move.reason !== undefined), {
    path: ['reason'],
    message: vacancyMessages.closeReasonRequired,
  });
export type VacancyMove = z.output<typeof vacancyMoveSchema>;

export const vacancyIdParamsSchema = z.strictObject({ id: z.uuid() });

const paySchema = z.object({
  basis: z.enum(vacancyPayBases),
  minPounds: z.number(),
  maxPounds: z.number().nullable(),
});

/** What both the employer and the public see of a vacancy. */
export const vacancyCoreSchema = z.object({
  id: z.string(),
  slug: z.string(),
  role: z.string(),
  roleName: z.string(),
  title: z.string(),
  employmentType: z.enum(vacancyEmploymentTypes),
  sessionsPerWeek: z.number().nullable(),
  hoursPerWeek: z.number().nullable(),
  pay: paySchema,
  postcodeDistrict: z.string(),
  workArrangement: z.enum(workArrangements),
  startDate: z.string(),
  closingDate: z.string(),
  description: z.string(),
  registrationBody: z.enum(registrationBodies).nullable(),
  skills: z.array(z.string()),
  experienceBand: z.enum(experienceBands).nullable(),
});

export const vacancyEventSchema = z.object({
  kind: z.enum(vacancyEventKinds),
  closedReason: z.enum(vacancyClosedReasons).nullable(),
  changedFields: z.array(z.string()),
  actorKind: z.enum(vacancyActorKinds),
  at: z.string(),
});
export type VacancyEvent = z.infer<typeof vacancyEventSchema>;

/** The ARRS maximum reimbursable amount for the role this financial year, when an admin has set one. */
export const arrsGuidanceSchema = z.object({
  financialYear: z.string(),
  maxAnnualPounds: z.number().nullable(),
  payAboveArrsMaximum: z.boolean(),
});

/** One property per opportunity status (a record of enum keys would leave them undefined in the API document). */
const applicantCountsSchema = z.object(
  Object.fromEntries(opportunityStatuses.map((status) => [status, z.number()])) as Record<
    OpportunityStatus,
    z.ZodNumber
  >,
);

export const employerVacancySchema = vacancyCoreSchema.extend({
  status: z.enum(vacancyStatuses),
  closedReason: z.enum(vacancyClosedReasons).nullable(),
  atOrganisationAddress: z.boolean(),
  matchRadiusKm: z.number(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  arrsGuidance: arrsGuidanceSchema,
  /** Linked opportunities by their status. */
  applicantCounts: applicantCountsSchema,
  timeline: z.array(vacancyEventSchema).optional(),
});
export type EmployerVacancy = z.infer<typeof employerVacancySchema>;
export const employerVacanciesResponseSchema = z.object({ vacancies: z.array(employerVacancySchema) });
