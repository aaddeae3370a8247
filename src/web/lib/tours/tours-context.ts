import { createContext } from 'react';
import type { TourManager } from './tour-manager';

/** The signed-in app's tour manager (TourProvider); null outside it. */
export const TourManagerContext = createContext<TourManager | null>(null);
