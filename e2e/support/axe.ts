import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.x A and AA (2.0, 2.1, 2.2) plus axe's best practices (landmarks, heading order, ...). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One line per violation: rule, impact, help and the first few offending elements. */
function summarise(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${targets}`;
  });
}

/** Sonner's list of toasts. */
const toaster = '[data-sonner-toaster]';

/**
 * Runs axe-core on the page as it is now (open dialogs included) and expects no violations.
 * `excludeToasts` leaves the toast list out of the scan.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { excludeToasts = false }: { excludeToasts?: boolean } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (excludeToasts) builder.exclude(toaster);
  const results = await builder.analyze();
  expect(summarise(results.violations), `axe violations on ${label}`).toEqual([]);
}

/**
 * Scrolls to the bottom in steps, so content that loads or reveals on scroll is present before a
 * scan.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // IntersectionObserver reports in the frame after a scroll; an element scrolled past before a
    // frame ran would never be seen. Waiting for frames, not for a time, holds on a busy machine.
    const nextFrames = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await nextFrames();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await nextFrames();
  });
}

/** Resolves once no CSS transition runs on the page (e.g. the reveal of sections on scroll). */
export async function transitionsFinished(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            return animation instanceof CSSTransition && animation.playState === 'running';
          }).length,
      ),
    )
    .toBe(0);
}

/**
 * Runs axe on the page without its toasts: toasts fade in and out, and axe would measure their
 * contrast half-way through. It closes the toasts there are and waits for them to go (so none covers
 * the page), and leaves the toast list out of the scan, because a toast can still arrive after that
 * wait (the sign-in greeting is rendered a task after the page has moved on).
 */
export async function scanWithoutToasts(page: Page, label: string): Promise<void> {
  // Closed with their own close buttons, as a user may, rather than waited out (4 s each); clicked
  // from script, so the keyboard focus stays where the journey left it.
  await page.locator('[data-sonner-toast] [data-close-button]').evaluateAll((buttons) => {
    for (const button of buttons) if (button instanceof HTMLElement) button.click();
  });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, label, { excludeToasts: true });
}
