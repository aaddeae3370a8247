import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { candidateOpportunitiesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { refreshOnNotification } from '../../../lib/notifications/refresh-on-notification';

export const candidateOpportunitiesQueryKey = ['candidate', 'opportunities'] as const;

export async function getCandidateOpportunities(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof candidateOpportunitiesResponseSchema>>('/api/candidate/opportunities', {
    signal,
  });
}

export const candidateOpportunitiesQueryOptions = queryOptions({
  queryKey: candidateOpportunitiesQueryKey,
  queryFn: ({ signal }) => getCandidateOpportunities(signal),
  // A new opportunity arrives with a notification: the open inbox shows it at once.
  meta: refreshOnNotification,
});

export function useCandidateOpportunities() {
  return useQuery(candidateOpportunitiesQueryOptions);
}
