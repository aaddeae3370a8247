import { z } from 'zod';
import { invalidDateMessage, isIsoDate, isoDatePattern, parsesAsDate } from './iso-date';

export { invalidDateMessage, isIsoDate } from './iso-date';

/** A date in a JSON body: a `YYYY-MM-DD` string (make it `.nullable()` where it may be left out). */
export const isoDate = z
  .string()
  .regex(isoDatePattern, invalidDateMessage)
  .refine(parsesAsDate, invalidDateMessage);

/** Everything in a multipart form arrives as a string: a blank or absent field is `null`. */
export const optionalIsoDateField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isIsoDate(value), invalidDateMessage)
  .nullable()
  .default(null);
