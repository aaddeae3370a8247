import type { Page } from '@playwright/test';
import type { SessionProbe } from '../../src/shared/accounts/account-api';
import { isAdminRole, normaliseTier } from '../../src/shared/accounts/roles';
import { paths } from '../../src/shared/routing/paths';
import { freshTotpCode, secretOf } from './accounts-totp';
import { expect } from './shell-fixtures';

/*
 * Signing a browser in through the API, for journeys whose subject comes after sign-in (the specs
 * about signing in, two-factor enrolment and sessions use the form: accounts-flows.ts). The requests
 * are made by the page itself, on the host of the test's baseURL: the session cookie lands in that
 * host's jar with the test's headers (its X-Forwarded-For), as the sign-in form would leave it, with
 * no auth page to load and hydrate first and no greeting toast to wait out.
 */

/**
 * A JSON request made by the page itself, as the app's own code makes it (its host, its cookies, its
 * Origin), expected to succeed; returns the answer's JSON (null when empty). The page must be on one
 * of our pages.
 */
export async function apiInPage(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: answer.status, text: await answer.text() };
    },
    { method, path, body },
  );
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.text ? JSON.parse(response.text) : null;
}

/**
 * Signs in on the baseURL host, as the form does (`rememberMe` off, stored as the form stores it).
 * Leaves the page on an API answer of that host: open a page next.
 */
export async function startSessionThroughApi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/api/health');
  const answer = await apiInPage(page, 'POST', '/api/auth/sign-in/email', {
    email,
    password,
    rememberMe: false,
  });
  expect(answer, 'an admin enrolled in two-factor authentication signs in with the form').not.toMatchObject({
    twoFactorRedirect: true,
  });
  await page.evaluate(() => window.localStorage.setItem('rememberMe', 'false'));
}

/** Where the app sends a signed-in account (src/web/lib/session/area-access.ts, areaPathFor). */
function homeOf(profile: { role: string; profileTier: string }): string {
  if (isAdminRole(profile.role)) return paths.platform.admin;
  if (profile.role === 'employer') return paths.platform.employer;
  return normaliseTier(profile.profileTier) === 'community'
    ? paths.platform.community
    : paths.platform.candidate;
}

/** Signs in through the API and opens the account's home, where the form would have sent it. */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  await startSessionThroughApi(page, email, password);
  const me = (await apiInPage(page, 'GET', '/api/account/me')) as SessionProbe;
  if (!me.signedIn) throw new Error(`${email} is not signed in after signing in`);
  await page.goto(homeOf(me.profile));
}

/**
 * An admin's first sign-in with their enrolment in TOTP, through the API, ending on the admin
 * dashboard (as accounts-flows.ts's signInAndEnrolAdmin does in the browser). Returns the TOTP
 * secret and the recovery codes.
 */
export async function signInAndEnrolAdminThroughApi(
  page: Page,
  email: string,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await startSessionThroughApi(page, email, password);
  const enabled = (await apiInPage(page, 'POST', '/api/auth/two-factor/enable', { password })) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = secretOf(enabled.totpURI);
  await apiInPage(page, 'POST', '/api/auth/two-factor/verify-totp', { code: await freshTotpCode(secret) });
  await page.goto('/arrsplace/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  return { secret, recoveryCodes: enabled.backupCodes };
}
