import { devices, type Locator, type Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { expectNothingOffTheSide } from './support/layout';
import { origins } from './support/origins';

/**
 * Acceptance: a visit on the consultancy site with analytics accepted shows up in the admins'
 * dashboard with its page, its device and an 'Unknown' location (the e2e client's address is private,
 * so the offline database does not know it). axe-clean; the fallback when the API fails.
 */

test.use({ reducedMotion: 'reduce' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

/** The body rows of one top list, as 'value' text. */
function topList(page: Page, title: string): Locator {
  return page.getByRole('table', { name: title, exact: true }).locator('tbody th');
}

async function signInAdmin(page: Page) {
  const admin = { email: uniqueEmail('analytics-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Analyst' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
}

test('an accepted visit on a tablet shows in the dashboard with its page, device and Unknown location', async ({
  browser,
  page,
  clientHeaders,
}) => {
  test.setTimeout(180_000);
  const { defaultBrowserType: _, ...ipad } = devices['iPad (gen 7)'];
  const visitorContext = await browser.newContext({ ...ipad, extraHTTPHeaders: clientHeaders });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${origins.consultancy}/`);
  // The banner arrives with the page; its buttons work once the page is hydrated (this page is not
  // the fixture's, which waits for that after every load).
  await expect(visitor.locator('html[data-hydrated]')).toBeAttached();
  await banner(visitor).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner(visitor)).toBeHidden();
  // Three views of /contact keep it in the top 10 beside the admins' own pages of parallel tests.
  for (let view = 0; view < 3; view += 1) {
    const stored = visitor.waitForResponse(
      (response) => response.url().endsWith('/api/analytics/page-view') && response.status() === 204,
    );
    await visitor.goto(`${origins.consultancy}/contact`);
    await stored;
  }
  await visitorContext.close();

  await signInAdmin(page);
  // The dashboard's headline for the last 7 days links to the analytics page.
  const headline = page.getByRole('region', { name: 'Last 7 days' });
  await expect(headline.getByText('Page views', { exact: true })).toBeVisible();
  await expect(headline.getByText('Analytics temporarily unavailable')).toHaveCount(0);
  await scanWithoutToasts(page, 'the admin dashboard with the analytics headline');
  await headline.getByRole('link', { name: 'Open analytics' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByLabel('Date range').selectOption({ label: 'Last 7 days' });
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Consultancy site' });

  // Page views may wait a moment in the ingest buffer: read again until the visit is counted.
  await expect(async () => {
    await page.reload();
    // The filters do not survive a reload: without the site filter, the marketplace pages of every
    // other spec of a full run push /contact out of the top 10.
    await page.getByLabel('Date range').selectOption({ label: 'Last 7 days' });
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Consultancy site' });
    await expect(topList(page, 'Top pages').filter({ hasText: /^\/contact$/ })).toHaveCount(1, {
      timeout: 20_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(topList(page, 'Devices').filter({ hasText: /^Tablet$/ })).toHaveCount(1);
  await expect(topList(page, 'Countries').filter({ hasText: /^Unknown$/ })).toHaveCount(1);
  await expect(topList(page, 'Regions').filter({ hasText: /^Unknown$/ })).toHaveCount(1);
  await expect(topList(page, 'Entry pages').filter({ hasText: /^\/$/ })).toHaveCount(1);
  const pageViews = page.locator('dt', { hasText: /^Page views$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(pageViews).not.toHaveText('0');
  await expect(page.getByTestId('active-users')).not.toHaveText('0');

  // The chart (its own chunk) has loaded; its figures are also a table.
  await expect(page.locator('.recharts-wrapper')).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  await expect(page.getByRole('table', { name: /per day/ }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('table', { name: 'Recruitment funnel' }).getByRole('row')).toHaveCount(6);
  // The storage panel: each analytics table's rows and its space on disk, and the total.
  const storage = page.getByRole('table', { name: 'Storage', exact: true });
  await expect(storage.getByRole('row', { name: /^Page views / })).toContainText(/\d (KB|MB|GB)$/);
  await expect(storage.getByRole('row', { name: /^Total / })).toBeVisible();
  await scanWithoutToasts(page, 'the analytics page');

  // The CSV of the same range: a header and one line per day.
  const csvLink = page.getByRole('link', { name: 'Download CSV of the daily figures' });
  const csv = await page.request.get(`${origins.consultancy}${await csvLink.getAttribute('href')}`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('date,visitors,sessions,page_views,bounce_rate,average_visit_seconds');
  expect(lines).toHaveLength(8);

  // Custom dates the other way round are explained, and the page keeps the last good range.
  await page.getByLabel('Date range').selectOption({ label: 'Custom dates' });
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-10');
  await page.getByRole('button', { name: 'Show these dates' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await scanWithoutToasts(page, 'the analytics page with a date problem');

  // On a phone the page still reads in one column.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  // Wide tables scroll inside their own keyboard-reachable region, which itself fits.
  await expectNothingOffTheSide(page);
});

test.describe('when the analytics API fails', () => {
  // The browser logs the failed request itself: that is the situation under test.
  test.use({ expectCleanConsole: false });

  test('the analytics page says so and offers to try again', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAdmin(page);
    await page.route('**/api/admin/analytics/overview?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"UNAVAILABLE","message":"x"}}',
      }),
    );
    await page.goto(`${origins.consultancy}/arrsplace/admin/analytics`);
    await expect(page.getByRole('alert')).toContainText('Analytics temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await scanWithoutToasts(page, 'the analytics fallback');
  });
});
