import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityPost, CreatePostInput } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

export async function createPost(input: CreatePostInput) {
  const { post } = await apiRequestAs<{ post: CommunityPost }>('/api/community/posts', {
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
