import { z } from 'zod';
import { matchFactors } from './match-score';
import { anonymisedCandidateSchema } from './search.schemas';

/** Suggested professionals for a vacancy (docs/product/matching.md#suggested-professionals). */

/** How many suggestions a vacancy shows, and how many of the nearest professionals are scored for them. */
export const maxSuggestions = 20;
export const suggestionPoolSize = 200;

export const suggestionMessages = {
  closed: 'This vacancy is closed, so it has no suggested professionals. Duplicate it to advertise again.',
} as const;

export const matchReasonSchema = z.object({
  factor: z.enum(matchFactors),
  text: z.string(),
  met: z.boolean(),
});
export const matchSchema = z.object({
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  priority: z.boolean(),
});

/** An anonymised profile (as search shows it) with how well it matches the vacancy and why. */
export const suggestedProfessionalSchema = anonymisedCandidateSchema.extend({ match: matchSchema });
export type SuggestedProfessional = z.infer<typeof suggestedProfessionalSchema>;

export const vacancySuggestionsResponseSchema = z.object({
  /** The vacancy's "look for professionals within" distance the suggestions used. */
  matchRadiusKm: z.number(),
  suggestions: z.array(suggestedProfessionalSchema),
});
export type VacancySuggestionsResponse = z.infer<typeof vacancySuggestionsResponseSchema>;
