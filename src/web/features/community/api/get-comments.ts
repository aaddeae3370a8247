import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityComment } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

export async function getComments(postId: string, signal?: AbortSignal) {
  const { comments } = await apiRequestAs<{ comments: CommunityComment[] }>(
    `/api/community/posts/${encodeURIComponent(postId)}/comments`,
    { signal },
  );
  return comments;
}

export function commentsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ signal }) => getComments(postId, signal),
    staleTime: 30_000,
  });
}

export function useComments(postId: string) {
  return useQuery(commentsQueryOptions(postId));
}
