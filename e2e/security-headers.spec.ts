import { expect, test } from '@playwright/test';
import { origins } from './support/origins';

function expectSecurityHeaders(response: { headers(): Record<string, string> }) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/https?:\/\//);
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
}

test.describe('security headers and caching on the built app', () => {
  // Pages are loaded by Chromium, which resolves arrsplace.localhost (Node does not).
  test('pages on both hosts are served with the headers and are not cached', async ({ page }) => {
    for (const url of [`${origins.consultancy}/`, `${origins.marketplace}/arrsplace`]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      if (!response) throw new Error(`no response for ${url}`);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
  });

  test('the built page has no inline script and its hashed assets are immutable', async ({ request }) => {
    const page = await request.get(`${origins.consultancy}/`);
    const html = await page.text();
    // Structured data is a data block the browser never runs; any other inline script is refused.
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/);
    expect(html).toContain('<script type="application/ld+json">');
    const assetPath = html.match(/(?:src|href)="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(assetPath).toBeTruthy();
    const asset = await request.get(`${origins.consultancy}${assetPath}`);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the icon is there at both addresses browsers ask, cached an hour', async ({ request }) => {
    // Pages name /favicon.svg; a browser showing anything else (a text file, JSON) asks /favicon.ico.
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/'],
    ] as const) {
      const icon = await request.get(`${origins.consultancy}${path}`);
      expect(icon.status(), path).toBe(200);
      expect(icon.headers()['content-type'], path).toContain(type);
      expect(icon.headers()['cache-control'], path).toBe('public, max-age=3600');
    }
  });

  test('API responses and API errors carry the headers', async ({ request }) => {
    const health = await request.get(`${origins.consultancy}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    expectSecurityHeaders(health);

    const missing = await request.get(`${origins.consultancy}/api/does-not-exist`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expectSecurityHeaders(missing);
  });

  test('a missing page answers 404 with the headers', async ({ page }) => {
    const response = await page.goto(`${origins.marketplace}/arrsplace/no-such-page`);
    expect(response?.status()).toBe(404);
    if (!response) throw new Error('no response');
    expectSecurityHeaders(response);
  });
});
