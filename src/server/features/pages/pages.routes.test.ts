import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notFoundLog } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { createNotFoundRepository } from './not-found.repository';

const marketplace = { host: 'arrsplace.localhost:3000' };
const consultancy = { host: 'localhost:3000' };

describe('pages', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.app.close();
  });
  const get = (url: string, headers: Record<string, string> = consultancy) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const logged = () => createNotFoundRepository({ db: testApp.database.db }).latest();

  it('serves the app for a known page with the site injected and no caching', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="en-GB" data-site="consultancy">');
  });

  it('tells the app it is on the marketplace host', async () => {
    const response = await get('/arrsplace', marketplace);
    expect(response.body).toContain('data-site="marketplace"');
  });

  it('tells the app when the request carries a session cookie we signed (/me then checks the session)', async () => {
    expect((await get('/arrsplace', marketplace)).body).not.toContain('data-session');
    const { client } = await signedInClient(testApp.app, await buildAccount(testApp.database.db));
    const cookie = client.jar.header();
    const signed = await get('/arrsplace', { ...marketplace, cookie: `a=1; ${cookie}` });
    expect(signed.body).toContain('data-site="marketplace" data-session="cookie"');
    const forged = await get('/', { ...consultancy, cookie: 'a=1; arrs.session_token=x.y' });
    expect(forged.body).not.toContain('data-session');
    const other = await get('/', { ...consultancy, cookie: 'arrs.session_data=x; xarrs.session_token=y' });
    expect(other.body).not.toContain('data-session');
  });

  it('serves the consultancy landing at / on the consultancy host', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-site="consultancy"');
  });

  it('redirects / to /arrsplace on the marketplace host, keeping the query', async () => {
    const response = await get('/?ref=mail', marketplace);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/arrsplace?ref=mail');
  });

  it.each(['/business-development', '/project-management', '/recruitment-services'])(
    'redirects %s to /arrsplace on both hosts',
    async (path) => {
      for (const headers of [consultancy, marketplace]) {
        const response = await get(path, headers);
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe('/arrsplace');
      }
    },
  );

  it('answers an unknown path with the app, HTTP 404, and logs the path', async () => {
    const response = await get('/no-such-page?x=1', marketplace);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-site="marketplace" data-initial-status="404"');
    const [entry] = await logged();
    expect(entry).toMatchObject({ path: '/no-such-page', site: 'marketplace' });
  });

  it('puts the stylesheet inside the page and compresses the page for browsers that accept it', async () => {
    const plain = await get('/arrsplace/candidate/profile', marketplace);
    expect(plain.body).toContain('<style>body{color:#0f172a}\n</style>');
    expect(plain.body).not.toContain('rel="stylesheet"');
    expect(plain.body).not.toContain('app-stylesheet');
    const compressed = await get('/arrsplace/candidate/profile', {
      ...marketplace,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/arrsplace/candidate/profile', { ...marketplace, 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('does not serve index.html raw', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-initial-status="404"');
  });

  it('does not serve the build manifest', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets with immutable caching and other files with short caching', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the pre-compressed copy of an asset to a browser that accepts it', async () => {
    const compressed = await get('/assets/index-abc123.js', {
      ...consultancy,
      'accept-encoding': 'gzip, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/index-abc123.js', { ...consultancy, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");\n');
  });

  it('logs a missing path reported by the app after a client-side navigation', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/not-found',
      headers: consultancy,
      payload: { path: '/typo-page' },
    });
    expect(response.statusCode).toBe(204);
    expect((await logged())[0]).toMatchObject({ path: '/typo-page', site: 'consultancy' });
  });

  it('refuses a report that is not a path', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/not-found',
      payload: { path: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(await logged()).toHaveLength(0);
  });

  it('rate-limits not-found reports per client', async () => {
    const report = () =>
      testApp.app.inject({ method: 'POST', url: '/api/not-found', payload: { path: '/spam' } });
    for (let i = 0; i < 30; i += 1) expect((await report()).statusCode).toBe(204);
    const refused = await report();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Security limit reached. Please wait before trying again.' },
    });
  });
});

describe('the not-found log cannot grow without limit', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.app.close();
  });
  const rows = () =>
    testApp.database.db
      .select({ path: notFoundLog.path, hits: notFoundLog.hits })
      .from(notFoundLog)
      .orderBy(notFoundLog.path);
  const visit = (path: string, remoteAddress = '10.20.0.1') =>
    testApp.app.inject({ method: 'GET', url: path, headers: consultancy, remoteAddress });

  it('counts a path asked for again on its one row, from the page and from reports alike', async () => {
    await visit('/gone');
    await visit('/gone', '10.20.0.2');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/not-found',
      headers: consultancy,
      payload: { path: '/gone' },
    });
    expect(await rows()).toEqual([{ path: '/gone', hits: 3 }]);
  });

  it('stops logging a client over the limit, whose missing pages still answer 404', async () => {
    for (let i = 0; i < 30; i += 1) expect((await visit(`/missing-${i}`)).statusCode).toBe(404);
    const over = await visit('/one-too-many');
    expect(over.statusCode).toBe(404);
    expect(over.body).toContain('Oops! Page not found');
    expect(await rows()).toHaveLength(30);
    expect((await visit('/from-someone-else', '10.20.0.9')).statusCode).toBe(404);
    expect(await rows()).toHaveLength(31);
  });
});

describe('security headers', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.app.close();
  });

  it.each([
    ['a page', 'GET', '/contact'],
    ['a missing page', 'GET', '/missing'],
    ['the API', 'GET', '/api/health'],
    ['an API error', 'DELETE', '/api/health'],
    ['an asset', 'GET', '/assets/index-abc123.js'],
  ] as const)('are on %s', async (_label, method, url) => {
    const response = await testApp.app.inject({ method, url });
    const csp = String(response.headers['content-security-policy']);
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
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains; preload',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  });
});
