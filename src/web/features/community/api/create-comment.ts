import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityComment } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

export interface NewComment {
  postId: string;
  content: string;
  parentCommentId?: string | null;
}

export async function createComment({ postId, content, parentCommentId = null }: NewComment) {
  const { comment } = await apiRequestAs<{ comment: CommunityComment }>(
    `/api/community/posts/${encodeURIComponent(postId)}/comments`,
    { method: 'POST', body: { content, parentCommentId } },
  );
  return comment;
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_comment, { postId }) => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
      // The post's comment count and the Most Comments order change too.
      void queryClient.invalidateQueries({ queryKey: communityKeys.posts });
      void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
      void queryClient.invalidateQueries({ queryKey: communityKeys.trending });
    },
  });
}
