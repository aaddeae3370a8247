import type { Page } from '@playwright/test';
import { brand } from '../src/shared/content/brand';
import { transitionsFinished } from './support/axe';
import { holdRequests } from './support/held-requests';
import { origins } from './support/origins';
import { installPausedClock } from './support/paused-clock';
import { expect, test } from './support/shell-fixtures';

/** Every pre-rendered public page, on the host it belongs to, and its main heading. */
const publicPages = [
  { url: `${origins.consultancy}/`, heading: /^Healthcare consultancy for/ },
  { url: `${origins.consultancy}/contact`, heading: 'Contact us' },
  { url: `${origins.consultancy}/recruitment`, heading: 'The right people for primary and community care' },
  { url: `${origins.consultancy}/privacy`, heading: 'Privacy policy' },
  { url: `${origins.consultancy}/cookies`, heading: 'Cookie policy' },
  { url: `${origins.consultancy}/terms`, heading: 'Terms of use' },
  { url: `${origins.marketplace}/arrsplace`, heading: 'Find your place in primary care' },
  { url: `${origins.marketplace}/arrsplace/about`, heading: 'About ARRS Place' },
  { url: `${origins.marketplace}/arrsplace/insights`, heading: 'Insights' },
] as const;

/**
 * Records each element's computed style, property by property, in the page itself (the readings of a
 * long page are tens of megabytes: sent to the test, they took most of its time).
 */
function recordStyles(page: Page) {
  return page.evaluate(() => {
    const readings = [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      return [...style].map((property) => `${property}: ${style.getPropertyValue(property)}`);
    });
    Object.assign(window, { e2eStyles: readings });
  });
}

/** The first five elements whose style differs from what recordStyles read. */
async function styleDifferences(page: Page) {
  const { counts, differences } = await page.evaluate(() => {
    const before = Reflect.get(window, 'e2eStyles') as string[][];
    const elements = [...document.querySelectorAll('body *')];
    const found: string[] = [];
    elements.forEach((element, index) => {
      if (found.length >= 5) return;
      const style = getComputedStyle(element);
      const after = new Set([...style].map((property) => `${property}: ${style.getPropertyValue(property)}`));
      const changed = (before[index] ?? []).filter((value) => !after.has(value));
      if (changed.length === 0) return;
      const label = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      found.push(`${label.slice(0, 80)}: ${changed.slice(0, 3).join('; ').slice(0, 300)}`);
    });
    return { counts: [before.length, elements.length], differences: found };
  });
  expect(counts[1]).toBe(counts[0]);
  return differences;
}

/** Adds the stylesheet at `href` to the page and waits for it. */
async function addStylesheet(page: Page, href: string | null) {
  await page.evaluate((stylesheet) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: stylesheet,
      id: 'whole',
    });
    document.head.append(link);
  }, href);
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('whole') as HTMLLinkElement).sheet !== null))
    .toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, heading } of publicPages) {
    test(`${new URL(url).host}${new URL(url).pathname} shows its content, head and links`, async ({
      page,
    }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading Application...')).toHaveCount(0);
      await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\//);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      // The header, footer and page links are real links; content that fades in on scroll shows.
      const links = page.locator('a[href^="/"]');
      expect(await links.count()).toBeGreaterThan(5);
      await expect(page.locator('footer a[href="/privacy"]')).toBeVisible();
      const hidden = await page
        .locator('[data-reveal]')
        .evaluateAll(
          (elements) => elements.filter((element) => getComputedStyle(element).opacity !== '1').length,
        );
      expect(hidden).toBe(0);
      // The cookie banner's buttons need JavaScript, and nothing is counted without it.
      await expect(page.locator('#cookie-banner')).toBeAttached();
      await expect(page.locator('#cookie-banner')).toBeHidden();
    });
  }

  // A pre-rendered page carries only the rules of the stylesheet its markup and chunks use (decision
  // 030); the app adds the whole stylesheet when it takes over. Every element must look the same either way.
  for (const url of [
    ...publicPages.map((page) => page.url),
    `${origins.marketplace}/arrsplace/no-such-page`,
  ]) {
    test(`${new URL(url).host}${new URL(url).pathname} looks the same with its own rules as with the whole stylesheet`, async ({
      page,
    }) => {
      await page.goto(url);
      const href = await page.locator('meta[name="app-stylesheet"]').getAttribute('content');
      expect(href).toMatch(/^\/assets\/index-[\w-]+\.css$/);
      await recordStyles(page);
      await addStylesheet(page, href);
      expect(await styleDifferences(page)).toEqual([]);
    });
  }

  test('a link works as a plain link', async ({ page }) => {
    await page.goto(`${origins.consultancy}/`);
    await page.locator('footer a[href="/terms"]').click();
    await expect(page).toHaveURL(`${origins.consultancy}/terms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  });

  test('a form says it needs JavaScript and how else to reach us', async ({ page }) => {
    await page.goto(`${origins.consultancy}/contact`);
    const note = page.getByText(/needs JavaScript/);
    await expect(note).toBeVisible();
    await expect(page.getByRole('link', { name: brand.email }).first()).toBeVisible();
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto(`${origins.marketplace}/arrsplace/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('/arrsplace/no-such-page')).toBeVisible();
  });
});

