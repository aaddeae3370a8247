/** Calendar dates written `YYYY-MM-DD`, without zod (dates.ts builds the schemas on these). */

/** One message for every date field, whichever rule it breaks. */
export const invalidDateMessage = 'Please enter a valid date';

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

// Read as UTC midnight, so the time zone of the server or the browser cannot move the day.
export const parsesAsDate = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A calendar date written `YYYY-MM-DD`, as a date input gives it and as the database stores it. */
export function isIsoDate(value: string): boolean {
  return isoDatePattern.test(value) && parsesAsDate(value);
}
