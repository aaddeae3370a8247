import type { Page, Request } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned `release` is called: a slow network, on cue.
 * `onHeld` hears of each request as it is held. A request the page aborts meanwhile cannot be
 * continued, and is left aborted.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
  onHeld: (request: Request) => void = () => {},
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    onHeld(route.request());
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
