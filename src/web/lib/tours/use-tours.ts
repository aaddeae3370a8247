/**
 * PLACEHOLDER until the tour system (issue 5, built on another branch in src/web/lib/tours/) is
 * merged: that branch replaces this file with the real hook of the same signature. Until then no
 * tour is available, so 'Take Community Tour' answers with the spec's failure toast.
 */
export type TourState = 'inactive' | 'loading' | 'active';

export function useTours(): {
  startTour(name: string): Promise<boolean>;
  state: TourState;
  error: string | null;
} {
  return { startTour: async () => false, state: 'inactive', error: null };
}
