import { z } from 'zod';
import { earlyAccessSchema } from './application.schemas';
import { matchFactors } from './match-score';
import { vacancyEmploymentTypes, vacancyPayBases, workArrangements } from './vacancy.constants';

export * from './candidate-matches.constants';

/** Matched vacancies: GET /api/candidate/matches (docs/api/jobs.md#matched-vacancies). */

export const matchReasonSchema = z.object({
  factor: z.enum(matchFactors),
  text: z.string(),
  /** Whether the factor counts for the match: shown as a tick or a cross beside the text. */
  met: z.boolean(),
});

/** What the public board shows of the job, and what the match says about it for this job seeker. */
export const matchedVacancySchema = z.object({
  vacancyId: z.string(),
  title: z.string(),
  roleName: z.string(),
  organisationName: z.string(),
  postcodeDistrict: z.string(),
  workArrangement: z.enum(workArrangements),
  employmentType: z.enum(vacancyEmploymentTypes),
  pay: z.object({
    basis: z.enum(vacancyPayBases),
    minPounds: z.number(),
    maxPounds: z.number().nullable(),
  }),
  sessionsPerWeek: z.number().nullable(),
  hoursPerWeek: z.number().nullable(),
  startDate: z.string(),
  closingDate: z.string(),
  /** The job's public page. */
  jobPath: z.string(),
  /** From the job seeker's home district to the place of work, to one decimal. */
  distanceKm: z.number(),
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  /** Their application for it, when they have applied. */
  application: z.object({ id: z.string(), path: z.string() }).nullable(),
  earlyAccess: earlyAccessSchema,
});
export type MatchedVacancy = z.infer<typeof matchedVacancySchema>;

export const candidateMatchesResponseSchema = z.object({
  /** False while the profile lacks what matching needs (a role, the home postcode, the work radius). */
  matchable: z.boolean(),
  /** Best first, at most `candidateMatchesLimit`. */
  matches: z.array(matchedVacancySchema),
});
export type CandidateMatchesResponse = z.infer<typeof candidateMatchesResponseSchema>;
