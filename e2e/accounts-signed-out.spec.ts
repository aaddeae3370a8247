import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn } from './support/accounts-flows';
import { origins } from './support/origins';

/*
 * A signed-out visit is not an error: the session probe (GET /api/account/me) answers 200
 * `{signedIn: false}`, so the browser logs nothing. The watch fixture fails any test with a console
 * error, and the probe's answers are checked here too.
 */

/** Opens `url` and returns the status of the session probe the page sends (started before the visit). */
async function visitProbing(page: Page, url: string): Promise<number> {
  const probe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/me');
  await page.goto(url);
  return (await probe).status();
}

test('a visitor opens sign-in on either host, and the session probe answers without an error', async ({
  page,
}) => {
  for (const origin of [origins.marketplace, origins.consultancy]) {
    expect(await visitProbing(page, `${origin}/arrsplace/auth`), origin).toBe(200);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  }
  expect(await (await page.request.get('/api/account/me')).json()).toEqual({ signedIn: false });
});

test('the public marketplace pages, with the cookie of a session that has ended, stay clean', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const user = { email: uniqueEmail('ended'), password: strongPassword() };
  await createAccount({ ...user, role: 'employer', name: 'Ended Session PCN' });
  await page.goto(`${origins.marketplace}/arrsplace/auth`);
  // The employer area asks 1 s after it loads whether the feedback survey is due: that question
  // belongs to the session, so it is answered before the session ends.
  const surveyAsked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/feedback/survey',
  );
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/employer/register`);
  expect((await surveyAsked).status()).toBe(200);

  // The server ends the session (as an expiry or a sign-out elsewhere would); the browser keeps its
  // signed cookie, so every page asks who is signed in. The employer area is left first: a page of
  // it still open would rightly meet a 401 on its next request (the organisation is read again
  // whenever a part of the page that shows it appears), which is not what this test is about.
  // (robots.txt: a document of the same host that runs nothing.)
  const cookies = await context.cookies();
  await page.goto(`${origins.marketplace}/robots.txt`);
  const signOutStatus = await page.evaluate(async () => {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return response.status;
  });
  expect(signOutStatus).toBe(200);
  await context.addCookies(cookies);

  // The platform's pages ask (the session is watched from the first one on); the about alias, outside
  // /arrsplace, does not load the session at all.
  for (const path of ['/arrsplace', '/arrsplace/about', '/arrsplace/insights', '/arrsplace/auth']) {
    expect(await visitProbing(page, `${origins.marketplace}${path}`), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('banner'), path).not.toContainText('Welcome');
  }
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${origins.marketplace}/about-arrsplace`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
