/**
 * Years of experience, as a profile and a vacancy give them: apart from the other profile constants, so
 * the public jobs pages that show a band load these lines only.
 */
export const experienceBands = ['under_1', '1_2', '3_5', '6_10', 'over_10'] as const;
export type ExperienceBand = (typeof experienceBands)[number];
export const experienceBandLabels: Record<ExperienceBand, string> = {
  under_1: 'Less than 1 year',
  '1_2': '1–2 years',
  '3_5': '3–5 years',
  '6_10': '6–10 years',
  over_10: 'More than 10 years',
};
