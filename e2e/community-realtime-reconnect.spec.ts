import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { createMember, createPost, openCommunity, postCard, uniqueWord } from './support/community';

const isEvents = (url: URL) => url.pathname === '/api/community/events';

test('a page whose event stream was refused reconnects and still updates live', async ({
  page,
  openContext,
  watch,
}) => {
  test.setTimeout(90_000);
  const [reader, author] = await Promise.all([createMember('Lena Novak'), createMember('Omar Haddad')]);
  // The first two attempts are answered with an HTTP error: EventSource gives up on those by itself.
  watch.allowFailedResponse('/api/community/events', 503);
  let refused = 0;
  await page.route(isEvents, async (route) => {
    if (refused >= 2) return route.continue();
    refused += 1;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
  });
  await openCommunity(page, reader);
  await expect.poll(() => refused).toBe(2);
  const reconnected = page.waitForResponse((response) => isEvents(new URL(response.url())) && response.ok());
  await reconnected;

  const { page: other } = await openContext();
  await openCommunity(other, author);
  const title = `Reconnected stream ${uniqueWord()}`;
  await createPost(other, { title, content: 'Posted after the reader reconnected.' });
  await expect(toast(other, 'Post created successfully!')).toBeVisible();
  await expect(postCard(page, title)).toBeVisible({ timeout: 10_000 });
});
