import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

export async function getStats(signal?: AbortSignal) {
  return apiRequestAs<CommunityStats>('/api/community/stats', { signal });
}

export const statsQueryOptions = queryOptions({
  queryKey: communityKeys.stats,
  queryFn: ({ signal }) => getStats(signal),
  staleTime: 60_000,
});

/** A failure is silent (the card stays empty); nothing is shown to the user. */
export function useStats() {
  return useQuery(statsQueryOptions);
}
