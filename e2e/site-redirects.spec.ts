import { legacyRedirects } from '../src/shared/routing/paths';
import { origins } from './support/origins';
import { expect, navigateInApp, test } from './support/shell-fixtures';

const hosts = [
  ['consultancy', origins.consultancy],
  ['marketplace', origins.marketplace],
] as const;

test('/ on the marketplace host loads the ARRS Place landing', async ({ page }) => {
  const response = await page.goto(`${origins.marketplace}/`);
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
  ).toBeVisible();
});

test('/ on the consultancy host is the consultancy landing', async ({ page }) => {
  await page.goto(`${origins.consultancy}/`);
  await expect(page).toHaveURL(`${origins.consultancy}/`);
  await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();
});

test('in-app navigation to / on the marketplace host replaces it with /arrsplace', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace/insights`);
  await page.goto(`${origins.marketplace}/no-such-page`);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
  ).toBeVisible();
  // '/' left no history entry of its own, and the page before it is still there.
  await page.goBack();
  await expect(page).toHaveURL(`${origins.marketplace}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

for (const [site, origin] of hosts) {
  test.describe(`legacy redirects on the ${site} host`, () => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      test(`a direct load of ${from} ends on ${to}`, async ({ page }) => {
        await page.goto(`${origin}${from}`);
        await expect(page).toHaveURL(`${origin}${to}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
        ).toBeVisible();
      });

      test(`in-app navigation to ${from} replaces it with ${to}`, async ({ page }) => {
        await page.goto(`${origin}/privacy`);
        await navigateInApp(page, from);
        await expect(page).toHaveURL(`${origin}${to}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
        ).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(`${origin}/privacy`);
      });
    }

    test('the footer service links lead to ARRS Place without a page load', async ({ page }) => {
      await page.goto(`${origin}/contact`);
      const marker = await page.evaluate(() => {
        const value = String(Math.random());
        Object.assign(window, { e2eMarker: value });
        return value;
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Business Development' }).click();
      await expect(page).toHaveURL(`${origin}/arrsplace`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
      ).toBeVisible();
      expect(await page.evaluate(() => Reflect.get(window, 'e2eMarker'))).toBe(marker);
      await page.goBack();
      await expect(page).toHaveURL(`${origin}/contact`);
    });
  });
}

test('/arrsplace/master_admin sends a visitor to sign-in', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace/master_admin`);
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to ARRS Place' })).toBeVisible();
});
