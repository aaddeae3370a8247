import type { Page } from '@playwright/test';

/**
 * Installs Playwright's fake clock and pauses it at `time` (default: now) before the page loads, so
 * timers fire only when the test advances the clock (runFor) and intervals start at a known moment.
 */
export async function installPausedClock(page: Page, time: Date = new Date()): Promise<void> {
  await page.clock.install({ time: new Date(time.getTime() - 1000) });
  await page.clock.pauseAt(time);
}
