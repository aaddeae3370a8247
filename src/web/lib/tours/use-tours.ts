import { useContext, useSyncExternalStore } from 'react';
import type { TourManager } from './tour-manager';
import type { TourState, TourStatus } from './tour-state';
import { TourManagerContext } from './tours-context';

export interface Tours {
  /**
   * Starts a tour by name: `{role}_{tour}` such as 'candidate_community_tour' (a bare
   * 'community_tour' gets the user's prefix; admin roles share 'admin_…'). Resolves true once the
   * tour is on screen (its first element found), false if it cannot start: unknown tour, a blocked
   * page, or its elements did not appear within 12 s. A tour already running or queued is not
   * started twice; the call resolves as that one does. A completed tour is replayed. The caller
   * shows its own success or failure toast; while elements are awaited the tour system shows
   * 'Tour is loading...'.
   */
  startTour(name: string): Promise<boolean>;
  state: TourStatus;
  /** 'Failed to start tour. Please try again.' after a failed start; null otherwise. */
  error: string | null;
}

const inactiveState: TourState = { status: 'inactive', tourName: null, error: null };
const noSubscription = () => () => undefined;
const notAvailable = () => Promise.resolve(false);

/** The tour system, from anywhere inside the signed-in areas (outside them tours never start). */
export function useTours(): Tours {
  const manager: TourManager | null = useContext(TourManagerContext);
  const state = useSyncExternalStore(
    manager?.subscribe ?? noSubscription,
    manager?.getState ?? (() => inactiveState),
    () => inactiveState,
  );
  return { startTour: manager?.startTour ?? notAvailable, state: state.status, error: state.error };
}

/** Reset: the tour is marked not completed and starts by itself again on its page. */
export function useResetTour(): (name: string) => Promise<void> {
  const manager = useContext(TourManagerContext);
  return manager?.resetTour ?? (() => Promise.resolve());
}
