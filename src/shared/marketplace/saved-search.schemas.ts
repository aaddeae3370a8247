import { z } from 'zod';
import { employmentTypes, experienceBands } from '../candidates/profile.schemas';
import { registrationBodies } from '../candidates/uploads';
import { singleLineText } from '../validation/text';
import { maxSavedSearchesPerOrganisation, savedSearchNameMaxLength } from './matching.constants';
import { searchableTiers, searchQuerySchema } from './search.schemas';

/**
 * A saved search keeps the employer search's filters (everything but the page), stored as parsed: the
 * same schema reads them back, so a saved search and a search of the same filters find the same people.
 */
export const savedSearchFilterSchema = searchQuerySchema.omit({ page: true });
export type SavedSearchFilter = z.output<typeof savedSearchFilterSchema>;

/** Saved searches (docs/product/matching.md#saved-searches). */
export const savedSearchMessages = {
  nameRequired: 'Please give the search a name',
  nameTooLong: `The name can be up to ${savedSearchNameMaxLength} characters`,
  tooMany: `Your organisation can keep up to ${maxSavedSearchesPerOrganisation} saved searches. Delete one to save another.`,
  notFound: 'This saved search no longer exists. Please refresh and try again.',
  nothingToChange: 'Please give a new name or turn the alert on or off',
} as const;

const savedSearchName = singleLineText({ error: savedSearchMessages.nameRequired })
  .max(savedSearchNameMaxLength, savedSearchMessages.nameTooLong)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, savedSearchMessages.nameRequired);

export const createSavedSearchSchema = z.strictObject({
  name: savedSearchName,
  /** "Tell me when a new professional matches": on unless the employer says. */
  alert: z.boolean().default(true),
  filter: savedSearchFilterSchema,
});
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .strictObject({ name: savedSearchName.optional(), alert: z.boolean().optional() })
  .refine((change) => change.name !== undefined || change.alert !== undefined, {
    message: savedSearchMessages.nothingToChange,
  });
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

export const savedSearchIdParamsSchema = z.strictObject({ id: z.uuid() });

/** The filters as stored (the search schema's output), for answers and the API document. */
const storedFilterSchema = z.object({
  role: z.string().optional(),
  tier: z.enum(searchableTiers).optional(),
  availableBy: z.string().optional(),
  employmentTypes: z.array(z.enum(employmentTypes)).optional(),
  experienceBands: z.array(z.enum(experienceBands)).optional(),
  registrationBody: z.enum(registrationBodies).optional(),
  qualification: z.string().optional(),
  postcode: z.string().optional(),
  radiusKm: z.number(),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  alert: z.boolean(),
  filter: storedFilterSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesResponseSchema = z.object({
  savedSearches: z.array(savedSearchSchema),
  /** How many more the organisation may save. */
  remaining: z.number(),
});
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;
