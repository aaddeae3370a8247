import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEndedSignal } from '../../shared/community/community.constants';
import { followEventStream, reconnectDelayMs } from './event-stream';
import { fakeEventSources } from './fake-event-source.test-utils';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads clients with jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(800);
    expect(reconnectDelayMs(0, () => 1)).toBe(1200);
  });
});

const sessionEnded = JSON.stringify(sessionEndedSignal);

function follow(
  stillSignedIn?: () => Promise<boolean>,
  sessionChanging: () => Promise<'ended' | 'continues'> | null = () => null,
) {
  vi.useFakeTimers();
  const { sources, open } = fakeEventSources();
  const messages: unknown[] = [];
  const stop = followEventStream({
    open,
    onMessage: (data) => messages.push(data),
    onResumed: () => {},
    ...(stillSignedIn ? { stillSignedIn } : {}),
    sessionChanging,
    setTimer: (callback, ms) => Number(setTimeout(callback, ms)),
    clearTimer: (id) => clearTimeout(id),
    random: () => 0.5,
  });
  return { sources, messages, stop };
}

describe('followEventStream when the session ends', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes the stream on the server's last message and, signed out, never reopens it", async () => {
    const probe = vi.fn(async () => false);
    const { sources, messages } = follow(probe);
    sources[0]?.opened();
    sources[0]?.send(sessionEnded);
    expect(sources[0]?.closed).toBe(true);
    expect(messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
  });

  it('reopens the stream when the browser is signed in again (a new session)', async () => {
    const { sources } = follow(async () => true);
    sources[0]?.opened();
    sources[0]?.send(sessionEnded);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
  });

  it('stops reopening after an HTTP error once the browser is signed out', async () => {
    let signedIn = true;
    const { sources } = follow(async () => signedIn);
    sources[0]?.refused();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
    signedIn = false;
    sources[1]?.refused();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(2);
  });

  it('keeps trying when the probe itself fails (the network is down)', async () => {
    const { sources } = follow(() => Promise.reject(new Error('offline')));
    sources[0]?.refused();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
  });

  it('reopens nothing when the probe was aborted because the session ended meanwhile', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const { sources } = follow(() => Promise.reject(aborted));
    sources[0]?.send(sessionEnded);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
  });

  it('reopens nothing once stopped while the probe was under way', async () => {
    let answer: (signedIn: boolean) => void = () => {};
    const { sources, stop } = follow(() => new Promise((resolve) => (answer = resolve)));
    sources[0]?.refused();
    stop();
    answer(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(1);
  });

  it('without a probe, reopens after an error but not after the session ended', async () => {
    const { sources } = follow();
    sources[0]?.refused();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
    sources[1]?.send(sessionEnded);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(2);
  });
});

describe('followEventStream while the session is ending or renewed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens nothing while a sign-out everywhere is out, and nothing once it has ended the session', async () => {
    let end: (outcome: 'ended') => void = () => {};
    const ending = new Promise<'ended'>((resolve) => {
      end = resolve;
    });
    const { sources } = follow(undefined, () => ending);
    expect(sources).toHaveLength(0);
    end('ended');
    await ending;
    await Promise.resolve();
    expect(sources).toHaveLength(0);
  });

  it('opens once a password change has renewed the session', async () => {
    let renew: (outcome: 'continues') => void = () => {};
    const renewing = new Promise<'continues'>((resolve) => {
      renew = resolve;
    });
    let changing: Promise<'continues'> | null = renewing;
    const { sources } = follow(undefined, () => changing);
    expect(sources).toHaveLength(0);
    changing = null;
    renew('continues');
    await renewing;
    await Promise.resolve();
    expect(sources).toHaveLength(1);
  });
});
