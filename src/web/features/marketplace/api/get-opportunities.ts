import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { employerOpportunitiesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function getOpportunities(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof employerOpportunitiesResponseSchema>>('/api/employer/opportunities', {
    signal,
  });
}

export function opportunitiesQueryOptions() {
  return queryOptions({
    queryKey: marketplaceKeys.opportunities(),
    queryFn: ({ signal }) => getOpportunities(signal),
    // Professionals answer and our team moves opportunities on: read again whenever the page shows.
    staleTime: 0,
  });
}

/** `enabled: false` until the organisation is known to be verified (the API refuses others). */
export function useOpportunities({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...opportunitiesQueryOptions(), enabled });
}
