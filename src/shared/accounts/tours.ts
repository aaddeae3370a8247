import { z } from 'zod';

/* Shared with the browser, so a tour name the server would refuse is never sent. */

/** Tour names are `{role}_{tour}` in snake case, e.g. `candidate_community_tour`. */
export const tourNamePattern = /^[a-z_]{1,64}$/;

export const tourNameSchema = z.string().regex(tourNamePattern, 'Invalid tour name');

export const tourParamsSchema = z.object({ tourName: tourNameSchema });

export const tourCompletionSchema = z.strictObject({ completed: z.boolean() });
export type TourCompletion = z.infer<typeof tourCompletionSchema>;

export const completedToursSchema = z.record(z.string(), z.literal(true));
export type CompletedTours = z.infer<typeof completedToursSchema>;

export const tourCompletionResponseSchema = z.object({ onboardingToursCompleted: completedToursSchema });
export type TourCompletionResponse = z.infer<typeof tourCompletionResponseSchema>;

/** Only names stored as true count as completed (older rows may hold false). */
export function completedToursOf(
  stored: Readonly<Record<string, unknown>> | null | undefined,
): CompletedTours {
  const completed: CompletedTours = {};
  for (const [name, value] of Object.entries(stored ?? {})) {
    if (value === true && tourNamePattern.test(name)) completed[name] = true;
  }
  return completed;
}
