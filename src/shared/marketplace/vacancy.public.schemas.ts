import { z } from 'zod';
import { isArrsRoleId } from '../content/arrs-roles';
import { singleLineText } from '../validation/text';
import { defaultSearchRadiusKm, isPostcodeOrDistrict, maxSearchRadiusKm } from './search.schemas';
import { vacancyEmploymentTypes, vacancyLimits, vacancyPayBases } from './vacancy.constants';
import { vacancyCoreSchema, vacancyMessages } from './vacancy.schemas';

/**
 * The public jobs board (docs/product/jobs.md#what-is-public): open vacancies of verified organisations,
 * with the organisation's name and the postcode district only.
 */

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(blankToUndefined, z.coerce.number().pipe(schema).optional());

export const jobSorts = ['newest', 'distance'] as const;

export const jobsQuerySchema = z
  .strictObject({
    role: z.preprocess(
      blankToUndefined,
      z.string().max(60).refine(isArrsRoleId, vacancyMessages.unknownRole).optional(),
    ),
    /** A postcode or a postcode district: distances are from the district's centroid. */
    postcode: z.preprocess(
      blankToUndefined,
      singleLineText()
        .max(10)
        .refine(isPostcodeOrDistrict, vacancyMessages.invalidPostcode)
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .optional(),
    ),
    radiusKm: optionalNumber(z.number().int().min(1).max(maxSearchRadiusKm)),
    employmentType: z.preprocess(blankToUndefined, z.enum(vacancyEmploymentTypes).optional()),
    payBasis: z.preprocess(blankToUndefined, z.enum(vacancyPayBases).optional()),
    /** Whole pounds; a salary band matches when its top reaches it. */
    minPay: optionalNumber(z.number().int().min(0).max(vacancyLimits.annualSalaryMax)),
    maxSessionsPerWeek: optionalNumber(z.number().min(0.5).max(vacancyLimits.sessionsPerWeekMax)),
    maxHoursPerWeek: optionalNumber(z.number().min(1).max(vacancyLimits.hoursPerWeekMax)),
    postedWithinDays: optionalNumber(z.number().int().min(1).max(vacancyLimits.postedWithinDaysMax)),
    sort: z.preprocess(blankToUndefined, z.enum(jobSorts).default('newest')),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(vacancyLimits.publicPageSizeMax)
        .default(vacancyLimits.publicPageSizeDefault),
    ),
  })
  .superRefine((query, context) => {
    if (query.sort === 'distance' && !query.postcode)
      context.addIssue({ code: 'custom', path: ['sort'], message: vacancyMessages.distanceNeedsLocation });
    if (query.minPay !== undefined && !query.payBasis)
      context.addIssue({ code: 'custom', path: ['payBasis'], message: vacancyMessages.minPayNeedsBasis });
  });
export type JobsQueryInput = z.input<typeof jobsQuerySchema>;
export type JobsQuery = z.output<typeof jobsQuerySchema>;
export const defaultJobsRadiusKm = defaultSearchRadiusKm;

export const publicJobSchema = vacancyCoreSchema.extend({
  organisationName: z.string(),
  publishedAt: z.string(),
  /** From the searched district's centroid, when a postcode was given. */
  distanceKm: z.number().nullable(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

export const jobsResponseSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  jobs: z.array(publicJobSchema),
});
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
