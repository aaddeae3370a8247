import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postSchema } from '../../../../shared/community/community.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

const postResponseSchema = z.object({ post: postSchema });

/** GET /api/community/posts/:id: the whole post (listings carry only the start of long ones). */
export async function getPost(postId: string, signal?: AbortSignal) {
  const { post } = await apiRequestParsed(
    `/api/community/posts/${encodeURIComponent(postId)}`,
    postResponseSchema,
    { signal },
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

/** Fetches only when `enabled` (the reader asked for the rest). */
export function usePost(postId: string, enabled: boolean) {
  return useQuery({ ...postQueryOptions(postId), enabled });
}
