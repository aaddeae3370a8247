/**
 * A signed-in member's analytics choice as their account keeps it (decision 027). Zod-free: the
 * cookie banner's store, in every page's entry, reads it.
 */
export const accountAnalyticsChoices = ['accepted', 'declined'] as const;
export type AccountAnalyticsChoice = (typeof accountAnalyticsChoices)[number];
