import { z } from 'zod';
import { isoDate } from '../validation/dates';
import {
  analyticsDimensions,
  analyticsMaxRangeDays,
  analyticsMessages,
  analyticsRowFigureKinds,
  analyticsSiteFilters,
  analyticsStorageTables,
  daysInRange,
  funnelStepKeys,
} from './dashboard.constants';

export {
  type AnalyticsDimension,
  type AnalyticsRowFigureKind,
  type AnalyticsSiteFilter,
  type AnalyticsStorageTable,
  addDays,
  analyticsDimensions,
  analyticsMaxRangeDays,
  analyticsMessages,
  analyticsRealtimeWindowMinutes,
  analyticsRowFigureKinds,
  analyticsSiteFilters,
  analyticsStorageCountLimit,
  analyticsStorageTables,
  analyticsTopListLength,
  daysInRange,
  type FunnelStepKey,
  funnelStepKeys,
  previousPeriod,
  profileViewEventType,
} from './dashboard.constants';

const rangeFields = {
  from: isoDate,
  to: isoDate,
  site: z.enum(analyticsSiteFilters, analyticsMessages.site).default('all'),
};

function checkRange(value: { from: string; to: string }, context: z.RefinementCtx) {
  if (value.from > value.to)
    context.addIssue({ code: 'custom', path: ['from'], message: analyticsMessages.range });
  else if (daysInRange(value.from, value.to) > analyticsMaxRangeDays)
    context.addIssue({ code: 'custom', path: ['from'], message: analyticsMessages.rangeTooLong });
}

export const analyticsRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuerySchema>;

export const analyticsOverviewQuerySchema = z
  .object({
    ...rangeFields,
    compare: z.enum(['previous', 'none'], analyticsMessages.compare).default('previous'),
  })
  .superRefine(checkRange);
export type AnalyticsOverviewQuery = z.output<typeof analyticsOverviewQuerySchema>;

export const analyticsBreakdownQuerySchema = z
  .object({ ...rangeFields, dimension: z.enum(analyticsDimensions, analyticsMessages.dimension) })
  .superRefine(checkRange);
export type AnalyticsBreakdownQuery = z.output<typeof analyticsBreakdownQuerySchema>;

export const analyticsFunnelQuerySchema = z.object({ from: isoDate, to: isoDate }).superRefine(checkRange);
export type AnalyticsFunnelQuery = z.output<typeof analyticsFunnelQuerySchema>;

/**
 * `sessions` counts visits, anonymous ones included; bounce rate and duration come from consenting
 * visitors' visits (only they are followed from page to page), so null when there were none.
 */
export const analyticsTotalsSchema = z.object({
  visitors: z.number().int(),
  sessions: z.number().int(),
  pageViews: z.number().int(),
  /** 0–1. */
  bounceRate: z.number().nullable(),
  averageVisitSeconds: z.number().nullable(),
});
export type AnalyticsTotals = z.output<typeof analyticsTotalsSchema>;

export const analyticsDayPointSchema = analyticsTotalsSchema.extend({ day: z.string() });
export type AnalyticsDayPoint = z.output<typeof analyticsDayPointSchema>;

const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: analyticsTotalsSchema,
  series: z.array(analyticsDayPointSchema),
});

export const analyticsOverviewResponseSchema = z.object({
  site: z.enum(analyticsSiteFilters),
  current: periodSchema,
  previous: periodSchema.nullable(),
});
export type AnalyticsOverview = z.output<typeof analyticsOverviewResponseSchema>;

export const analyticsBreakdownResponseSchema = z.object({
  dimension: z.enum(analyticsDimensions),
  rows: z.array(z.object({ value: z.string(), pageViews: z.number().int(), visitors: z.number().int() })),
});
export type AnalyticsBreakdown = z.output<typeof analyticsBreakdownResponseSchema>;

export const analyticsRealtimeResponseSchema = z.object({
  activeUsers: z.number().int(),
  pages: z.array(z.object({ path: z.string(), users: z.number().int() })),
  at: z.string(),
});
export type AnalyticsRealtime = z.output<typeof analyticsRealtimeResponseSchema>;

export const analyticsFunnelResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  steps: z.array(
    z.object({
      key: z.enum(funnelStepKeys),
      count: z.number().int(),
      /** This step's count over the previous step's (0–1); null for the first step or after a zero. */
      conversion: z.number().nullable(),
      /** Median seconds from the previous step to this one; null when nothing reached it. */
      medianSeconds: z.number().nullable(),
    }),
  ),
});
export type AnalyticsFunnel = z.output<typeof analyticsFunnelResponseSchema>;

/** `rowsAre` says how each table's row figure was found. */
export const analyticsStorageResponseSchema = z.object({
  tables: z.array(
    z.object({
      table: z.enum(analyticsStorageTables),
      rows: z.number().int(),
      rowsAre: z.enum(analyticsRowFigureKinds),
      bytes: z.number().int(),
    }),
  ),
  totalBytes: z.number().int(),
});
export type AnalyticsStorage = z.output<typeof analyticsStorageResponseSchema>;
