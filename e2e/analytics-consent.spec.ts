import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

/**
 * UK PECR: analytics only with consent. Declined: nothing stored, anonymous page views
 * only. Accepted: the visit id, clicks, the end on page hide and the active update on show. The
 * choice can be changed from the footer, and the banner shows on both hosts.
 */

interface Beacon {
  path: string;
  body: Record<string, unknown>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Every beacon's JSON as the page hands it to navigator.sendBeacon (Chromium does not show a
 * beacon's Blob body to Playwright), and every answer of the ingest endpoints.
 */
async function recordBeacons(page: Page): Promise<{ beacons: Beacon[]; statuses: number[] }> {
  const beacons: Beacon[] = [];
  const statuses: number[] = [];
  await page.exposeFunction('recordBeacon', (path: string, text: string) => {
    beacons.push({ path, body: JSON.parse(text) as Record<string, unknown> });
  });
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator);
    const record = (window as unknown as { recordBeacon: (path: string, text: string) => void }).recordBeacon;
    navigator.sendBeacon = (url, data) => {
      const path = new URL(String(url), location.href).pathname;
      if (data instanceof Blob) void data.text().then((text) => record(path, text));
      else record(path, String(data));
      return original(url, data);
    };
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/analytics/')) statuses.push(response.status());
  });
  return { beacons, statuses };
}

/** The server took every beacon: 204, no body. */
async function expectAllAnswered204(beacons: Beacon[], statuses: number[]) {
  await expect.poll(() => statuses.length).toBe(beacons.length);
  expect(new Set(statuses)).toEqual(new Set([204]));
}

const ofKind = (beacons: Beacon[], kind: string) =>
  beacons.filter((beacon) => beacon.path === `/api/analytics/${kind}`);

async function deviceStorage(page: Page, context: BrowserContext) {
  return {
    cookies: (await context.cookies()).map((cookie) => cookie.name).sort(),
    ...(await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      indexedDb: (await indexedDB.databases()).map((database) => database.name),
    }))),
  };
}

