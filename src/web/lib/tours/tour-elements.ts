import { tourTimings } from './tour-rules';
import { browserTimers } from './tour-timers';
import { waitForElement } from './wait-for-element';

/** The element, if it is on the page and rendered (not display:none). */
export function findTourElement(selector: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(selector);
  return element && element.getClientRects().length > 0 ? element : null;
}

export async function waitForTourElement(selector: string, signal: AbortSignal): Promise<boolean> {
  const found = await waitForElement(() => findTourElement(selector), {
    intervalMs: tourTimings.elementRetryIntervalMs,
    maxAttempts: tourTimings.elementMaxAttempts,
    timeoutMs: tourTimings.elementTimeoutMs,
    timers: browserTimers,
    signal,
  });
  return found !== null;
}
