/**
 * Matched vacancies (docs/product/matching.md#matched-vacancies): the limit and the messages, without
 * zod, for the page that only shows them.
 */

/** The most matches a job seeker is shown at once, best first. */
export const candidateMatchesLimit = 50;

export const candidateMatchMessages = {
  jobSeekersOnly:
    'Matched vacancies come with the Active Job Seeker tier. Portfolio and community members can browse the jobs board; change your tier to see the vacancies that match you.',
  notMatchable:
    'Add your ARRS role or roles of interest, your home postcode and your work radius to your profile to see the vacancies that match you.',
} as const;
