import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { stillSignedIn } from '../../../lib/session/still-signed-in';
import { startCommunityStream } from '../model/community-stream';
import { loadingMorePosts, refreshCommunity } from './community-refresh';

export const communityEventsUrl = '/api/community/events';

/**
 * GET /api/community/events while the page is shown: each event refreshes the lists,
 * the stats, trending and the changed posts' comments (after a 'Load more' under way, which a
 * refresh would cancel); the stream reconnects after a drop, while the browser is signed in.
 */
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
