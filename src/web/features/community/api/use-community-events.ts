import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { stillSignedIn } from '../../../lib/session/still-signed-in';
import { startCommunityStream } from '../model/community-stream';
import { loadingMorePosts, refreshCommunity } from './community-refresh';

export const communityEventsUrl = '/api/community/events';

/** Each event refreshes the lists, stats and changed posts' comments, after any 'Load more' under way. */
export function useCommunityEvents(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return startCommunityStream({
      open: () => new EventSource(communityEventsUrl),
      onChanges: (changes) => refreshCommunity(queryClient, changes),
      waitWhile: () => loadingMorePosts(queryClient),
      stillSignedIn: () => stillSignedIn(queryClient),
    });
  }, [enabled, queryClient]);
}
