/**
 * Matching's fixed choices and limits, without zod (docs/product/matching.md): the database schema and
 * the pages that only show a match load this.
 */

/** How often a job seeker hears of new matching vacancies by e-mail; the bell hears at once. */
export const matchDigestFrequencies = ['daily', 'weekly', 'off'] as const;
export type MatchDigestFrequency = (typeof matchDigestFrequencies)[number];
export const matchDigestLabels: Record<MatchDigestFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
};

/** How far from the place of work a vacancy looks for professionals unless the organisation says. */
export const defaultMatchRadiusKm = 25;
export const maxMatchRadiusKm = 200;

/** For its first 48 hours an open vacancy takes applications only from the most complete job seekers. */
export const earlyAccessHours = 48;

/** A saved search's name and how many an organisation may keep. */
export const savedSearchNameMaxLength = 80;
export const maxSavedSearchesPerOrganisation = 20;

/** What an alert is about: a vacancy for a job seeker, a professional for a saved search. */
export const matchAlertKinds = ['vacancy_match', 'saved_search_match'] as const;
export type MatchAlertKind = (typeof matchAlertKinds)[number];

/** Who a digest goes to, and how often. */
export const digestAudiences = ['candidate', 'employer'] as const;
export type DigestAudience = (typeof digestAudiences)[number];
export const digestCadences = ['daily', 'weekly'] as const;
export type DigestCadence = (typeof digestCadences)[number];
