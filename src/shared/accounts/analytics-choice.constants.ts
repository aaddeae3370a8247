/** Zod-free: the cookie banner's store, in every page's entry, reads it (decision 027). */
export const accountAnalyticsChoices = ['accepted', 'declined'] as const;
export type AccountAnalyticsChoice = (typeof accountAnalyticsChoices)[number];
