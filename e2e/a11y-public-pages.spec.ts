import { expectNoAxeViolations, scrollThrough, transitionsFinished } from './support/axe';
import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

// Reduced motion: reveal animations and rotations stand still, so axe never scans a half-faded
// element (its colour contrast would be measured mid-transition).
test.use({ reducedMotion: 'reduce' });

const pages: readonly { label: string; url: string }[] = [
  { label: '/ (consultancy)', url: `${origins.consultancy}/` },
  { label: '/contact', url: `${origins.consultancy}/contact` },
  { label: '/recruitment', url: `${origins.consultancy}/recruitment` },
  { label: '/privacy', url: `${origins.consultancy}/privacy` },
  { label: '/cookies', url: `${origins.consultancy}/cookies` },
  { label: '/terms', url: `${origins.consultancy}/terms` },
  { label: '/arrsplace', url: `${origins.marketplace}/arrsplace` },
  { label: '/arrsplace/about', url: `${origins.marketplace}/arrsplace/about` },
  { label: '/arrsplace/insights', url: `${origins.marketplace}/arrsplace/insights` },
  { label: '/arrsplace/auth', url: `${origins.marketplace}/arrsplace/auth` },
  { label: '/arrsplace (consultancy host)', url: `${origins.consultancy}/arrsplace` },
  { label: '404 page', url: `${origins.consultancy}/no-such-page` },
  { label: '404 page (marketplace host)', url: `${origins.marketplace}/arrsplace-no-such-page` },
];

for (const target of pages) {
  test(`axe: no violations on ${target.label}`, async ({ page }) => {
    await page.goto(target.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Content that loads on scroll (about sections, the roles catalogue) is in place before the scan.
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, target.label);
  });
}

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  for (const path of ['/arrsplace', '/arrsplace/insights']) {
    test(`axe: no violations on ${path} once every section has been revealed`, async ({ page }) => {
      await page.goto(`${origins.marketplace}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expect(page.locator('[class*="opacity-0"]')).toHaveCount(0);
      // The reveal transitions (0.6 s each) have finished: contrast is judged on the final colours.
      await transitionsFinished(page);
      await expectNoAxeViolations(page, `${path} (motion allowed)`);
    });
  }
});
