import { test as base, expect, type Page, type Request } from '@playwright/test';

export interface PageWatch {
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
  /**
   * Declares an API answer the test expects to fail (e.g. 401 for a wrong password), so Chromium's
   * 'Failed to load resource' log of it is not counted as a console error. `path` is the request's
   * path, or a pattern for paths (e.g. every API path once the test has ended the session).
   */
  allowFailedResponse(path: string | RegExp, status: number): void;
}

export interface ShellFixtures {
  /** Set to false in tests that provoke errors on purpose (aborted chunks log console errors). */
  expectCleanConsole: boolean;
  watch: PageWatch;
}

/**
 * Playwright test with a watch on every page: fails the test on a console error, an uncaught error
 * or a request to another origin (nothing leaves the origin).
 */
export const test = base.extend<ShellFixtures>({
  expectCleanConsole: [true, { option: true }],
  // A public page arrives pre-rendered (docs/decisions/015) and does nothing to clicks and typing
  // until it is hydrated: after a load, wait for that as a visitor waits for the page to respond.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // Scripts still downloading: a lazy section hydrates once its chunk is in (an event stream of
      // the signed-in header never ends, so the network as a whole may never be idle).
      const loadingScripts = new Set<Request>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') loadingScripts.add(request);
      });
      page.on('requestfinished', (request) => loadingScripts.delete(request));
      page.on('requestfailed', (request) => loadingScripts.delete(request));
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil || options.waitUntil === 'load') {
          await waitForHydration(page, () => loadingScripts.size);
        }
        return response;
      };
    }
    await use(page);
  },
  watch: [
    async ({ page, expectCleanConsole }, use) => {
      const allowedFailures: { path: string | RegExp; status: number }[] = [];
      // Where each console error came from (the failed resource's path), for the failure message.
      const sources: string[] = [];
      const watch: PageWatch = {
        errors: [],
        requests: [],
        allowFailedResponse: (path, status) => allowedFailures.push({ path, status }),
      };
      // Chromium logs a page answered with 404 as a console error; only that one is expected, and
      // the API failures the test declared (matched by path and the status in the log's text).
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.status() === 404) {
          notFoundDocuments.add(response.url());
        }
      });
      const isExpectedFailure = (text: string, url: string) => {
        if (!text.startsWith('Failed to load resource')) return false;
        if (notFoundDocuments.has(url)) return true;
        const status = Number(/status of (\d{3})/.exec(text)?.[1]);
        const path = url ? new URL(url).pathname : '';
        return allowedFailures.some(
          (allowed) =>
            allowed.status === status &&
            (typeof allowed.path === 'string' ? allowed.path === path : allowed.path.test(path)),
        );
      };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (isExpectedFailure(message.text(), url)) return;
        watch.errors.push(message.text());
        sources.push(url ? new URL(url).pathname : '');
      });
      page.on('pageerror', (error) => {
        watch.errors.push(error.message);
        sources.push('');
      });
      page.on('request', (request) => watch.requests.push(request.url()));
      await use(watch);
      if (expectCleanConsole) {
        const described = watch.errors.map((text, index) =>
          sources[index] ? `${text} — ${sources[index]}` : text,
        );
        expect(described, 'console errors').toEqual([]);
      }
      const foreign = watch.requests.filter((url) => !isSameOriginAsApp(url));
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Until the pre-rendered page is hydrated (a page rendered in the browser has no data-prerendered),
 * and its lazy sections too: each hydrates when its code has arrived, after the root.
 */
async function waitForHydration(page: Page, loadingScripts: () => number): Promise<void> {
  if (!(await page.locator('#root[data-prerendered]').count())) return;
  // A test that breaks the page on purpose (an aborted chunk) checks what it shows itself.
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  // No script loading for 300 ms (a chunk's own imports start as it arrives), for at most 10 s.
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 300) {
    if (loadingScripts() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

const appHosts = new Set(['localhost', 'arrsplace.localhost']);

function isSameOriginAsApp(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  return appHosts.has(new URL(url).hostname);
}

/**
 * A client-side navigation, as the router sees a history change: no document load. Used for
 * paths no link in the UI leads to (an unknown path, a legacy path without a link).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state: unknown = window.history.state;
    const index =
      state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
    window.history.pushState({ usr: null, key: `e2e${Date.now()}`, idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
