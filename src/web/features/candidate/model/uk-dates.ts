/*
 * Dates on a UK platform read the same for everyone, whatever the browser's time zone: the server's
 * calendar dates (answer-by, expiry) are UK dates too.
 */

export const ukTimeZone = 'Europe/London';
const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: ukTimeZone });
const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ukTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A calendar date ('2026-04-01' → '1 April 2026'); a time stamp gives its UK date. */
export function dateText(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** Today's UK date as 'YYYY-MM-DD'. */
export function ukToday(now = new Date()): string {
  const part = (type: string) => dayParts.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The UK date `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
