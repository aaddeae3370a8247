import {
  type AnalyticsRowFigureKind,
  type AnalyticsSiteFilter,
  type AnalyticsStorageTable,
  addDays,
  analyticsMaxRangeDays,
  daysInRange,
  type FunnelStepKey,
} from '../../../../shared/analytics/dashboard.constants';
import { isIsoDate } from '../../../../shared/validation/iso-date';

// Plain British English, no colour-only meaning.

export const rangePresets = ['7', '30', '90', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];
export const rangePresetLabels: Record<RangePreset, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom dates',
};

export const siteLabels: Record<AnalyticsSiteFilter, string> = {
  all: 'Both sites',
  consultancy: 'Consultancy site',
  marketplace: 'Marketplace (ARRSPlace)',
};

export const funnelStepLabels: Record<FunnelStepKey, string> = {
  profile_views: 'Profile views by employers',
  interest: 'Interest expressed',
  approval: 'Candidate approved',
  introduction: 'Introduced',
  placement: 'Placed',
};

/** Today as the server counts days (UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

export function customRangeProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'Enter both a start date and an end date.';
  if (from > to) return 'The start date must be on or before the end date.';
  if (daysInRange(from, to) > analyticsMaxRangeDays)
    return `Choose a range of at most ${analyticsMaxRangeDays} days.`;
  return null;
}

const integer = new Intl.NumberFormat('en-GB');
export const formatCount = (value: number) => integer.format(value);

export function formatPercent(value: number | null): string {
  if (value == null) return 'No data';
  return `${(value * 100).toFixed(value >= 0.1 || value === 0 ? 0 : 1)}%`;
}

export function formatDuration(seconds: number | null): string {
  if (seconds == null) return 'No data';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) {
    const rest = whole % 60;
    return rest ? `${Math.floor(whole / 60)} min ${rest} s` : `${whole / 60} min`;
  }
  if (whole < 86_400) {
    const minutes = Math.floor((whole % 3600) / 60);
    return minutes ? `${Math.floor(whole / 3600)} h ${minutes} min` : `${Math.floor(whole / 3600)} h`;
  }
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3600);
  const dayText = days === 1 ? '1 day' : `${days} days`;
  return hours ? `${dayText} ${hours} h` : dayText;
}

/** The arrow beside it is decoration: the words say it. */
export function describeChange(
  current: number | null,
  previous: number | null,
): {
  direction: 'up' | 'down' | 'same' | 'none';
  text: string;
} {
  if (current == null || previous == null || previous === 0)
    return { direction: 'none', text: 'No earlier data to compare' };
  const change = (current - previous) / previous;
  if (Math.abs(change) < 0.005) return { direction: 'same', text: 'No change on the previous period' };
  const percent = Math.round(Math.abs(change) * 100);
  return change > 0
    ? { direction: 'up', text: `Up ${percent}% on the previous period` }
    : { direction: 'down', text: `Down ${percent}% on the previous period` };
}

/** Read as UTC, so the browser's zone cannot move the day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const storageTableLabels: Record<AnalyticsStorageTable, string> = {
  analytics_page_views: 'Page views',
  analytics_click_events: 'Clicks',
  analytics_sessions: 'Visits',
  analytics_daily: 'Daily totals',
  analytics_rolled_up_days: 'Days totalled',
  analytics_salts: 'Daily visitor-id keys',
};

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const byteUnits = ['KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${formatCount(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${byteUnits[unit]}`;
}

/** A table's rows in words: 'About 1,200' (the database's estimate), '25' (counted), 'More than 100,000'. */
export function formatRowFigure(rows: number, kind: AnalyticsRowFigureKind): string {
  if (kind === 'estimate') return `About ${formatCount(rows)}`;
  if (kind === 'more_than') return `More than ${formatCount(rows)}`;
  return formatCount(rows);
}
