/* Without zod: pages that only show or compute these load this, not the schemas. Days are UTC. */

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
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

export { addDays };

export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysInRange(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The audit-trail event of an employer opening a candidate's anonymised CV: the funnel's first step. */
export const profileViewEventType = 'candidate_profile_viewed';

export const funnelStepKeys = ['profile_views', 'interest', 'approval', 'introduction', 'placement'] as const;
export type FunnelStepKey = (typeof funnelStepKeys)[number];

export const analyticsStorageTables = [
  'analytics_page_views',
  'analytics_click_events',
  'analytics_sessions',
  'analytics_daily',
  'analytics_rolled_up_days',
  'analytics_salts',
] as const;
export type AnalyticsStorageTable = (typeof analyticsStorageTables)[number];

/** The embedded database never estimates (no autovacuum): counted up to this, then "more than". */
export const analyticsStorageCountLimit = 100_000;

/** How a table's row figure was found: the database's estimate, counted now, or a lower bound. */
export const analyticsRowFigureKinds = ['estimate', 'counted', 'more_than'] as const;
export type AnalyticsRowFigureKind = (typeof analyticsRowFigureKinds)[number];
