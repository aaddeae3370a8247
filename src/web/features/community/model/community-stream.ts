import {
  type CommunityEventType,
  communityEventTypes,
  communityResyncEvent,
  notificationSignal,
} from '../../../../shared/community/community.constants';
import type { CommunityStreamMessage } from '../../../../shared/community/community.schemas';
import { type EventSourceLike, followEventStream } from '../../../lib/event-stream';

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
  /** While true the report waits: a refresh would cancel a page being added by 'Load more'. */
  waitWhile?: () => boolean;
  stillSignedIn?: () => Promise<boolean>;
  setTimer?: (callback: () => void, ms: number) => number;
  clearTimer?: (id: number | undefined) => void;
  random?: () => number;
}

/** What `z.uuid()` accepts (RFC 9562: versions 1–8, the variant bits; the nil and max UUIDs). */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const eventTypes: ReadonlySet<string> = new Set(communityEventTypes);

/** Checked by hand: every community page runs this, and none loads zod. */
export function parseStreamMessage(data: unknown): CommunityStreamMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, id } = message as { type?: unknown; id?: unknown };
  if (type === communityResyncEvent.type) return communityResyncEvent;
  if (type === notificationSignal.type) return notificationSignal;
  if (typeof type === 'string' && eventTypes.has(type) && typeof id === 'string' && uuidPattern.test(id)) {
    return { type: type as CommunityEventType, id };
  }
  return undefined;
}

/** After any gap everything is reported changed, since events may have been missed. */
export function startCommunityStream({
  open,
  onChanges,
  coalesceMs = 150,
  waitWhile = () => false,
  stillSignedIn,
  setTimer = (callback, ms) => window.setTimeout(callback, ms),
  clearTimer = (id) => window.clearTimeout(id),
  random = Math.random,
}: CommunityStreamOptions): () => void {
  let flushTimer: number | undefined;
  let all = false;
  const postIds = new Set<string>();

  const flush = () => {
    flushTimer = undefined;
    if (waitWhile()) {
      schedule();
      return;
    }
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
      const event = parseStreamMessage(data);
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
    ...(stillSignedIn ? { stillSignedIn } : {}),
    setTimer,
    clearTimer,
    random,
  });
  return () => {
    stop();
    clearTimer(flushTimer);
  };
}
