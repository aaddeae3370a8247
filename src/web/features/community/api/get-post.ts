import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPost } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

export async function getPost(postId: string, signal?: AbortSignal) {
  const { post } = await apiRequestAs<{ post: CommunityPost }>(
    `/api/community/posts/${encodeURIComponent(postId)}`,
    {
      signal,
    },
  );
  return post;
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: communityKeys.post(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    staleTime: 60_000,
  });
}

export function usePost(postId: string, enabled: boolean) {
  return useQuery({ ...postQueryOptions(postId), enabled });
}
