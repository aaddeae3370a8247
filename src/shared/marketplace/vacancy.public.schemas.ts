import { z } from 'zod';
import { isArrsRoleId } from '../content/arrs-roles';
import { singleLineText } from '../validation/text';
import { jobSorts, jobsPageMax, jobsRadiusDefaultKm, jobsRadiusMaxKm } from './jobs-board.constants';
import { jobsFilterMessages } from './jobs-filter-messages';
import { isPostcodeOrDistrict } from './search.schemas';
import { vacancyEmploymentTypes, vacancyLimits, vacancyPayBases } from './vacancy.constants';
import { vacancyCoreSchema } from './vacancy.schemas';

/**
 * The public jobs board (docs/product/jobs.md#what-is-public): open vacancies of verified organisations,
 * with the organisation's name and the postcode district only.
 */

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** One message per field, whatever rule the value breaks (a word where a number goes, out of range). */
const optionalNumber = (schema: z.ZodNumber, message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).pipe(schema).optional());
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
const messages = jobsFilterMessages;

export { jobSorts };

export const jobsQuerySchema = z
  .strictObject({
    role: z.preprocess(
      blankToUndefined,
      z
        .string({ error: messages.role })
        .max(60, messages.role)
        .refine(isArrsRoleId, messages.role)
        .optional(),
    ),
    /** A postcode or a postcode district: distances are from the district's centroid. */
    postcode: z.preprocess(
      blankToUndefined,
      singleLineText({ error: messages.postcode })
        .max(10, messages.postcode)
        .refine(isPostcodeOrDistrict, messages.postcode)
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .optional(),
    ),
    radiusKm: optionalNumber(
      z.number().int(messages.radiusKm).min(1, messages.radiusKm).max(jobsRadiusMaxKm, messages.radiusKm),
      messages.radiusKm,
    ),
    employmentType: optionalChoice(vacancyEmploymentTypes, messages.employmentType),
    payBasis: optionalChoice(vacancyPayBases, messages.payBasis),
    /** Whole pounds; a salary band matches when its top reaches it. */
    minPay: optionalNumber(
      z
        .number()
        .int(messages.minPay)
        .min(0, messages.minPay)
        .max(vacancyLimits.annualSalaryMax, messages.minPay),
      messages.minPay,
    ),
    maxSessionsPerWeek: optionalNumber(
      z
        .number()
        .min(0.5, messages.maxSessionsPerWeek)
        .max(vacancyLimits.sessionsPerWeekMax, messages.maxSessionsPerWeek),
      messages.maxSessionsPerWeek,
    ),
    maxHoursPerWeek: optionalNumber(
      z
        .number()
        .min(1, messages.maxHoursPerWeek)
        .max(vacancyLimits.hoursPerWeekMax, messages.maxHoursPerWeek),
      messages.maxHoursPerWeek,
    ),
    postedWithinDays: optionalNumber(
      z
        .number()
        .int(messages.postedWithinDays)
        .min(1, messages.postedWithinDays)
        .max(vacancyLimits.postedWithinDaysMax, messages.postedWithinDays),
      messages.postedWithinDays,
    ),
    sort: z.preprocess(blankToUndefined, z.enum(jobSorts, { error: messages.sort }).default('newest')),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: messages.page })
        .int(messages.page)
        .min(1, messages.page)
        .max(jobsPageMax, messages.page)
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: messages.pageSize })
        .int(messages.pageSize)
        .min(1, messages.pageSize)
        .max(vacancyLimits.publicPageSizeMax, messages.pageSize)
        .default(vacancyLimits.publicPageSizeDefault),
    ),
  })
  .superRefine((query, context) => {
    if (query.sort === 'distance' && !query.postcode)
      context.addIssue({ code: 'custom', path: ['sort'], message: messages.distanceNeedsLocation });
    if (query.minPay !== undefined && !query.payBasis)
      context.addIssue({ code: 'custom', path: ['payBasis'], message: messages.minPayNeedsBasis });
  });
export type JobsQueryInput = z.input<typeof jobsQuerySchema>;
export type JobsQuery = z.output<typeof jobsQuerySchema>;
export const defaultJobsRadiusKm = jobsRadiusDefaultKm;

export const publicJobSchema = vacancyCoreSchema.extend({
  organisationName: z.string(),
  publishedAt: z.string(),
  /** From the searched district's centroid, when a postcode was given. */
  distanceKm: z.number().nullable(),
  /**
   * "Opens to everyone on 4 January 2027" while the vacancy's early access lasts, else null: written
   * by the server, so the public pages show it without code of their own.
   */
  earlyAccessNote: z.string().nullable(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

export const jobsResponseSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  jobs: z.array(publicJobSchema),
});
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
