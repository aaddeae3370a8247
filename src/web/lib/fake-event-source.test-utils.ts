import type { EventSourceLike } from './event-stream';

/** An EventSource the tests drive by hand: open it, send it messages, drop or refuse it. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** An error: 0 (CONNECTING) while the browser reconnects by itself, 2 (CLOSED) once it gave up. */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  /** The browser gave up on the stream (an HTTP error, such as the 401 of a session that is gone). */
  refused() {
    this.fail(2);
  }
}

/** An `open` for a stream under test, and every source it opened, oldest first. */
export function fakeEventSources(): { sources: FakeEventSource[]; open: () => FakeEventSource } {
  const sources: FakeEventSource[] = [];
  return {
    sources,
    open: () => {
      const source = new FakeEventSource();
      sources.push(source);
      return source;
    },
  };
}
