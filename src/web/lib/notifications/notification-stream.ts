import { type EventSourceLike, followEventStream } from '../event-stream';

/** The realtime stream the bell follows: the community's, which also carries notification signals. */
export const notificationEventsUrl = '/api/community/events';

/**
 * True for the frames that may mean a new notification: the signal itself (`{"type":"notification"}`,
 * sent to its own user only) and `resync` (the server may have missed events). Community events
 * travel on the same stream and are not the bell's business.
 */
export function isNotificationFrame(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(data);
    const type = parsed && typeof parsed === 'object' ? Reflect.get(parsed, 'type') : undefined;
    return type === 'notification' || type === 'resync';
  } catch {
    return false;
  }
}

export interface NotificationStreamOptions {
  open: () => EventSourceLike;
  /** Something may be new: refetch the notifications. */
  onSignal: () => void;
  /** Whether the browser is still signed in, asked before reopening (see followEventStream). */
  stillSignedIn?: () => Promise<boolean>;
  setTimer?: (callback: () => void, ms: number) => number;
  clearTimer?: (id: number | undefined) => void;
  random?: () => number;
}

/**
 * Follows the realtime stream for the bell and calls `onSignal` on a notification frame,
 * on `resync`, and when the stream is back after a gap (signals sent meanwhile are lost). EventSource
 * retries a dropped connection by itself but gives up on an HTTP error: then the stream is reopened
 * with back-off. Returns the function that stops it.
 */
export function startNotificationStream({
  open,
  onSignal,
  stillSignedIn,
  setTimer,
  clearTimer,
  random,
}: NotificationStreamOptions): () => void {
  return followEventStream({
    open,
    onMessage: (data) => {
      if (isNotificationFrame(data)) onSignal();
    },
    onResumed: onSignal,
    ...(stillSignedIn ? { stillSignedIn } : {}),
    ...(setTimer ? { setTimer } : {}),
    ...(clearTimer ? { clearTimer } : {}),
    ...(random ? { random } : {}),
  });
}
