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

/** Runs axe-core on the page as it is now (open dialogs included) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
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
 * Waits for the toasts to go, then runs axe: toasts fade in and out, and axe would measure their
 * contrast half-way through.
 */
export async function scanWithoutToasts(page: Page, label: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, label);
}
