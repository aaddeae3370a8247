/*
 * The analytics dashboards' choices, limits, messages and day arithmetic, without zod: the admin
 * pages that only show or compute them load this, not the schemas (dashboard.schemas.ts re-exports it).
 * Days are UTC calendar days.
 */

import { addDays } from '../validation/uk-day';

export const analyticsSiteFilters = ['all', 'consultancy', 'marketplace'] as const;
export type AnalyticsSiteFilter = (typeof analyticsSiteFilters)[number];

export const analyticsDimensions = [
  'page',
  'entry_page',
  'referrer',
  'country',
  'region',
  'device',
  'browser',
  'os',
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/** The longest range a dashboard query may ask for (the retention period is 13 months). */
export const analyticsMaxRangeDays = 400;
export const analyticsTopListLength = 10;
/** A visitor with a page view or visit activity this recently counts as active now. */
export const analyticsRealtimeWindowMinutes = 5;

export const analyticsMessages = {
  range: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a range of at most ${analyticsMaxRangeDays} days.`,
  site: 'site must be all, consultancy or marketplace',
  dimension: `dimension must be one of ${analyticsDimensions.join(', ')}`,
  compare: 'compare must be previous or none',
};

const dayMs = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

export { addDays };

/** The same number of days just before [from, to]. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysInRange(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The audit-trail event of an employer opening a candidate's anonymised CV: the funnel's first step. */
export const profileViewEventType = 'candidate_profile_viewed';

export const funnelStepKeys = ['profile_views', 'interest', 'approval', 'introduction', 'placement'] as const;
export type FunnelStepKey = (typeof funnelStepKeys)[number];
