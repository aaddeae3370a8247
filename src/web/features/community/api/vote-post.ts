import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostList, VoteResult, VoteType } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { updatePostInPages } from '../model/post-pages';
import { applyVote } from '../model/votes';
import { communityKeys } from './community-query-keys';

export interface PostVote {
  postId: string;
  /** The vote to hold after this click (the toggle, computed by the caller); null removes it. */
  voteType: VoteType | null;
}

export async function votePost({ postId, voteType }: PostVote) {
  return apiRequestAs<VoteResult>(`/api/community/posts/${encodeURIComponent(postId)}/vote`, {
    method: 'PUT',
    body: { voteType },
  });
}

type PostPages = InfiniteData<PostList>;

/** Every cached list shows the vote at once; a failure puts them back; the server's counts then follow. */
export function useVotePost() {
  const queryClient = useQueryClient();
  const updateLists = (postId: string, update: Parameters<typeof updatePostInPages>[2]) =>
    queryClient.setQueriesData<PostPages>({ queryKey: communityKeys.posts }, (data) =>
      data ? { ...data, pages: updatePostInPages(data.pages, postId, update) } : data,
    );
  return useMutation({
    mutationFn: votePost,
    onMutate: async ({ postId, voteType }) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.posts });
      const snapshot = queryClient.getQueriesData<PostPages>({ queryKey: communityKeys.posts });
      updateLists(postId, (post) => applyVote(post, voteType));
      return { snapshot };
    },
    onError: (_error, _vote, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result, { postId }) => updateLists(postId, (post) => ({ ...post, ...result })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.trending });
      void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
    },
  });
}
