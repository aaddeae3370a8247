import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPageModules } from '../../../shared/routing/page-modules';
import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import { createFixtureWebRoot, createTestApp, type TestApp } from '../../test/app.test-utils';
import { loadIndexHtml } from './index-html';
import { prerenderedStylesFile } from './prerendered-pages';

const consultancy = { host: 'localhost:3000' };

/** Public pages arrive as HTML with their own head (decision 015); the fixture web root holds a few. */
describe('pre-rendered public pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { PUBLIC_URL: 'https://meridian.example', MARKETPLACE_HOSTS: 'arrsplace.example' },
    });
  });
  afterAll(async () => {
    await testApp.app.close();
  });
  const get = (url: string, headers: Record<string, string> = consultancy) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const onMarketplace = { host: 'arrsplace.example' };

  it('sends the page itself, without the loading screen or the needs-JavaScript note', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root" data-prerendered=""><main><h1>/contact on consultancy</h1></main><section id="cookie-banner">',
    );
    expect(response.body).not.toContain('Loading Application...');
    expect(response.body).not.toContain('needs JavaScript');
  });

  it('leaves the cookie banner out for a visitor whose consent cookie says they accepted analytics', async () => {
    const banner = '<section id="cookie-banner">';
    const accepted = await get('/contact', {
      ...consultancy,
      cookie: 'x=1; arrs.analytics_consent=accepted',
    });
    expect(accepted.body).toContain('<main><h1>/contact on consultancy</h1></main></div>');
    expect(accepted.body).not.toContain(banner);
    const missing = await get('/gone', { ...onMarketplace, cookie: 'arrs.analytics_consent=accepted' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain(banner);
    // Any other value is no acceptance.
    const other = await get('/contact', { ...consultancy, cookie: 'arrs.analytics_consent=declined' });
    expect(other.body).toContain(banner);
    expect((await get('/gone', onMarketplace)).body).toContain(banner);
  });

  it('gives the page its title, description, canonical URL and Open Graph tags', async () => {
    const { body } = await get('/contact');
    expect(body).toContain('<title>Contact us | Meridian Health Partners</title>');
    expect(body).not.toContain('<title>ARRS Place</title>');
    expect(body).not.toContain('content="Default."');
    const description = publicPageMeta['/contact'].description;
    expect(body).toContain(`<meta name="description" content="${description}">`);
    expect(body).toContain('<link rel="canonical" href="https://meridian.example/contact">');
    expect(body).toContain('<meta property="og:url" content="https://meridian.example/contact">');
    expect(body).toContain('<meta property="og:title" content="Contact us | Meridian Health Partners">');
    expect(body).not.toContain('noindex');
    expect(body).not.toContain('application/ld+json');
  });

  it('serves the marketplace pages on their host, with the canonical URL on the marketplace origin', async () => {
    const { body, statusCode } = await get('/arrsplace/about', onMarketplace);
    expect(statusCode).toBe(200);
    expect(body).toContain('data-site="marketplace"');
    expect(body).toContain('<h1>/arrsplace/about on marketplace</h1>');
    expect(body).toContain('<title>About ARRS Place | ARRS Place</title>');
    expect(body).toContain('<link rel="canonical" href="https://arrsplace.example/arrsplace/about">');
  });

  it('points an alias and the copy on the other host at the one canonical URL', async () => {
    const alias = await get('/about-arrsplace', onMarketplace);
    expect(alias.body).toContain('<link rel="canonical" href="https://arrsplace.example/arrsplace/about">');
    const otherHost = await get('/arrsplace');
    expect(otherHost.body).toContain('<h1>/arrsplace on consultancy</h1>');
    expect(otherHost.body).toContain('<link rel="canonical" href="https://arrsplace.example/arrsplace">');
  });

  it('describes each brand as an Organization on its landing page', async () => {
    const landing = (await get('/')).body;
    const data = JSON.parse(landing.match(/application\/ld\+json">(.*?)<\/script>/)?.[1] ?? 'null');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Meridian Health Partners',
      url: 'https://meridian.example/',
    });
    const platform = (await get('/arrsplace', onMarketplace)).body;
    expect(platform).toContain('"name":"ARRS Place","url":"https://arrsplace.example/arrsplace"');
    expect(platform).not.toContain('JobPosting');
  });

  it('answers an unknown path with the not-found page showing the path, HTTP 404 and noindex', async () => {
    const response = await get('/no-such-<page>', onMarketplace);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-site="marketplace" data-initial-status="404"');
    expect(response.body).toContain('Oops! Page not found');
    expect(response.body).toContain('<code>/no-such-%3Cpage%3E</code>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<title>Page not found | ARRS Place</title>');
  });

  it('sends a page with only the rules it uses, and names the whole stylesheet for after the first paint', async () => {
    const whole = '<style>body{color:#0f172a}\n</style>';
    const named = '<meta name="app-stylesheet" content="/assets/index-abc123.css">';
    const contact = (await get('/contact')).body;
    expect(contact).toContain(
      `<style>/*/contact on consultancy, undecided*/body{color:#0f172a}</style>${named}`,
    );
    expect(contact).not.toContain(whole);
    const accepted = await get('/arrsplace/about', {
      ...onMarketplace,
      cookie: 'arrs.analytics_consent=accepted',
    });
    expect(accepted.body).toContain('<style>/*/arrsplace/about on marketplace, accepted*/');
    const missing = (await get('/gone', onMarketplace)).body;
    expect(missing).toContain(
      `<style>/*not found on marketplace, undecided*/body{color:#0f172a}</style>${named}`,
    );
    // A page rendered in the browser has the whole stylesheet, and nothing to add later.
    const area = (await get('/arrsplace/candidate/profile', onMarketplace)).body;
    expect(area).toContain(whole);
    expect(area).not.toContain('app-stylesheet');
  });

  it('leaves a signed-in area to the browser, with the loading screen and noindex', async () => {
    const response = await get('/arrsplace/candidate/profile', onMarketplace);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><!--app-placeholder--><p>Loading Application...');
    expect(response.body).toContain('This site needs JavaScript.');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<title>ARRS Place</title>');
  });

  it('does not serve the pre-rendered pages file itself', async () => {
    const response = await get('/prerendered/pages.json');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('lists each host’s own public pages in its sitemap, as absolute URLs', async () => {
    const consultancyMap = await get('/sitemap.xml');
    expect(consultancyMap.statusCode).toBe(200);
    expect(consultancyMap.headers['content-type']).toContain('application/xml');
    const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs(consultancyMap.body)).toEqual([
      'https://meridian.example/',
      'https://meridian.example/contact',
      'https://meridian.example/recruitment',
      'https://meridian.example/privacy',
      'https://meridian.example/cookies',
      'https://meridian.example/terms',
    ]);
    const marketplaceMap = await get('/sitemap.xml', onMarketplace);
    expect(locs(marketplaceMap.body)).toEqual([
      'https://arrsplace.example/arrsplace',
      'https://arrsplace.example/arrsplace/about',
      'https://arrsplace.example/arrsplace/insights',
      'https://arrsplace.example/arrsplace/jobs',
    ]);
  });

  it('names each host’s sitemap in its robots.txt and keeps crawlers off the API', async () => {
    const robots = await get('/robots.txt', onMarketplace);
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://arrsplace.example/sitemap.xml\n',
    );
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://meridian.example/sitemap.xml');
  });
});

