import type { Request } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn, signUpAndVerify, toast } from './support/accounts-flows';
import { holdRequests } from './support/held-requests';
import { origins } from './support/origins';
import { completeTours } from './support/tours';

// Members use the marketplace host, where the links of their e-mails lead.
test.use({ baseURL: origins.marketplace });

const sideColumnPaths = ['/api/community/stats', '/api/community/trending'];

test('an approved employer enters the employer area and is refused the candidate and admin areas', async ({
  page,
  watch,
}) => {
  test.setTimeout(90_000);
  const employer = {
    fullName: 'Northgate PCN',
    email: uniqueEmail('employer'),
    password: strongPassword(),
    role: 'employer' as const,
  };
  await page.goto('/arrsplace/auth?role=employer');
  await expect(page.getByRole('radio', { name: 'Employer/Organisation' })).toBeChecked();
  await expect(page.getByLabel('Mobile Phone')).toHaveCount(0);
  await signUpAndVerify(page, employer, '?role=employer');
  // The operator approves (the admin screens are covered by the candidate journey).
  await createAccount({
    email: employer.email,
    password: employer.password,
    role: 'employer',
    name: employer.fullName,
  });

  await signIn(page, employer.email, employer.password);
  await expect(toast(page, 'Signed in as Employer')).toBeVisible();
  // Without an organisation yet, the employer area sends them on to its registration step.
  await expect(page).toHaveURL(/\/arrsplace\/employer\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register your organisation' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Welcome, Northgate PCN');
  await expect(banner).toContainText('Employer');

  for (const path of ['/arrsplace/candidate', '/arrsplace/candidate/settings', '/arrsplace/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/arrsplace\/employer\/register$/);
  }
  await page.goto('/arrsplace/master_admin');
  await expect(page).toHaveURL(/\/arrsplace\/employer\/register$/);
  // The server refuses too, whatever the browser shows (asked from the page: its host is the marketplace's).
  watch.allowFailedResponse('/api/admin/accounts', 403);
  expect(await page.evaluate(async () => (await fetch('/api/admin/accounts?status=pending')).status)).toBe(
    403,
  );

  // Sign out while the community's side column is still loading: its requests are held until the
  // server has ended the session. Sent then, they would be answered 401 (a console error each).
  // An aborted request cannot be continued: that is the outcome this test wants.
  const held: Request[] = [];
  const release = await holdRequests(
    page,
    (url) => sideColumnPaths.includes(url.pathname),
    (request) => held.push(request),
  );
  // The community's route tour starts 1.5 s after the page opens and its overlay would take the
  // click on Sign Out on a busy machine: this journey is not about tours.
  await completeTours(page, ['employer_community_tour']);
  await page.goto('/arrsplace/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Community' })).toBeVisible();
  await expect.poll(() => held.length).toBe(sideColumnPaths.length);

  // The click's own mousedown may report activity just before; after the sign-out, nothing may be sent.
  const apiCallsAfterSignOut: string[] = [];
  let signOutSent = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/sign-out') signOutSent = true;
    // Analytics beacons are sent by every page, signed in or not: not a session's request.
    else if (signOutSent && pathname.startsWith('/api/') && !pathname.startsWith('/api/analytics/'))
      apiCallsAfterSignOut.push(pathname);
  });
  const signedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/sign-out',
  );
  await banner.getByRole('button', { name: 'Sign Out' }).click();
  expect((await signedOut).status()).toBe(200);
  release();
  // Each held request ends without an answer (aborted by the page), never with the 401 of a dead session.
  const outcomes = await Promise.all(
    held.map(async (request) => (await request.response())?.status() ?? 'aborted'),
  );
  expect(outcomes).toEqual(sideColumnPaths.map(() => 'aborted'));
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await expect(page.getByRole('banner')).not.toContainText('Welcome');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // Nothing asked the server again with the ended session (the session itself is known: signed out).
  expect(apiCallsAfterSignOut).toEqual([]);
  await page.goto('/arrsplace/employer');
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
});
