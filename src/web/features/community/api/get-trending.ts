import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingPosts } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

export async function getTrending(signal?: AbortSignal) {
  const { posts } = await apiRequestAs<TrendingPosts>('/api/community/trending', { signal });
  return posts;
}

export const trendingQueryOptions = queryOptions({
  queryKey: communityKeys.trending,
  queryFn: ({ signal }) => getTrending(signal),
  staleTime: 60_000,
});

/** A failure is silent (the card stays empty). */
export function useTrending() {
  return useQuery(trendingQueryOptions);
}
