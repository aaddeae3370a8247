import { communityStreamMessageSchema } from '../../../../shared/community/community.schemas';
import { type EventSourceLike, followEventStream } from '../../../lib/event-stream';

export type { EventSourceLike };

export interface CommunityChanges {
  /** Posts whose comments may have changed. */
  postIds: string[];
  /** After a gap in the stream: everything may have changed. */
  all: boolean;
}

export interface CommunityStreamOptions {
  open: () => EventSourceLike;
  onChanges: (changes: CommunityChanges) => void;
  /** Events that arrive together (a burst of votes) are reported once. */
  coalesceMs?: number;
  setTimer?: (callback: () => void, ms: number) => number;
  clearTimer?: (id: number | undefined) => void;
  random?: () => number;
}

function parseEvent(data: unknown) {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = communityStreamMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows GET /api/community/events (DESIGN §6) and reports what changed. EventSource retries a
 * dropped connection by itself but gives up on an HTTP error (readyState CLOSED): then the stream
 * is reopened with back-off. After any gap, everything is reported changed once the stream is back,
 * since events may have been missed. Returns the function that stops it.
 */
export function startCommunityStream({
  open,
  onChanges,
  coalesceMs = 150,
  setTimer = (callback, ms) => window.setTimeout(callback, ms),
  clearTimer = (id) => window.clearTimeout(id),
  random = Math.random,
}: CommunityStreamOptions): () => void {
  let flushTimer: number | undefined;
  let all = false;
  const postIds = new Set<string>();

  const flush = () => {
    flushTimer = undefined;
    onChanges({ postIds: [...postIds], all });
    postIds.clear();
    all = false;
  };
  const schedule = () => {
    flushTimer ??= setTimer(flush, coalesceMs);
  };

  const stop = followEventStream({
    open,
    onMessage: (data) => {
      const event = parseEvent(data);
      // No event, or a notification signal for the bell: nothing for the community to do.
      if (!event || event.type === 'notification') return;
      // The server may have missed events (its database connection was lost): refetch everything.
      if (event.type === 'resync') all = true;
      else postIds.add(event.id);
      schedule();
    },
    // Events may have been missed during the gap: everything may have changed.
    onResumed: () => {
      all = true;
      schedule();
    },
    setTimer,
    clearTimer,
    random,
  });
  return () => {
    stop();
    clearTimer(flushTimer);
  };
}
