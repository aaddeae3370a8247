import type { QueryClient } from '@tanstack/react-query';
import type { CommunityChanges } from '../model/community-stream';
import { communityKeys } from './community-query-keys';

/** A refresh started meanwhile would cancel that page without a word, so the refresh waits for it. */
export function loadingMorePosts(queryClient: QueryClient): boolean {
  return (
    queryClient.isFetching({
      queryKey: communityKeys.posts,
      predicate: (query) => query.state.fetchMeta?.fetchMore !== undefined,
    }) > 0
  );
}

export function refreshCommunity(queryClient: QueryClient, { postIds, all }: CommunityChanges): void {
  void queryClient.invalidateQueries({ queryKey: communityKeys.posts });
  void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
  void queryClient.invalidateQueries({ queryKey: communityKeys.trending });
  if (all) void queryClient.invalidateQueries({ queryKey: communityKeys.allComments });
  else {
    for (const postId of postIds) {
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
    }
  }
}
