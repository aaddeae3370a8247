import { z } from 'zod';
import { hasValidLocation, type StrengthLabel } from '../candidates/completion';
import { employmentTypes, experienceBands } from '../candidates/profile.schemas';
import { registrationBodies } from '../candidates/uploads';
import { isArrsRoleId } from '../content/arrs-roles';
import { isoDate } from '../validation/dates';
import { singleLineText } from '../validation/text';

/** Anonymised until the candidate approves (docs/product/marketplace.md#what-an-approval-reveals). */

export const searchMessages = {
  invalidPostcode: 'Please enter a valid UK postcode or postcode district, e.g. LS6 or LS6 2AA',
  postcodeUnknown: 'We could not find that postcode district. Please check the postcode.',
  unknownRole: 'Please choose a role from the list',
  radiusRange: `Distance must be between 1 and ${200} km`,
  notFound: 'This profile is no longer available.',
  tooFast: 'You have searched or opened profiles very quickly. Please wait a moment and try again.',
} as const;

export const searchPageSize = 20;
export const maxSearchRadiusKm = 200;
export const defaultSearchRadiusKm = 25;
export const searchableTiers = ['portfolio', 'active_seeker'] as const;

const outcodePattern = /^[A-Z]{1,2}\d[A-Z\d]?$/;
export function isPostcodeOrDistrict(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return hasValidLocation(compact) || outcodePattern.test(compact);
}

/** 'a,b' or repeated keys (?x=a&x=b) → ['a', 'b'], each checked against `values`. */
const listParam = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string().max(200), z.array(z.string().max(50)).max(10)])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : raw.split(',')).map((item) => item.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(values as [T, ...T[]])).max(values.length));

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const searchQuerySchema = z.strictObject({
  role: z.preprocess(
    blankToUndefined,
    z.string().max(60).refine(isArrsRoleId, searchMessages.unknownRole).optional(),
  ),
  tier: z.preprocess(blankToUndefined, z.enum(searchableTiers).optional()),
  availableBy: z.preprocess(blankToUndefined, isoDate.optional()),
  employmentTypes: z.preprocess(blankToUndefined, listParam(employmentTypes).optional()),
  experienceBands: z.preprocess(blankToUndefined, listParam(experienceBands).optional()),
  registrationBody: z.preprocess(blankToUndefined, z.enum(registrationBodies).optional()),
  qualification: z.preprocess(
    blankToUndefined,
    singleLineText()
      .max(80)
      .transform((value) => value.trim())
      .optional(),
  ),
  postcode: z.preprocess(
    blankToUndefined,
    singleLineText()
      .max(10)
      .refine(isPostcodeOrDistrict, searchMessages.invalidPostcode)
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .optional(),
  ),
  radiusKm: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, searchMessages.radiusRange)
      .max(maxSearchRadiusKm, searchMessages.radiusRange)
      .default(defaultSearchRadiusKm),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).default(1)),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const anonymisedCandidateSchema = z.object({
  /** An opaque id for this candidate on the platform, not their account id. */
  reference: z.string(),
  arrsRole: z.string().nullable(),
  rolesOfInterest: z.array(z.string()),
  profileTier: z.enum(searchableTiers),
  experienceBand: z.enum(experienceBands).nullable(),
  skills: z.array(z.string()),
  qualifications: z.array(z.object({ title: z.string(), yearAwarded: z.number().nullable() })),
  registrationBodies: z.array(z.enum(registrationBodies)),
  /** The outward code only (e.g. 'LS6'), never the full postcode. */
  postcodeDistrict: z.string(),
  distanceKm: z.number(),
  workRadiusKm: z.number(),
  availableFrom: z.string().nullable(),
  employmentTypes: z.array(z.enum(employmentTypes)),
  completionPercentage: z.number(),
  completionLabel: z.custom<StrengthLabel>((value) => typeof value === 'string'),
  /** Present only when the candidate lets verified employers watch it before approval. */
  videoUrl: z.string().nullable(),
});
export type AnonymisedCandidate = z.infer<typeof anonymisedCandidateSchema>;

export const searchResponseSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Where distances are measured from: the searched postcode's district or the organisation's. */
  origin: z.object({ postcodeDistrict: z.string(), radiusKm: z.number() }),
  results: z.array(anonymisedCandidateSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const candidateReferenceParamsSchema = z.strictObject({ reference: z.uuid() });

export const hiddenOrganisationSchema = z.object({
  odsCode: z.string(),
  organisationName: z.string().nullable(),
});
export const hiddenOrganisationsResponseSchema = z.object({ hidden: z.array(hiddenOrganisationSchema) });
export type HiddenOrganisationsResponse = z.infer<typeof hiddenOrganisationsResponseSchema>;
export const hideOrganisationSchema = z.strictObject({
  odsCode: singleLineText()
    .max(20)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(
      (value) => /^[A-Z0-9]{3,6}$/.test(value),
      'Please enter a valid ODS code: 3 to 6 letters and numbers, e.g. Y12345 or A81001',
    ),
});
export const odsCodeParamsSchema = z.strictObject({ odsCode: z.string().regex(/^[A-Za-z0-9]{3,6}$/) });
export const organisationLookupQuerySchema = z.strictObject({
  q: singleLineText()
    .transform((value) => value.trim())
    .pipe(z.string().min(2).max(80)),
});
export const organisationLookupResponseSchema = z.object({
  organisations: z.array(z.object({ odsCode: z.string(), name: z.string(), postcodeDistrict: z.string() })),
});
