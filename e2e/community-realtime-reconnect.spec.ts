import type { Request } from '@playwright/test';
import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import {
  createMember,
  createPost,
  gotoCommunity,
  openCommunity,
  postCard,
  signInMember,
  uniqueWord,
} from './support/community';

const isEvents = (url: URL) => url.pathname === '/api/community/events';

test('a page whose event stream was refused reconnects and still updates live', async ({
  page,
  openContext,
  watch,
}) => {
  test.setTimeout(90_000);
  const [reader, author] = await Promise.all([createMember('Lena Novak'), createMember('Omar Haddad')]);
  await signInMember(page, reader);

  // Sign-in lands on the community page, whose streams open when they will: leave it first, so that
  // every stream request from here on belongs to the page opened below.
  await page.goto('about:blank');

  // That page has its first two attempts answered with an HTTP error (the bell and the list follow
  // the stream each): EventSource gives up on those by itself, and the page reopens the stream with
  // back-off. Only a request let through after those refusals counts as the reconnection.
  watch.allowFailedResponse('/api/community/events', 503);
  let refused = 0;
  const letThrough = new Set<Request>();
  await page.route(isEvents, async (route) => {
    if (refused >= 2) {
      letThrough.add(route.request());
      return route.continue();
    }
    refused += 1;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
  });
  // Waited for from before the page opens: on a busy machine the reconnection may come before any
  // later step, and a wait set up after it would never end.
  const reconnected = page.waitForResponse((response) => letThrough.has(response.request()) && response.ok());
  await gotoCommunity(page);
  await reconnected;
  expect(refused).toBe(2);

  const { page: other } = await openContext();
  await openCommunity(other, author);
  const title = `Reconnected stream ${uniqueWord()}`;
  await createPost(other, { title, content: 'Posted after the reader reconnected.' });
  await expect(toast(other, 'Post created successfully!')).toBeVisible();
  // Only the live event can bring the post: nothing else refetches the reader's list. The generous
  // wait is for a busy machine, not for a slow path.
  await expect(postCard(page, title)).toBeVisible({ timeout: 30_000 });
});
