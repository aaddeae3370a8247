import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOpportunitiesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import type { StatusFilter } from '../model/opportunity-pipeline';
import { adminOpportunitiesQueryKey } from './admin-opportunities-query-key';

export async function getAdminOpportunities(status: StatusFilter, signal?: AbortSignal) {
  const query = status === 'all' ? '' : `?${new URLSearchParams({ status })}`;
  const { opportunities } = await apiRequestAs<z.output<typeof adminOpportunitiesResponseSchema>>(
    `/api/admin/opportunities${query}`,
    { signal },
  );
  return opportunities;
}

export function adminOpportunitiesQueryOptions(status: StatusFilter) {
  return queryOptions({
    queryKey: [...adminOpportunitiesQueryKey, status],
    queryFn: ({ signal }) => getAdminOpportunities(status, signal),
    // A work queue must be current: always re-read when shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOpportunities(status: StatusFilter) {
  return useQuery(adminOpportunitiesQueryOptions(status));
}