describe('the rules of a pre-rendered page', () => {
  it('are left out, and the whole stylesheet sent, when they were cut from another stylesheet', () => {
    const webRoot = createFixtureWebRoot();
    const stylesFile = join(webRoot, prerenderedStylesFile);
    const styles = JSON.parse(readFileSync(stylesFile, 'utf8')) as { stylesheet: string };
    writeFileSync(stylesFile, JSON.stringify({ ...styles, stylesheet: '/assets/index-old.css' }));
    const origins = { consultancy: 'https://meridian.example', marketplace: 'https://arrsplace.example' };
    const html = loadIndexHtml(webRoot, origins).render({
      site: 'consultancy',
      pathname: '/contact',
      statusCode: 200,
      sessionCookie: false,
      consent: 'undecided',
    });
    expect(html).toContain('<h1>/contact on consultancy</h1>');
    expect(html).toContain('<style>body{color:#0f172a}\n</style>');
    expect(html).not.toContain('app-stylesheet');
    rmSync(webRoot, { recursive: true, force: true });
  });
});

describe('the public pages registry', () => {
  it('has metadata for every public page the server preloads and the build pre-renders', () => {
    expect(Object.keys(publicPageMeta).sort()).toEqual(Object.keys(publicPageModules).sort());
    for (const meta of Object.values(publicPageMeta)) {
      expect(meta.title.length).toBeGreaterThan(0);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(200);
    }
  });
});
