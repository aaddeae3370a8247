import { tourMessages } from './tour-rules';

/** Tour state: inactive, loading (finding elements, loading driver.js) or active. */
export type TourStatus = 'inactive' | 'loading' | 'active';

export interface TourState {
  status: TourStatus;
  /** The tour loading or running; null when inactive. */
  tourName: string | null;
  /** Why the last tour did not start; cleared when the next one loads. */
  error: string | null;
}

export type TourEvent =
  | { type: 'load'; tourName: string }
  | { type: 'started'; tourName: string }
  | { type: 'failed'; tourName: string; error?: string }
  | { type: 'ended'; tourName: string };

export const initialTourState: TourState = { status: 'inactive', tourName: null, error: null };

const inactive = (error: string | null): TourState => ({ status: 'inactive', tourName: null, error });

/** Events about a tour no longer current leave the state as it is (the same object when nothing changes). */
export function tourReducer(state: TourState, event: TourEvent): TourState {
  const current = state.tourName === event.tourName;
  switch (event.type) {
    case 'load':
      return { status: 'loading', tourName: event.tourName, error: null };
    case 'started':
      return current && state.status === 'loading' ? { ...state, status: 'active' } : state;
    case 'failed':
      return current || state.status === 'inactive'
        ? inactive(event.error ?? tourMessages.failedToStart)
        : state;
    case 'ended':
      return current && state.status !== 'inactive' ? inactive(null) : state;
  }
}