/** Records every layout shift of the page from its first paint on. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Effects run and fonts settled: anything that moved has been counted.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

test.describe('with JavaScript', () => {
  for (const { url, heading } of publicPages) {
    test(`${new URL(url).host}${new URL(url).pathname} hydrates without errors or layout shift`, async ({
      page,
    }) => {
      const layoutShift = await watchLayoutShifts(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      expect(await layoutShift()).toBe(0);
    });
  }

  test('the cookie banner arrives with the page, and not at all once analytics were accepted', async ({
    page,
    context,
  }) => {
    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    const firstLoad = await page.goto(`${origins.marketplace}/arrsplace/about`);
    expect(await firstLoad?.text()).toContain('id="cookie-banner"');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await banner.getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('arrs.analytics_consent');

    const layoutShift = await watchLayoutShifts(page);
    const accepted = await page.goto(`${origins.marketplace}/arrsplace/insights`);
    expect(await accepted?.text()).not.toContain('id="cookie-banner"');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(banner).toHaveCount(0);
    expect(await layoutShift()).toBe(0);
  });

  test('a choice on the cookie banner before the page has hydrated is kept, not lost', async ({
    page,
    context,
  }) => {
    // Hold back the chunk that hydrates the page, so the visitor's click surely lands on the pre-rendered HTML.
    const release = await holdRequests(page, /\/assets\/public-start-[^/]*\.js$/);
    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    // Not the fixture's wait for hydration: that is what is being held back.
    await page.goto(`${origins.consultancy}/contact`, { waitUntil: 'domcontentloaded' });
    await banner.getByRole('button', { name: 'Decline analytics' }).click();
    await banner.getByRole('button', { name: 'Accept analytics' }).click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('arrs.analytics_consent');
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The last choice counts, once, without a second click.
    await expect(banner).toBeHidden();
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((cookie) => cookie.name === 'arrs.analytics_consent')?.value,
      )
      .toBe('accepted');
    await expect(page.locator('html[data-early-consent]')).toHaveCount(0);
  });

  test('a first visit with a cold cache moves nothing either: there is no web font to arrive late', async ({
    page,
  }) => {
    const layoutShift = await watchLayoutShifts(page);
    await page.goto(`${origins.marketplace}/arrsplace`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await layoutShift()).toBe(0);
  });

  test('the hydrated page navigates in the browser and keeps the title in step', async ({ page }) => {
    await page.goto(`${origins.consultancy}/`);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('footer a[href="/privacy"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page).toHaveTitle(`Privacy policy | ${brand.consultancyName}`);
    // No full page load: the marker set on the first document is still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('a public page starts without the router; the app takes over at the first link, in the same document', async ({
    page,
    watch,
  }) => {
    const scripts = () =>
      watch.requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
    await page.goto(`${origins.consultancy}/contact`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(scripts().some((path) => path.includes('/public-start-'))).toBe(true);
    expect(scripts().filter((path) => /\/(app-start|take-over)-/.test(path))).toEqual([]);
    // The page's own rules are all it uses: the whole stylesheet waits for the app.
    const stylesheets = () => watch.requests.filter((url) => new URL(url).pathname.endsWith('.css'));
    expect(stylesheets()).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Pointing at a link starts loading the app; following it hands the visit over.
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    await home.hover();
    await expect.poll(() => scripts().some((path) => path.includes('/take-over-'))).toBe(true);
    // By keyboard: the link followed keeps the focus once the app has drawn the page.
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origins.consultancy}/`);
    await expect(page.getByRole('heading', { level: 1, name: /^Healthcare consultancy for/ })).toBeVisible();
    await expect(page).toHaveTitle(`Home | ${brand.consultancyName}`);
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toBeFocused();
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);

    // Back returns to the pre-rendered page's address, now shown by the app.
    await page.goBack();
    await expect(page).toHaveURL(`${origins.consultancy}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);

    // The page came with its own rules; the take-over fetched the whole stylesheet once, the app's chunks never.
    const stylesheet = await page.locator('meta[name="app-stylesheet"]').getAttribute('content');
    expect(stylesheets()).toEqual([`${origins.consultancy}${stylesheet}`]);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
  });

  test('what a hydrated page draws (errors, an open answer) is styled by its own rules, without the whole stylesheet', async ({
    page,
    watch,
  }) => {
    // Paused: the rotating headline must not move between the two readings.
    await installPausedClock(page);
    await page.goto(`${origins.consultancy}/contact`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // States no pre-rendered markup has: a field's error (from a chunk loaded at the first edit), the
    // progress bar filled, an answer of the FAQ opened.
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name (required)').fill('Jo');
    await form.getByLabel('Email (required)').fill('not-an-address');
    await form.getByLabel('Message (required)').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('button', { name: 'Do you offer a free first conversation?' }).click();
    await expect(page.getByText(/complimentary 30-minute discovery call/)).toBeVisible();
    expect(watch.requests.filter((url) => new URL(url).pathname.endsWith('.css'))).toEqual([]);
    // Both readings of settled styles: the buttons' colours ease over 150 ms when the pointer leaves
    // them, and a reading taken half-way (the Send button's background, once) is no difference of rules.
    await page.mouse.move(0, 0);
    await transitionsFinished(page);
    await recordStyles(page);
    await addStylesheet(page, await page.locator('meta[name="app-stylesheet"]').getAttribute('content'));
    await transitionsFinished(page);
    expect(await styleDifferences(page)).toEqual([]);
  });

  test('signed-in areas are rendered in the browser and not indexed', async ({ page, watch }) => {
    await page.goto(`${origins.marketplace}/arrsplace/auth`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The whole stylesheet came inside the page, and nothing fetches it again.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('meta[name="app-stylesheet"]').count()).toBe(0);
    expect(watch.requests.filter((url) => new URL(url).pathname.endsWith('.css'))).toEqual([]);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  });
});
