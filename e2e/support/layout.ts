import { expect, type Page } from '@playwright/test';

/**
 * The page's own content (inside `main`) that runs past the right edge of the viewport, as
 * "TAG first words" lines. Content inside a keyboard-reachable scroll region (a `section` with
 * `tabindex="0"`, as wide tables have) may be wider: the region itself must fit.
 */
function contentOffTheSide(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => !element.parentElement?.closest('section[tabindex="0"]'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
  );
}

/**
 * Nothing of the page's own content runs off the side (the site header is the layout's concern).
 * Read until the layout has settled: after a change of viewport, a chart takes its new width only when
 * its ResizeObserver reports and React draws it again, which on a busy machine comes later.
 */
export async function expectNothingOffTheSide(page: Page, what?: string): Promise<void> {
  await expect.poll(() => contentOffTheSide(page), { message: what }).toEqual([]);
}
