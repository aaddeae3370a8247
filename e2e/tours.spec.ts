import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signInThroughApi } from './support/api-sessions';
import { holdRequests } from './support/held-requests';
import { navigateInApp } from './support/shell-fixtures';
import { completeTours } from './support/tours';

/*
 * The tour mechanics (docs/product/accounts.md#onboarding-tours) in a real browser: route tour after
 * its delay, driver.js loaded on demand under our CSP, keyboard operation, completion saved and
 * honoured, stopping on navigation. Apart from the community page, these tests put the nine targets
 * on the page themselves; e2e/community-tour.spec.ts (integration) drives the real page.
 */

const targets = [
  'community-header',
  'community-create-post',
  'community-search',
  'community-filters',
  'community-guidelines',
  'community-posts',
  'community-pulse',
  'community-trending',
  'community-tour-button',
];

async function openCommunityWithTargets(page: Page) {
  await page.goto('/arrsplace/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Community' })).toBeVisible();
  // The signed-in header replaces the visitor's once the session is known: a menu opened before
  // that would be the visitor's header's, gone with it.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.evaluate((names) => {
    const section = document.createElement('section');
    for (const name of names) {
      const element = document.createElement(name === 'community-tour-button' ? 'button' : 'div');
      element.dataset.tour = name;
      element.textContent = name;
      section.append(element);
    }
    document.body.append(section);
  }, targets);
}

async function completedTours(page: Page): Promise<Record<string, true>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/account/me');
    const me: { profile: { onboardingToursCompleted: Record<string, true> } } = await response.json();
    return me.profile.onboardingToursCompleted;
  });
}

async function signedInEmployer(page: Page) {
  const employer = { email: uniqueEmail('tours'), password: strongPassword() };
  await createAccount({ ...employer, role: 'employer', name: 'Riverside PCN' });
  await signInThroughApi(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer\/register$/);
}

test('the community tour starts by itself, works by keyboard, and once skipped does not return', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedInEmployer(page);
  const tourRequests: string[] = [];
  page.on('request', (request) => {
    if (/driver-tour/.test(request.url())) tourRequests.push(request.url());
  });
  expect(tourRequests, 'driver.js is not loaded before a tour').toEqual([]);

  await openCommunityWithTargets(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome to the Healthcare Community' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  expect(tourRequests.length).toBeGreaterThan(0);
  await expect(welcome).toContainText('Step 1 of 9');
  // Reduced motion: driver.js without animation.
  await expect(page.locator('body')).toHaveClass(/driver-simple/);
  // Focus is inside the popover, so the keys reach it.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.driver-popover')))).toBe(true);

  await page.keyboard.press('ArrowRight');
  const createPost = page.getByRole('dialog', { name: 'Start a discussion' });
  await expect(createPost).toBeVisible();
  await expect(createPost).toContainText('vacancies and recruitment messages are not permitted');
  await page.keyboard.press('ArrowLeft');
  await expect(welcome).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/tours/employer_community_tour') &&
      response.request().method() === 'PUT',
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  expect((await saved).status()).toBe(200);
  expect(await completedTours(page)).toEqual({ employer_community_tour: true });
  // Focus is not lost with the popover: it lands on the page's main region.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  await page.reload();
  await openCommunityWithTargets(page);
  await page.waitForTimeout(3000);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
});

test('on a phone, a tour does not start over the open menu: it waits for the menu to close', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInEmployer(page);
  // The tour library is held back until the menu is open, so the tour is surely ready only then.
  const release = await holdRequests(page, /\/assets\/driver-tour-[^/]*\.js$/);
  await openCommunityWithTargets(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  release();
  await page.waitForTimeout(3500);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Welcome to the Healthcare Community' })).toBeVisible({
    timeout: 20_000,
  });
});

test('a tour completed beforehand (as other journeys do with completeTours) never covers the page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInEmployer(page);
  await completeTours(page, ['employer_community_tour']);
  await openCommunityWithTargets(page);
  await page.waitForTimeout(3000);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/driver-active/);
});

test('finishing the tour marks it completed; leaving the page stops a tour without completing it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInEmployer(page);

  await openCommunityWithTargets(page);
  await expect(page.getByRole('dialog', { name: 'Welcome to the Healthcare Community' })).toBeVisible({
    timeout: 20_000,
  });
  await navigateInApp(page, '/arrsplace/auth');
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/driver-active/);
  expect(await completedTours(page)).toEqual({});

  await openCommunityWithTargets(page);
  const popover = page.locator('.driver-popover');
  await expect(popover).toContainText('Step 1 of 9', { timeout: 20_000 });
  for (let step = 1; step < targets.length; step += 1) {
    await popover.getByRole('button', { name: 'Next' }).click();
    await expect(popover).toContainText(`Step ${step + 1} of 9`);
  }
  await expect(page.getByRole('dialog', { name: 'See this again' })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().includes('/api/account/tours/'));
  await popover.getByRole('button', { name: 'Finish' }).click();
  expect((await saved).status()).toBe(200);
  await expect(popover).toHaveCount(0);
  expect(await completedTours(page)).toEqual({ employer_community_tour: true });
});
