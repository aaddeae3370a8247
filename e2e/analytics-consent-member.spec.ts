import type { BrowserContext, Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn } from './support/accounts-flows';
import { origins } from './support/origins';

/*
 * Decision 027: a signed-in member's analytics choice is kept on their account, not in the browser.
 * A member who declines is not asked again on their next page load or on another device, and still
 * nothing is stored on the device for analytics; once signed out, the browser is a visitor again.
 */

test.use({ baseURL: origins.marketplace });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

const isAnalytics = (name: string) => name.startsWith('arrs.analytics');

/**
 * What the page stored for analytics: the consent cookie, the visit id, an older version's local
 * entry. (The session's cookie and the "stay signed in" note are essential, not analytics.)
 */
async function analyticsStorage(page: Page, context: BrowserContext) {
  const web = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  return {
    cookies: (await context.cookies()).map((cookie) => cookie.name).filter(isAnalytics),
    local: web.local.filter(isAnalytics),
    session: web.session.filter(isAnalytics),
  };
}

const nothingStored = { cookies: [], local: [], session: [] };

test("a member's refusal follows them: not asked again here or on another device, nothing stored", async ({
  page,
  context,
  openContext,
}) => {
  test.setTimeout(120_000);
  const member = { email: uniqueEmail('consent-member'), password: strongPassword() };
  await createAccount({ ...member, role: 'employer', name: 'Morgan Member' });

  await page.goto('/arrsplace/auth');
  await expect(banner(page)).toBeVisible();
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer/);
  // Nothing kept on the account yet: the banner still asks.
  await expect(banner(page)).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/analytics-choice') && response.status() === 200,
  );
  await banner(page).getByRole('button', { name: 'Decline analytics' }).click();
  await expect(banner(page)).toBeHidden();
  await saved;

  // A page the browser renders (the area), loaded afresh: the banner never shows.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // A pre-rendered public page arrives with the banner; once the session is known it goes.
  await page.goto('/arrsplace/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(banner(page)).toHaveCount(0);
  expect(await analyticsStorage(page, context)).toEqual(nothingStored);

  // Another device: after signing in there, the account's refusal holds.
  const other = await openContext();
  await other.page.goto('/arrsplace/auth');
  await expect(banner(other.page)).toBeVisible();
  await signIn(other.page, member.email, member.password);
  await expect(other.page).toHaveURL(/\/arrsplace\/employer/);
  await expect(banner(other.page)).toBeHidden();
  expect(await analyticsStorage(other.page, other.context)).toEqual(nothingStored);

  // Signed out, this browser is a visitor again: asked on every page load, as decision 013 says.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth/);
  await page.reload();
  await expect(banner(page)).toBeVisible();

  // Changing their mind on the other device is kept too: accepting there stores the cookie there only.
  await other.page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await banner(other.page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner(other.page)).toBeHidden();
  await expect
    .poll(async () => (await analyticsStorage(other.page, other.context)).cookies)
    .toEqual(['arrs.analytics_consent']);
  // (Read in the page: Node cannot resolve the marketplace's *.localhost host.)
  await expect
    .poll(() =>
      other.page.evaluate(async () => {
        const me = (await (await fetch('/api/account/me')).json()) as {
          profile?: { analyticsChoice: unknown };
        };
        return me.profile?.analyticsChoice;
      }),
    )
    .toBe('accepted');
});

test('a refusal made on the sign-in page, before signing in, is kept on the account', async ({ page }) => {
  const member = { email: uniqueEmail('consent-early'), password: strongPassword() };
  await createAccount({ ...member, role: 'employer', name: 'Riley Early' });
  await page.goto('/arrsplace/auth');
  await banner(page).getByRole('button', { name: 'Decline analytics' }).click();
  await expect(banner(page)).toBeHidden();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/analytics-choice') && response.status() === 200,
  );
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer/);
  await saved;
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