/** The page as hidden (tab switched, window minimised) or visible again, as the browser reports it. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

test('declined: no cookie or storage entry, only anonymous page views, and the banner asks again', async ({
  page,
  context,
}) => {
  const { beacons, statuses } = await recordBeacons(page);
  await page.goto(`${origins.consultancy}/`);
  await expect(banner(page)).toBeVisible();
  const baseline = await deviceStorage(page, context);
  await expect.poll(() => ofKind(beacons, 'page-view').length).toBe(1);

  await expect(banner(page).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
    'href',
    '/cookies',
  );
  await banner(page).getByRole('button', { name: 'Decline analytics' }).click();
  await expect(banner(page)).toBeHidden();

  // A client-side navigation and a click: one more anonymous page view, no click beacon.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expect(page).toHaveURL(`${origins.consultancy}/contact`);
  await expect.poll(() => ofKind(beacons, 'page-view').length).toBe(2);
  // The app took over from the pre-rendered page in the same document: the refusal still holds.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');

  expect(await deviceStorage(page, context)).toEqual(baseline);
  expect(baseline).toEqual({ cookies: [], local: [], session: [], indexedDb: [] });

  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => ofKind(beacons, 'page-view').length).toBe(3);
  expect(await deviceStorage(page, context)).toEqual(baseline);

  expect(beacons.map((beacon) => beacon.path)).toEqual(Array(3).fill('/api/analytics/page-view'));
  for (const { body } of beacons) {
    expect(body.consent).toBe(false);
    expect(body).not.toHaveProperty('sessionId');
    expect(body).not.toHaveProperty('screen');
    expect(body).not.toHaveProperty('viewport');
  }
  expect(beacons.map((beacon) => [beacon.body.path, beacon.body.entry])).toEqual([
    ['/', true],
    ['/contact', false],
    ['/contact', true],
  ]);
  await expectAllAnswered204(beacons, statuses);
});

test('accepted: the visit id, clicks, the end on hide and the active update; changed later from the footer', async ({
  page,
  context,
}) => {
  const { beacons, statuses } = await recordBeacons(page);
  await page.goto(`${origins.consultancy}/`);
  await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await deviceStorage(page, context)).toMatchObject({
    cookies: ['arrs.analytics_consent'],
    local: [],
  });

  // The visit starts with the next page view: a client-side navigation.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expect.poll(() => ofKind(beacons, 'page-view').length).toBe(2);
  const view = ofKind(beacons, 'page-view')[1]?.body ?? {};
  expect(view).toMatchObject({ path: '/contact', consent: true, entry: true });
  expect(view.sessionId).toMatch(uuid);
  expect(view.screen).toMatch(/^\d+x\d+$/);
  expect(view.viewport).toMatch(/^\d+x\d+$/);
  const sessionId = view.sessionId;
  expect((await deviceStorage(page, context)).session).toEqual(['arrs.analytics_visit']);

  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(() => ofKind(beacons, 'click').length).toBeGreaterThan(0);
  const click = ofKind(beacons, 'click')[0]?.body ?? {};
  expect(click).toMatchObject({ sessionId, path: '/contact', elementType: 'h1' });
  expect(typeof click.msInSession).toBe('number');

  // Text typed into a form field never leaves the page.
  const typed = 'my private words';
  const message = page.getByRole('textbox').first();
  await message.click();
  await message.fill(typed);
  await message.click();
  for (const beacon of ofKind(beacons, 'click')) expect(JSON.stringify(beacon.body)).not.toContain(typed);

  await setVisibility(page, 'hidden');
  await expect.poll(() => ofKind(beacons, 'session-end').length).toBe(1);
  expect(ofKind(beacons, 'session-end')[0]?.body).toEqual({ sessionId, path: '/contact' });
  await setVisibility(page, 'visible');
  await expect.poll(() => ofKind(beacons, 'active').length).toBe(1);
  expect(ofKind(beacons, 'active')[0]?.body).toEqual({ sessionId, path: '/contact' });
  // Answered before the reload below, which would otherwise cut the page off from their answers.
  await expectAllAnswered204(beacons, statuses);

  // A full page load keeps the choice and the visit; the server sends the page without the banner.
  const reloaded = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.reload();
  expect(await (await reloaded).text()).not.toContain('id="cookie-banner"');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => ofKind(beacons, 'page-view').length).toBe(3);
  expect(ofKind(beacons, 'page-view')[2]?.body).toMatchObject({ sessionId, entry: false, consent: true });

  // Changing the choice from the footer ends the visit and removes what accepting stored.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('You have accepted analytics.');
  const ends = ofKind(beacons, 'session-end').length;
  await banner(page).getByRole('button', { name: 'Decline analytics' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  await expect.poll(() => ofKind(beacons, 'session-end').length).toBe(ends + 1);
  expect(await deviceStorage(page, context)).toMatchObject({ cookies: [], local: [], session: [] });

  const clicks = ofKind(beacons, 'click').length;
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Cookie policy' }).click();
  await expect.poll(() => ofKind(beacons, 'page-view').length).toBe(4);
  const after = ofKind(beacons, 'page-view')[3]?.body ?? {};
  expect(after).toMatchObject({ path: '/cookies', consent: false });
  expect(after).not.toHaveProperty('sessionId');
  expect(ofKind(beacons, 'click')).toHaveLength(clicks);
  await expectAllAnswered204(beacons, statuses);
});

test('the banner on the marketplace host: cookie policy link, keyboard, 375 px wide, axe-clean', async ({
  page,
}) => {
  await page.goto(`${origins.marketplace}/arrsplace`);
  const region = banner(page);
  await expect(region).toBeVisible();
  await expectNoAxeViolations(page, 'the marketplace landing page with the cookie banner');

  await page.setViewportSize({ width: 375, height: 740 });
  const narrow = await new AxeBuilder({ page })
    .include('#cookie-banner')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(narrow.violations.map((violation) => violation.id)).toEqual([]);

  // Fixed at the bottom, within the viewport, and the buttons fully on screen.
  const box = await region.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.width).toBeLessThanOrEqual(375);
    expect(Math.round(box.y + box.height)).toBe(740);
  }
  for (const name of ['Accept analytics', 'Decline analytics'])
    await expect(region.getByRole('button', { name })).toBeInViewport({ ratio: 1 });

  // Keyboard: after the skip link, the banner's link and both buttons; focus moves on past them.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('link', { name: 'Read our cookie policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Accept analytics' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Decline analytics' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Decline analytics' })).not.toBeFocused();

  await region.getByRole('link', { name: 'Read our cookie policy' }).click();
  await expect(page).toHaveURL(`${origins.marketplace}/cookies`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByText('Your IP address itself is never stored')).toBeVisible();
  await region.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(region).toBeHidden();
});
