import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsBreakdown,
  AnalyticsDimension,
  AnalyticsFunnel,
  AnalyticsOverview,
  AnalyticsRealtime,
  AnalyticsSiteFilter,
  AnalyticsStorage,
} from '../../../../../shared/analytics/dashboard.schemas';
import { apiRequestAs } from '../../../../lib/api-client';

export interface AnalyticsRange {
  from: string;
  to: string;
  site: AnalyticsSiteFilter;
}

const analyticsKey = ['admin', 'analytics'] as const;
const rangeParams = ({ from, to, site }: AnalyticsRange) => new URLSearchParams({ from, to, site });

export function analyticsOverviewQuery(range: AnalyticsRange) {
  return queryOptions({
    queryKey: [...analyticsKey, 'overview', range],
    queryFn: ({ signal }) =>
      apiRequestAs<AnalyticsOverview>(
        `/api/admin/analytics/overview?${rangeParams(range)}&compare=previous`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function useAnalyticsOverview(range: AnalyticsRange) {
  return useQuery(analyticsOverviewQuery(range));
}

export function useAnalyticsBreakdown(range: AnalyticsRange, dimension: AnalyticsDimension) {
  return useQuery({
    queryKey: [...analyticsKey, 'breakdown', dimension, range],
    queryFn: ({ signal }) =>
      apiRequestAs<AnalyticsBreakdown>(
        `/api/admin/analytics/breakdown?${rangeParams(range)}&dimension=${dimension}`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

/** GET /api/admin/analytics/realtime, read again every 15 seconds while shown. */
export function useAnalyticsRealtime() {
  return useQuery({
    queryKey: [...analyticsKey, 'realtime'],
    queryFn: ({ signal }) => apiRequestAs<AnalyticsRealtime>('/api/admin/analytics/realtime', { signal }),
    refetchInterval: 15_000,
    staleTime: 0,
  });
}

export function useAnalyticsFunnel(range: Pick<AnalyticsRange, 'from' | 'to'>) {
  return useQuery({
    queryKey: [...analyticsKey, 'funnel', range.from, range.to],
    queryFn: ({ signal }) =>
      apiRequestAs<AnalyticsFunnel>(
        `/api/admin/analytics/funnel?${new URLSearchParams({ from: range.from, to: range.to })}`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function useAnalyticsStorage() {
  return useQuery({
    queryKey: [...analyticsKey, 'storage'],
    queryFn: ({ signal }) => apiRequestAs<AnalyticsStorage>('/api/admin/analytics/storage', { signal }),
    staleTime: 60_000,
  });
}

/** A plain link: the browser downloads it with the session cookie. */
export function analyticsCsvUrl(range: AnalyticsRange): string {
  return `/api/admin/analytics/export.csv?${rangeParams(range)}`;
}
