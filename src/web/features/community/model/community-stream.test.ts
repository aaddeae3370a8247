import { describe, expect, it, vi } from 'vitest';
import { fakeEventSources } from '../../../lib/fake-event-source.test-utils';
import { type CommunityChanges, startCommunityStream } from './community-stream';

const postA = '11111111-1111-4111-8111-111111111111';
const postB = '22222222-2222-4222-8222-222222222222';

function setUp(waitWhile?: () => boolean) {
  vi.useFakeTimers();
  const { sources, open } = fakeEventSources();
  const changes: CommunityChanges[] = [];
  const stop = startCommunityStream({
    open,
    onChanges: (change) => changes.push(change),
    waitWhile,
    setTimer: (callback, ms) => Number(setTimeout(callback, ms)),
    clearTimer: (id) => clearTimeout(id),
    random: () => 0.5,
  });
  return { sources, changes, stop };
}

describe('startCommunityStream', () => {
  it('reports a burst of events once, with the posts concerned', () => {
    const { sources, changes, stop } = setUp();
    sources[0]?.opened();
    sources[0]?.send(JSON.stringify({ type: 'vote', id: postA }));
    sources[0]?.send(JSON.stringify({ type: 'comment', id: postB }));
    sources[0]?.send('not json');
    sources[0]?.send(JSON.stringify({ type: 'unknown', id: postA }));
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([{ postIds: [postA, postB], all: false }]);
    stop();
    vi.useRealTimers();
  });

  it('refreshes everything when the server says it may have missed events (resync)', () => {
    const { sources, changes, stop } = setUp();
    sources[0]?.opened();
    sources[0]?.send(JSON.stringify({ type: 'vote', id: postA }));
    sources[0]?.send(JSON.stringify({ type: 'resync' }));
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([{ postIds: [postA], all: true }]);
    stop();
    vi.useRealTimers();
  });

  it('holds the report while told to wait, keeping every event, and sends it once free', () => {
    let busy = true;
    const { sources, changes, stop } = setUp(() => busy);
    sources[0]?.opened();
    sources[0]?.send(JSON.stringify({ type: 'vote', id: postA }));
    vi.advanceTimersByTime(150);
    sources[0]?.send(JSON.stringify({ type: 'comment', id: postB }));
    vi.advanceTimersByTime(1_500);
    expect(changes).toEqual([]);
    busy = false;
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([{ postIds: [postA, postB], all: false }]);
    vi.advanceTimersByTime(1_500);
    expect(changes).toHaveLength(1);
    stop();
    vi.useRealTimers();
  });

  it('leaves a dropped connection to the browser, then refreshes everything when it is back', () => {
    const { sources, changes, stop } = setUp();
    sources[0]?.opened();
    sources[0]?.fail(0);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    sources[0]?.opened();
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([{ postIds: [], all: true }]);
    stop();
    vi.useRealTimers();
  });

  it('reopens a stream the browser gave up on, with growing delays, until stopped', () => {
    const { sources, changes, stop } = setUp();
    sources[0]?.fail(2);
    expect(sources[0]?.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]?.fail(2);
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]?.opened();
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([{ postIds: [], all: true }]);
    sources[2]?.fail(2);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(3);
    vi.useRealTimers();
  });
});
