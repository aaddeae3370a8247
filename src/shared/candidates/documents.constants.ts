/*
 * Compliance-document figures without zod, for pages that only show them (the candidate's dashboard);
 * the schemas re-export them.
 */

/** Documents expiring within this many days show in the admins' expiry view and on the candidate's dashboard. */
export const documentExpiryWindowDays = 30;
