import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, parseEnv, publicOrigins } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from './database.test-utils';
import { atTestFileEnd } from './test-file-end';

/** The data directories of this test file's configurations, removed when the file has finished. */
const dataDirs = new Set<string>();
async function removeDataDirs(): Promise<void> {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

/**
 * A valid configuration for tests: silent logs, fixed secret, and a temp data directory of its own
 * that is removed at the end of the test file.
 */
export function createTestConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-test-'));
  dataDirs.add(dataDir);
  atTestFileEnd(removeDataDirs);
  const parsed = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  return {
    ...parsed,
    DATA_DIR: dataDir,
    ...publicOrigins({ ...parsed, PORT: parsed.PUBLIC_URL ? parsed.PORT : 3000 }),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
    isProduction: false,
  };
}

/**
 * A small stand-in for dist/web: an index.html with the site marker, one hashed asset with its
 * Brotli copy, an (empty) build manifest and a few pre-rendered pages with their rules, as the build
 * writes them.
 */
export function createFixtureWebRoot(parent = tmpdir()): string {
  const root = mkdtempSync(join(parent, 'arrs-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en-GB" data-site="consultancy"><head><meta name="description" content="Default." /><title>ARRS Place</title><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"><!--app-placeholder--><p>Loading Application...</p><!--/app-placeholder--></div><!--needs-javascript--><noscript>This site needs JavaScript.</noscript><!--/needs-javascript--><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  // What scripts/prerender.mjs writes, for a few pages: each names its page and host, and the copy
  // for visitors who have not accepted analytics carries the cookie banner.
  const banner = '<section id="cookie-banner"><h2>Cookies and analytics</h2></section>';
  const page = (site: string, name: string, withBanner: boolean) =>
    `<main><h1>${name} on ${site}</h1></main>${withBanner ? banner : ''}`;
  const sitePages = (withBanner: boolean) =>
    Object.fromEntries(
      (['consultancy', 'marketplace'] as const).map((site) => [
        site,
        {
          pages: Object.fromEntries(
            ['/', '/contact', '/privacy', '/arrsplace', '/arrsplace/about', '/about-arrsplace']
              .filter((path) => !(site === 'marketplace' && path === '/'))
              .map((path) => [path, page(site, path, withBanner)]),
          ),
          notFound: `<main><h1>Oops! Page not found</h1><p>No page at <code>/__missing__</code>.</p></main>${withBanner ? banner : ''}`,
        },
      ]),
    );
  mkdirSync(join(root, 'prerendered'));
  writeFileSync(
    join(root, 'prerendered', 'pages.json'),
    JSON.stringify({
      notFoundPathMarker: '/__missing__',
      consents: { undecided: sitePages(true), accepted: sitePages(false) },
    }),
  );
  // What it writes beside them: the rules of the stylesheet each page uses (here, a comment naming it).
  const siteStyles = (consent: string) =>
    Object.fromEntries(
      (['consultancy', 'marketplace'] as const).map((site) => [
        site,
        {
          pages: Object.fromEntries(
            ['/', '/contact', '/privacy', '/arrsplace', '/arrsplace/about', '/about-arrsplace'].map(
              (path) => [path, `/*${path} on ${site}, ${consent}*/body{color:#0f172a}`],
            ),
          ),
          notFound: `/*not found on ${site}, ${consent}*/body{color:#0f172a}`,
        },
      ]),
    );
  writeFileSync(
    join(root, 'prerendered', 'styles.json'),
    JSON.stringify({
      stylesheet: '/assets/index-abc123.css',
      consents: { undecided: siteStyles('undecided'), accepted: siteStyles('accepted') },
    }),
  );
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(join(root, 'assets', 'index-abc123.css'), 'body{color:#0f172a}\n');
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app");\n'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

let sharedWebRoot: string | undefined;
/**
 * One fixture web root for every app a worker builds (`createFixtureWebRoot`, made once: the app only
 * reads it), in the run's temp directory, which the global set-up removes at the end of the run. A
 * test that changes its web root makes its own.
 */
export function sharedFixtureWebRoot(): string {
  sharedWebRoot ??= createFixtureWebRoot(inject('runTempDir'));
  return sharedWebRoot;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

/** Builds the real app on a fresh test database; close it with `app.close()` (closes the database). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    database?: DatabaseHandle;
    logStream?: NodeJS.WritableStream;
    /** A web root of the test's own (`createFixtureWebRoot`); the worker's shared one by default. */
    webRoot?: string;
  } = {},
): Promise<TestApp> {
  const config = createTestConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? sharedFixtureWebRoot(),
    now: options.now,
    logStream: options.logStream,
  });
  await app.ready();
  return { app, database, config };
}
