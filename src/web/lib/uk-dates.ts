/*
 * Every date and time the app shows, in one place. Dates on a UK platform read the same for everyone,
 * whatever the browser's time zone: an instant is shown in UK time, and a calendar date
 * ('2027-01-04': a start date, an expiry, an analytics day) as that day. The long date ('4 January
 * 2027') is `ukLongDate` in src/shared/validation/uk-day.ts, which the server's e-mails use too (and
 * which the candidate's dashboard loads anyway); today's UK date and day arithmetic are there too.
 */

const ukTimeZone = 'Europe/London';

const styles = {
  day: { dateStyle: 'medium' },
  dayMonth: { day: 'numeric', month: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof styles;

/** Made on first use: creating an Intl formatter is slow, and a page may format hundreds of dates. */
const formatters = new Map<Style, Intl.DateTimeFormat>();

function formatterFor(style: Style): Intl.DateTimeFormat {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...styles[style], timeZone: ukTimeZone });
    formatters.set(style, formatter);
  }
  return formatter;
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date at noon UTC, which is that same day in London in winter and summer; else the instant. */
function dateOf(value: string): Date | undefined {
  const date = new Date(calendarDate.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An unreadable date is shown as it came. */
function format(style: Style, value: string): string {
  const date = dateOf(value);
  return date ? formatterFor(style).format(date) : value;
}

/** '4 Jan 2027': a calendar date, or an instant's UK date. */
export const formatDay = (value: string): string => format('day', value);

/** '4 Jan': a chart's axis, where the year is plain. */
export const formatDayMonth = (value: string): string => format('dayMonth', value);

/** '4 Jan 2027, 09:30' in UK time. */
export const formatDateTime = (value: string): string => format('dateTime', value);
