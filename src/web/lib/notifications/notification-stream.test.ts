import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEventSources } from '../fake-event-source.test-utils';
import { isNotificationFrame, startNotificationStream } from './notification-stream';

function setUp() {
  vi.useFakeTimers();
  const { sources, open } = fakeEventSources();
  let signals = 0;
  const stop = startNotificationStream({
    open,
    onSignal: () => {
      signals += 1;
    },
    setTimer: (callback, ms) => Number(setTimeout(callback, ms)),
    clearTimer: (id) => clearTimeout(id),
    random: () => 0.5,
  });
  const source = (index: number) => {
    const found = sources[index];
    if (!found) throw new Error(`no source ${index}`);
    return found;
  };
  return { sources, source, stop, signals: () => signals };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isNotificationFrame', () => {
  it('takes the notification signal and resync, and ignores community events and junk', () => {
    expect(isNotificationFrame('{"type":"notification"}')).toBe(true);
    expect(isNotificationFrame('{"type":"resync"}')).toBe(true);
    expect(isNotificationFrame('{"type":"post","id":"x"}')).toBe(false);
    expect(isNotificationFrame('not json')).toBe(false);
    expect(isNotificationFrame('null')).toBe(false);
    expect(isNotificationFrame(undefined)).toBe(false);
  });
});

describe('startNotificationStream', () => {
  it('signals on a notification frame only, not on the first open', () => {
    const { source, signals } = setUp();
    source(0).opened();
    expect(signals()).toBe(0);
    source(0).send('{"type":"post","id":"11111111-1111-4111-8111-111111111111"}');
    expect(signals()).toBe(0);
    source(0).send('{"type":"notification"}');
    expect(signals()).toBe(1);
  });

  it('signals once the browser has reconnected by itself after a drop', () => {
    const { sources, source, signals } = setUp();
    source(0).opened();
    source(0).fail(0);
    expect(signals()).toBe(0);
    source(0).opened();
    expect(signals()).toBe(1);
    expect(sources).toHaveLength(1);
  });

  it('reopens a refused stream with back-off and signals when it is back', () => {
    const { sources, source, signals } = setUp();
    source(0).fail(2);
    expect(source(0).closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    source(1).fail(2);
    vi.advanceTimersByTime(2000);
    expect(sources).toHaveLength(3);
    source(2).opened();
    expect(signals()).toBe(1);
  });

  it('stops: closes the stream and reopens nothing', () => {
    const { sources, source, stop } = setUp();
    source(0).fail(2);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    const live = setUp();
    live.stop();
    expect(live.source(0).closed).toBe(true);
  });
});
