import type { Response } from '@playwright/test';
import { expect, test } from './support/accounts-fixtures';
import { createMember, gotoCommunity, signInMember } from './support/community';

const isEvents = (url: string) => new URL(url).pathname === '/api/community/events';

test('a page whose session is ended elsewhere stops its live updates and shows sign-in, without errors', async ({
  page,
  openContext,
}) => {
  test.setTimeout(90_000);
  const member = await createMember('Nadia Rahman');
  await signInMember(page, member);
  const streaming = page.waitForResponse((response: Response) => isEvents(response.url()) && response.ok());
  await gotoCommunity(page);
  await streaming;

  // The same member, signed in on another device, signs out everywhere.
  const { page: other } = await openContext();
  await signInMember(other, member);
  const streamRequests: string[] = [];
  page.on('request', (request) => {
    if (isEvents(request.url())) streamRequests.push(request.url());
  });
  const status = await other.evaluate(async () => {
    const response = await fetch('/api/account/sign-out-everywhere', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return response.status;
  });
  expect(status).toBe(200);

  // The first page hears it on its stream and lets go of the session: no reconnection with the
  // session now gone (it would be answered 401, which the browser logs as an error; the watch
  // fixture fails the test on any).
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // Longer than EventSource's own reconnection delay (the stream's `retry: 3000`).
  await page.waitForTimeout(4000);
  expect(streamRequests).toEqual([]);
});
