import { z } from 'zod';

/** One message for every date field, whichever rule it breaks. */
export const invalidDateMessage = 'Please enter a valid date';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

// Read as UTC midnight, so the time zone of the server or the browser cannot move the day.
const parsesAsDate = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A calendar date written `YYYY-MM-DD`, as a date input gives it and as the database stores it. */
export function isIsoDate(value: string): boolean {
  return isoDatePattern.test(value) && parsesAsDate(value);
}

/** A date in a JSON body: a `YYYY-MM-DD` string (make it `.nullable()` where it may be left out). */
export const isoDate = z
  .string()
  .regex(isoDatePattern, invalidDateMessage)
  .refine(parsesAsDate, invalidDateMessage);

/**
 * A date in a multipart form field, where everything arrives as a string: trimmed, a blank or absent
 * field is `null`, anything else must be a `YYYY-MM-DD` date.
 */
export const optionalIsoDateField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isIsoDate(value), invalidDateMessage)
  .nullable()
  .default(null);
