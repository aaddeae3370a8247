import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityComment, VoteResult, VoteType } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { applyVote } from '../model/votes';
import { communityKeys } from './community-query-keys';

export interface CommentVote {
  postId: string;
  commentId: string;
  /** The vote to hold after this click (the toggle, computed by the caller); null removes it. */
  voteType: VoteType | null;
}

export async function voteComment({ commentId, voteType }: CommentVote) {
  return apiRequestAs<VoteResult>(`/api/community/comments/${encodeURIComponent(commentId)}/vote`, {
    method: 'PUT',
    body: { voteType },
  });
}

/** Optimistic comment vote, rolled back on failure. */
export function useVoteComment() {
  const queryClient = useQueryClient();
  const update = (postId: string, commentId: string, change: (c: CommunityComment) => CommunityComment) =>
    queryClient.setQueryData<CommunityComment[]>(communityKeys.comments(postId), (comments) =>
      comments?.map((comment) => (comment.id === commentId ? change(comment) : comment)),
    );
  return useMutation({
    mutationFn: voteComment,
    onMutate: async ({ postId, commentId, voteType }) => {
      const key = communityKeys.comments(postId);
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<CommunityComment[]>(key);
      update(postId, commentId, (comment) => applyVote(comment, voteType));
      return { snapshot };
    },
    onError: (_error, { postId }, context) => {
      if (context) queryClient.setQueryData(communityKeys.comments(postId), context.snapshot);
    },
    onSuccess: (result, { postId, commentId }) =>
      update(postId, commentId, (comment) => ({ ...comment, ...result })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.stats }),
  });
}
