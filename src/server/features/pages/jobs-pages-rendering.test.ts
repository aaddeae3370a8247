import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureWebRoot, createTestApp, type TestApp } from '../../test/app.test-utils';
import { tempDirsRemovedAfterAll } from '../../test/temp-dirs.test-utils';
import { prerenderedStylesFile } from './prerendered-pages';

/*
 * How the server puts a page rendered for the request into the HTML (decision 041), with a stand-in
 * for the build's pre-renderer that names what it was asked to render (the real one runs in
 * e2e/jobs-board.spec.ts).
 */

const parentDir = tempDirsRemovedAfterAll('arrs-build-');
let t: TestApp;

beforeAll(async () => {
  const parent = parentDir();
  const webRoot = createFixtureWebRoot(parent);
  mkdirSync(join(parent, 'prerender'));
  writeFileSync(
    join(parent, 'prerender', 'entry-prerender.js'),
    `export async function renderDataPage(site, pathname, page, consent) {
      if (page.data.filters?.postcode === 'ZE3') throw new Error('a fault in rendering');
      const what = page.data.kind ?? ('total ' + page.data.result?.total);
      return '<main><h1>' + page.pattern + ' at ' + pathname + ' on ' + site + ', ' + consent + ': ' + what + '</h1></main>';
    }\n`,
  );
  // The build's rules for each data page, beside the public pages'.
  const stylesPath = join(webRoot, prerenderedStylesFile);
  const styles = JSON.parse(readFileSync(stylesPath, 'utf8'));
  for (const consent of ['undecided', 'accepted'])
    styles.consents[consent].marketplace.dataPages = {
      '/arrsplace/jobs': `/*board, ${consent}*/main{color:red}`,
    };
  writeFileSync(stylesPath, JSON.stringify(styles));
  t = await createTestApp({ webRoot, env: { MARKETPLACE_HOSTS: 'arrsplace.example' } });
});
afterAll(async () => {
  await t.app.close();
});

const visit = (url: string, cookie = '') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'arrsplace.example', ...(cookie ? { cookie } : {}) },
    remoteAddress: '10.80.0.1',
  });

describe('a data page rendered for the request', () => {
  it('arrives as HTML with its own rules and its data, for the browser to hydrate', async () => {
    const { body, statusCode } = await visit('/arrsplace/jobs');
    expect(statusCode).toBe(200);
    expect(body).toContain(
      '<div id="root" data-prerendered=""><main><h1>/arrsplace/jobs at /arrsplace/jobs on marketplace, undecided: total 0</h1></main></div>',
    );
    expect(body).not.toContain('Loading Application...');
    expect(body).not.toContain('needs JavaScript');
    expect(body).toContain('<style>/*board, undecided*/main{color:red}</style>');
    expect(body).toContain('<meta name="app-stylesheet" content="/assets/index-abc123.css">');
    expect(body).toContain('<script type="application/json" id="page-data">{"pattern":"/arrsplace/jobs"');
  });

  it('is rendered for the visitor’s cookie choice', async () => {
    const { body } = await visit('/arrsplace/jobs', 'arrs.analytics_consent=accepted');
    expect(body).toContain('on marketplace, accepted: total 0');
    expect(body).toContain('<style>/*board, accepted*/main{color:red}</style>');
  });

  it('keeps the whole stylesheet where the build cut no rules for the page', async () => {
    const { body } = await t.app.inject({
      method: 'GET',
      url: '/arrsplace/jobs',
      headers: { host: 'localhost:3000' },
      remoteAddress: '10.80.0.2',
    });
    expect(body).toContain('on consultancy, undecided: total 0');
    expect(body).toContain('<style>body{color:#0f172a}\n</style>');
    expect(body).not.toContain('app-stylesheet');
  });

  it('leaves the page to the browser, with its data, when rendering it fails', async () => {
    const { body, statusCode } = await visit('/arrsplace/jobs?postcode=ZE3');
    expect(statusCode).toBe(200);
    expect(body).toContain('<div id="root"><!--app-placeholder--><p>Loading Application...</p>');
    expect(body).toContain('<script type="application/json" id="page-data">');
  });

  it('renders a refusal from its data, and leaves a missing job to the not-found page', async () => {
    const refused = await visit('/arrsplace/jobs?page=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('on marketplace, undecided: total undefined</h1>');
    const missing = await visit('/arrsplace/jobs/nurse-00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Oops! Page not found');
    expect(missing.body).not.toContain('/arrsplace/jobs/:job at');
  });
});
