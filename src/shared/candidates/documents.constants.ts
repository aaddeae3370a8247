/* Without zod, for pages that only show them; the schemas re-export them. */

/** Expiring within this many days: shown in the admins' expiry view and on the candidate's dashboard. */
export const documentExpiryWindowDays = 30;
