import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PostList } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys, type PostFilters } from './community-query-keys';

export async function getPosts(filters: PostFilters, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ sort: filters.sort });
  const q = filters.q.trim();
  if (q !== '') query.set('q', q);
  if (filters.category !== '') query.set('category', filters.category);
  if (offset > 0) query.set('offset', String(offset));
  return apiRequestAs<PostList>(`/api/community/posts?${query}`, { signal });
}

export function postsQueryOptions(filters: PostFilters) {
  return infiniteQueryOptions({
    queryKey: communityKeys.postList(filters),
    queryFn: ({ pageParam, signal }) => getPosts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    // Realtime events keep the list current; a new filter shows the old results until the new arrive.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function usePosts(filters: PostFilters) {
  return useInfiniteQuery(postsQueryOptions(filters));
}
