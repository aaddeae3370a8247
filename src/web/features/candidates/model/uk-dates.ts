import { ukLongDate } from '../../../../shared/validation/uk-day';

/* The server's calendar dates (answer-by, expiry) are UK dates: they read the same in any time zone. */

export const ukTimeZone = 'Europe/London';

/** A calendar date ('2026-04-01' → '1 April 2026'); a time stamp gives its UK date. */
export function dateText(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : ukLongDate(date);
}
