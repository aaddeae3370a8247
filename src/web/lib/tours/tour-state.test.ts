import { describe, expect, it } from 'vitest';
import { initialTourState, type TourState, tourReducer } from './tour-state';

const failedMessage = 'Failed to start tour. Please try again.';

describe('tour state machine', () => {
  it('goes inactive → loading → active → inactive', () => {
    const loading = tourReducer(initialTourState, { type: 'load', tourName: 'a' });
    expect(loading).toEqual({ status: 'loading', tourName: 'a', error: null });
    const active = tourReducer(loading, { type: 'started', tourName: 'a' });
    expect(active).toEqual({ status: 'active', tourName: 'a', error: null });
    expect(tourReducer(active, { type: 'ended', tourName: 'a' })).toEqual(initialTourState);
  });

  it('records the failure message when a start fails, and clears it on the next load', () => {
    const loading = tourReducer(initialTourState, { type: 'load', tourName: 'a' });
    const failed = tourReducer(loading, { type: 'failed', tourName: 'a' });
    expect(failed).toEqual({ status: 'inactive', tourName: null, error: failedMessage });
    expect(tourReducer(failed, { type: 'load', tourName: 'b' }).error).toBeNull();
    // A refusal before anything loaded (unknown tour) is reported too.
    expect(tourReducer(initialTourState, { type: 'failed', tourName: 'x' }).error).toBe(failedMessage);
  });

  it('ignores late events about another tour, returning the same state', () => {
    const active: TourState = { status: 'active', tourName: 'a', error: null };
    expect(tourReducer(active, { type: 'ended', tourName: 'b' })).toBe(active);
    expect(tourReducer(active, { type: 'failed', tourName: 'b' })).toBe(active);
    expect(tourReducer(active, { type: 'started', tourName: 'a' })).toBe(active);
    expect(tourReducer(initialTourState, { type: 'ended', tourName: 'a' })).toBe(initialTourState);
    expect(tourReducer(initialTourState, { type: 'started', tourName: 'a' })).toBe(initialTourState);
  });
});
