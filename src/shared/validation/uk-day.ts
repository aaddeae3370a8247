/** Minutes Europe/London is ahead of UTC at `at` (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - at.getTime()) / 60_000);
}

/** The instant a UK calendar day (YYYY-MM-DD) starts. The clocks change at 01:00 UTC, never at midnight. */
export function ukDayStart(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - londonOffsetMinutes(utcMidnight) * 60_000);
}

/** The instant the UK calendar day after `date` starts: the exclusive end of a range ending on `date`. */
export function ukDayEnd(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return ukDayStart(day.toISOString().slice(0, 10));
}

export function ukDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const ukLongDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/**
 * The UK calendar day of `at` as people write it: "9 December 2026", in e-mails and on pages alike.
 * A calendar date ('2026-12-09') is that day; any other text is an instant, and one that is not a
 * date is shown as it came.
 */
export function ukLongDate(at: Date | string): string {
  if (typeof at !== 'string') return ukLongDateFormat.format(at);
  // Noon UTC is the same calendar day in London in winter and in summer.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at);
  return Number.isNaN(date.getTime()) ? at : ukLongDateFormat.format(date);
}
