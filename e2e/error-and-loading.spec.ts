import { brand } from '../src/shared/content/brand';
import { holdRequests } from './support/held-requests';
import { origins } from './support/origins';
import { expect, navigateInApp, test } from './support/shell-fixtures';

/** The contact page's chunk, also under the `?retry=` URL a Try Again imports it by. */
const contactChunk = /\/assets\/contact-page-[^/?]+\.js(\?.*)?$/;

test.describe('not-found page', () => {
  test('a direct load answers 404 with the page, and is not reported twice', async ({ page }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/not-found')) reports.push(request.postData() ?? '');
    });
    const response = await page.goto(`${origins.consultancy}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-initial-status', '404');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page not found | ${brand.consultancyName}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    // The server logged this one. Once a later, client-side miss has been reported, an earlier report
    // of this load would have been sent before it: the later one must be the only one.
    const report = page.waitForRequest((request) => request.url().endsWith('/api/not-found'));
    await navigateInApp(page, '/missing-after-load');
    await report;
    expect(reports).toEqual([JSON.stringify({ path: '/missing-after-load' })]);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${origins.consultancy}/`);
  });

  test('a client-side navigation to an unknown path reports it to the server', async ({ page }) => {
    await page.goto(`${origins.consultancy}/contact`);
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${origins.consultancy}/api/not-found`,
    );
    await navigateInApp(page, '/missing-by-link');
    const request = await report;
    expect(request.postDataJSON()).toEqual({ path: '/missing-by-link' });
    expect((await request.response())?.status()).toBe(204);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });
});

test.describe('error boundary', () => {
  test.use({ expectCleanConsole: false });

  test('a page whose code fails to load shows the error screen; Try Again recovers', async ({ page }) => {
    let failedChunkLoads = 0;
    page.on('requestfailed', (request) => {
      if (contactChunk.test(request.url())) failedChunkLoads += 1;
    });
    await page.goto(`${origins.consultancy}/`);
    await page.route(contactChunk, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'An error occurred while rendering this page. This might be due to a navigation conflict.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Sign In' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    const failedBefore = failedChunkLoads;
    await page.getByRole('button', { name: 'Try Again' }).click();
    // The retry fails too. Wait until its request has failed: a Try Again while a retry is still
    // loading waits for that retry, which would then fail after the unroute below.
    await expect.poll(() => failedChunkLoads).toBeGreaterThan(failedBefore);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await page.unroute(contactChunk);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page).toHaveURL(`${origins.consultancy}/contact`);
  });

  test('Refresh Page reloads the document', async ({ page }) => {
    await page.goto(`${origins.consultancy}/`);
    await page.route(contactChunk, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.unroute(contactChunk);
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await reload;
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('Go to Sign In opens the sign-in page', async ({ page }) => {
    await page.goto(`${origins.marketplace}/arrsplace`);
    await page.route('**/assets/about-page-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Sign In' }).click();
    await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to ARRS Place' })).toBeVisible();
  });
});

test.describe('loading fallback', () => {
  // Public pages arrive pre-rendered (decision 015); a page rendered in the browser, such as sign-in, still
  // shows the fallback while its code loads.
  test('shows while the first page loads, then the page', async ({ page }) => {
    let requested = () => {};
    const chunkRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    const release = await holdRequests(page, '**/assets/auth-page-*.js', () => requested());
    await page.goto(`${origins.marketplace}/arrsplace/auth`, { waitUntil: 'domcontentloaded' });
    await chunkRequested;
    await expect(page.getByText('Loading Application...')).toBeVisible();
    await expect(page.getByText('If this persists, please refresh the page.')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to ARRS Place' })).toBeVisible();
    await expect(page.getByText('Loading Application...')).toHaveCount(0);
  });
});

test.describe('scrolling to a URL hash', () => {
  test.use({ viewport: { width: 375, height: 640 } });

  test('scrolls to the section a hash names (reduced motion: at once)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${origins.consultancy}/#project-management`);
    const section = page.getByRole('region', { name: 'Project management' });
    await expect(section).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('scrolls smoothly when motion is allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${origins.consultancy}/contact`);
    await page.evaluate(() => {
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        Reflect.set(window, 'e2eScrollBehaviour', typeof options === 'object' ? options.behavior : undefined);
        original.call(this, options);
      };
    });
    await page.getByRole('banner').getByRole('link', { name: brand.consultancyName }).click();
    await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();
    await navigateInApp(page, '/#success-stories');
    await expect(page.getByRole('region', { name: 'Success stories' })).toBeInViewport();
    expect(await page.evaluate(() => Reflect.get(window, 'e2eScrollBehaviour'))).toBe('smooth');
  });
});
