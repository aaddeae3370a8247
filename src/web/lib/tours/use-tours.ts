import { useContext, useSyncExternalStore } from 'react';
import type { TourManager } from './tour-manager';
import type { TourState, TourStatus } from './tour-state';
import { TourManagerContext } from './tours-context';

export interface Tours {
  /**
   * Resolves true once the tour is on screen, false if it cannot start; a completed tour is replayed.
   * The caller shows its own success or failure toast.
   */
  startTour(name: string): Promise<boolean>;
  state: TourStatus;
  /** 'Failed to start tour. Please try again.' after a failed start; null otherwise. */
  error: string | null;
}

const inactiveState: TourState = { status: 'inactive', tourName: null, error: null };
const noSubscription = () => () => undefined;
const notAvailable = () => Promise.resolve(false);

export function useTours(): Tours {
  const manager: TourManager | null = useContext(TourManagerContext);
  const state = useSyncExternalStore(
    manager?.subscribe ?? noSubscription,
    manager?.getState ?? (() => inactiveState),
    () => inactiveState,
  );
  return { startTour: manager?.startTour ?? notAvailable, state: state.status, error: state.error };
}

export function useResetTour(): (name: string) => Promise<void> {
  const manager = useContext(TourManagerContext);
  return manager?.resetTour ?? (() => Promise.resolve());
}
