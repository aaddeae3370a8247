import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type CreatePostInput, postSchema } from '../../../../shared/community/community.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

const createdPostSchema = z.object({ post: postSchema });

/** POST /api/community/posts → 201 {post}. */
export async function createPost(input: CreatePostInput) {
  const { post } = await apiRequestParsed('/api/community/posts', createdPostSchema, {
    method: 'POST',
    body: input,
  });
  return post;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.posts });
      void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
      void queryClient.invalidateQueries({ queryKey: communityKeys.trending });
    },
  });
}
