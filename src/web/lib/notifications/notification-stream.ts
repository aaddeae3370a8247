import { type EventSourceLike, followEventStream } from '../event-stream';

export type { EventSourceLike };

export const notificationEventsUrl = '/api/community/events';

/** The signal itself (to its own user only) and `resync`; community events are not the bell's business. */
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
  stillSignedIn?: () => Promise<boolean>;
  setTimer?: (callback: () => void, ms: number) => number;
  clearTimer?: (id: number | undefined) => void;
  random?: () => number;
}

/** Signals sent during a gap are lost, so the stream coming back counts as one. */
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
