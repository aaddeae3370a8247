import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { communityEventSchema } from '../../../../shared/community/community.schemas';
import { reconnectDelayMs } from '../model/reconnect';
import { communityKeys } from './community-query-keys';

export const communityEventsUrl = '/api/community/events';

/** Events that arrive together (a burst of votes) cause one refetch, not one each. */
const coalesceMs = 150;

function parseEvent(data: unknown) {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = communityEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/community/events (DESIGN §6) while the page is shown: each event refreshes the lists,
 * the stats, trending and the changed post's comments. EventSource retries a dropped connection by
 * itself but gives up on an HTTP error (readyState CLOSED); then we reopen it with back-off, and
 * refresh everything once it is back (events may have been missed meanwhile).
 */
export function useCommunityEvents(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let attempt = 0;
    let missedEvents = false;
    let reconnectTimer: number | undefined;
    let flushTimer: number | undefined;
    let refreshAll = false;
    const changedPosts = new Set<string>();

    const flush = () => {
      flushTimer = undefined;
      void queryClient.invalidateQueries({ queryKey: communityKeys.posts });
      void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
      void queryClient.invalidateQueries({ queryKey: communityKeys.trending });
      if (refreshAll) void queryClient.invalidateQueries({ queryKey: communityKeys.allComments });
      else {
        for (const postId of changedPosts) {
          void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
        }
      }
      refreshAll = false;
      changedPosts.clear();
    };
    const schedule = () => {
      flushTimer ??= window.setTimeout(flush, coalesceMs);
    };

    const open = () => {
      reconnectTimer = undefined;
      const current = new EventSource(communityEventsUrl);
      source = current;
      current.onopen = () => {
        attempt = 0;
        if (missedEvents) {
          missedEvents = false;
          refreshAll = true;
          schedule();
        }
      };
      current.onmessage = (message) => {
        const event = parseEvent(message.data);
        if (!event) return;
        changedPosts.add(event.id);
        schedule();
      };
      current.onerror = () => {
        missedEvents = true;
        if (current.readyState !== EventSource.CLOSED) return; // the browser is retrying itself
        current.close();
        reconnectTimer = window.setTimeout(open, reconnectDelayMs(attempt));
        attempt += 1;
      };
    };

    open();
    return () => {
      source?.close();
      window.clearTimeout(reconnectTimer);
      window.clearTimeout(flushTimer);
    };
  }, [enabled, queryClient]);
}
