import { sessionEndedSignal } from '../../shared/community/community.constants';
import { type SessionOutcome, sessionChangeInProgress } from './api-client';

export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up (an HTTP error); it will not retry by itself. */
const closedState = 2;

/** The server's last message on a stream whose session has ended. */
const sessionEndedData = JSON.stringify(sessionEndedSignal);

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Waits before reopening the event stream: 1 s, 2 s, 4 s… capped at 30 s, with ±20 % jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface EventStreamOptions {
  open: () => EventSourceLike;
  onMessage: (data: unknown) => void;
  /** The stream is back after a gap: events sent meanwhile may have been missed. */
  onResumed: () => void;
  /** Asked when the server ends the stream for its session or the browser gives up: reopened only on true. */
  stillSignedIn?: () => Promise<boolean>;
  /** The stream opens only once a session change is answered, and not at all once the session is over. */
  sessionChanging?: () => Promise<SessionOutcome> | null;
  setTimer?: (callback: () => void, ms: number) => number;
  clearTimer?: (id: number | undefined) => void;
  random?: () => number;
}

/**
 * EventSource gives up on an HTTP error: then the stream is reopened with back-off if still signed in.
 * When the server says the session ended, the stream closes at once (EventSource would reconnect and
 * meet a 401). After any gap, `onResumed` is called once it is open again.
 */
export function followEventStream({
  open,
  onMessage,
  onResumed,
  stillSignedIn,
  sessionChanging = sessionChangeInProgress,
  setTimer = (callback, ms) => window.setTimeout(callback, ms),
  clearTimer = (id) => window.clearTimeout(id),
  random = Math.random,
}: EventStreamOptions): () => void {
  let source: EventSourceLike | undefined;
  let attempt = 0;
  let gap = false;
  let stopped = false;
  let reopenTimer: number | undefined;

  const connect = () => {
    reopenTimer = undefined;
    if (stopped) return;
    const changing = sessionChanging();
    if (changing) {
      void changing.then((outcome) => {
        if (outcome === 'continues') connect();
      });
      return;
    }
    const current = open();
    source = current;
    current.onopen = () => {
      attempt = 0;
      if (!gap) return;
      gap = false;
      onResumed();
    };
    current.onmessage = (message) => {
      if (message.data !== sessionEndedData) {
        onMessage(message.data);
        return;
      }
      gap = true;
      current.close();
      reopenIfSignedIn(false);
    };
    current.onerror = () => {
      gap = true;
      if (current.readyState !== closedState) return; // the browser is reconnecting by itself
      current.close();
      reopenIfSignedIn(true);
    };
  };

  const reopen = () => {
    if (stopped) return;
    reopenTimer = setTimer(connect, reconnectDelayMs(attempt, random));
    attempt += 1;
  };
  const reopenIfSignedIn = (afterError: boolean) => {
    if (!stillSignedIn) {
      if (afterError) reopen();
      return;
    }
    stillSignedIn().then(
      (signedIn) => {
        if (signedIn) reopen();
      },
      // A probe that failed (the network is down) is no answer: keep trying. One aborted because the
      // session ended meanwhile (sign out everywhere, deletion) is: the stream stays closed.
      (error: unknown) => {
        if (!isAbort(error)) reopen();
      },
    );
  };

  connect();
  return () => {
    stopped = true;
    source?.close();
    clearTimer(reopenTimer);
  };
}
