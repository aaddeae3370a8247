import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startCommunityStream } from '../model/community-stream';
import { communityKeys } from './community-query-keys';

export const communityEventsUrl = '/api/community/events';

/**
 * GET /api/community/events (DESIGN §6) while the page is shown: each event refreshes the lists,
 * the stats, trending and the changed posts' comments; the stream reconnects after a drop.
 */
export function useCommunityEvents(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return startCommunityStream({
      open: () => new EventSource(communityEventsUrl),
      onChanges: ({ postIds, all }) => {
        void queryClient.invalidateQueries({ queryKey: communityKeys.posts });
        void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
        void queryClient.invalidateQueries({ queryKey: communityKeys.trending });
        if (all) void queryClient.invalidateQueries({ queryKey: communityKeys.allComments });
        else {
          for (const postId of postIds) {
            void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
          }
        }
      },
    });
  }, [enabled, queryClient]);
}
