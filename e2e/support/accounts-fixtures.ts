import { randomBytes, randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { uniqueEmail as uniqueTestEmail } from '../../src/server/test/unique-email';
import { test as shellTest } from './shell-fixtures';

/** A unique address per test run and label: tests never share accounts. */
export const uniqueEmail = (label: string): string => uniqueTestEmail(`e2e-${label}`, 'example.org');

/** Passes the sign-up rules and the reset/admin rules (12+, upper, lower, number, special). */
export function strongPassword(): string {
  return `Kestrel-${randomBytes(4).toString('hex')}-Q7!`;
}

/** A private address standing for this test's browser. */
function testClientAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

interface AccountFixtures {
  /**
   * Headers of every request of this test. With TRUST_PROXY set for loopback on the e2e server, the
   * X-Forwarded-For gives each test its own rate-limit bucket (sign-in, sign-up, reset); without
   * it the header is ignored.
   */
  clientHeaders: Record<string, string>;
  /** Opens another browser (its own cookies) as the same client, for a second user or session. */
  openContext: () => Promise<{ context: BrowserContext; page: Page }>;
}

export const test = shellTest.extend<AccountFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': testClientAddress() });
  },
  extraHTTPHeaders: async ({ clientHeaders }, use) => {
    await use(clientHeaders);
  },
  openContext: async ({ browser, clientHeaders, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser, clientHeaders, baseURL);
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    for (const context of opened) await context.close();
  },
});

async function newContext(browser: Browser, headers: Record<string, string>, baseURL: string | undefined) {
  return browser.newContext({ extraHTTPHeaders: headers, baseURL });
}

export { expect } from './shell-fixtures';
