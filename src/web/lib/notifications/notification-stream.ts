/** The part of EventSource the stream uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up (an HTTP error); it will not retry by itself. */
const closedState = 2;

/** The realtime stream the bell follows: the community's, which also carries notification signals. */
export const notificationEventsUrl = '/api/community/events';

/** Waits before reopening a refused stream: 1 s, 2 s, 4 s… capped at 30 s, with ±20 % jitter. */
export function reopenDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

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
  setTimer?: (callback: () => void, ms: number) => number;
  clearTimer?: (id: number | undefined) => void;
  random?: () => number;
}

/**
 * Follows the realtime stream for the bell (issue 13) and calls `onSignal` on a notification frame,
 * on `resync`, and when the stream is back after a gap (signals sent meanwhile are lost). EventSource
 * retries a dropped connection by itself but gives up on an HTTP error: then the stream is reopened
 * with back-off. Returns the function that stops it.
 */
export function startNotificationStream({
  open,
  onSignal,
  setTimer = (callback, ms) => window.setTimeout(callback, ms),
  clearTimer = (id) => window.clearTimeout(id),
  random = Math.random,
}: NotificationStreamOptions): () => void {
  let source: EventSourceLike | undefined;
  let attempt = 0;
  let gap = false;
  let stopped = false;
  let reopenTimer: number | undefined;

  const connect = () => {
    reopenTimer = undefined;
    if (stopped) return;
    const current = open();
    source = current;
    current.onopen = () => {
      attempt = 0;
      if (!gap) return;
      gap = false;
      onSignal();
    };
    current.onmessage = (message) => {
      if (isNotificationFrame(message.data)) onSignal();
    };
    current.onerror = () => {
      gap = true;
      if (current.readyState !== closedState) return; // the browser is reconnecting by itself
      current.close();
      reopenTimer = setTimer(connect, reopenDelayMs(attempt, random));
      attempt += 1;
    };
  };

  connect();
  return () => {
    stopped = true;
    source?.close();
    clearTimer(reopenTimer);
  };
}
