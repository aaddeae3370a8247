import type { Page } from '@playwright/test';
import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInThroughApi } from './support/api-sessions';
import { createMember, createPost, openCommunity, postCard, search, uniqueWord } from './support/community';
import { completeTours } from './support/tours';

/** The titles of the listed cards, in order. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('[data-tour="community-posts"] article h3').allTextContents();
}

const isPostList = (url: URL) => url.pathname === '/api/community/posts';

test('search, category filter and the three sorts', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createMember('Erin Walsh');
  await openCommunity(page, member);
  const word = uniqueWord();
  const alpha = `Alpha notes ${word}`;
  const bravo = `Bravo notes ${word}`;
  const charlie = `Charlie notes ${word}`;
  await createPost(page, { title: alpha, content: 'First of three.', category: 'General Discussion' });
  await createPost(page, { title: bravo, content: 'Second of three.', category: 'Healthcare Technology' });
  await createPost(page, { title: charlie, content: 'Third of three.', category: 'Policy & Guidelines' });

  await search(page, word.toUpperCase());
  await expect.poll(() => listedTitles(page)).toEqual([charlie, bravo, alpha]);

  // Bravo gets a vote, Charlie two comments.
  await postCard(page, bravo).getByRole('button', { name: 'Upvote post' }).click();
  await expect(postCard(page, bravo).getByTestId('vote-score')).toHaveText('1');
  const charlieCard = postCard(page, charlie);
  await charlieCard.getByRole('button', { name: '0 Replies' }).click();
  for (const text of ['Agree with this.', 'One more thought.']) {
    await charlieCard.getByLabel('Add a comment').fill(text);
    await charlieCard.getByRole('button', { name: 'Post Comment' }).click();
    await expect(charlieCard.getByText(text)).toBeVisible();
    await expect(charlieCard.getByLabel('Add a comment')).toHaveValue('');
  }
  await expect(charlieCard.getByRole('button', { name: '2 Replies' })).toBeVisible();

  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText(['Newest', 'Most Popular', 'Most Comments']);
  await sort.selectOption({ label: 'Most Popular' });
  await expect.poll(async () => (await listedTitles(page))[0]).toBe(bravo);
  await sort.selectOption({ label: 'Most Comments' });
  await expect.poll(async () => (await listedTitles(page))[0]).toBe(charlie);
  await sort.selectOption({ label: 'Newest' });
  await expect.poll(() => listedTitles(page)).toEqual([charlie, bravo, alpha]);

  // Search matches title or content, any case.
  await search(page, `bravo NOTES ${word}`);
  await expect.poll(() => listedTitles(page)).toEqual([bravo]);
  await search(page, word);

  const category = page.getByLabel('Category');
  await expect(category.locator('option')).toHaveCount(10);
  await expect(category.locator('option').first()).toHaveText('All Categories');
  await category.selectOption({ label: 'Healthcare Technology' });
  await expect.poll(() => listedTitles(page)).toEqual([bravo]);
  await category.selectOption({ label: 'Official Announcements' });
  await expect(page.getByRole('heading', { name: 'No discussions yet' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create First Post' })).toHaveCount(0);
  await category.selectOption({ label: 'All Categories' });
  await expect.poll(() => listedTitles(page)).toEqual([charlie, bravo, alpha]);
});

test('loading, the empty forum, load more, and failures', async ({ page, watch }) => {
  test.setTimeout(90_000);
  const member = await createMember('Femi Cole');
  // The first list answer is slow, then the forum is empty.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isPostList, async (route) => {
    await held;
    await route.fulfill({ json: { posts: [], nextOffset: null } });
  });
  await signInThroughApi(page, member.email, member.password);
  await expect(page.getByText('Loading discussions...')).toBeVisible();
  // The community tour would start by itself here: mark it done and load the page again.
  await completeTours(page, ['candidate_community_tour']);
  await page.reload();
  await expect(page.getByText('Loading discussions...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'No discussions yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create First Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Discussion' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unroute(isPostList);

  // 'Load more' appends the next page; a post seen on both pages shows once.
  const fake = (id: string, title: string) => ({
    id,
    title,
    content: 'A post served by the test.',
    contentTruncated: false,
    category: 'general',
    tags: [],
    upvotes: 0,
    downvotes: 0,
    commentCount: 0,
    isPinned: false,
    createdAt: new Date().toISOString(),
    authorProfileTier: 'community',
    author: { id: null, fullName: null, role: null },
    myVote: null,
  });
  const first = Array.from({ length: 3 }, (_, i) =>
    fake(`00000000-0000-4000-8000-00000000000${i}`, `Paged post ${i}`),
  );
  const second = [first[2], fake('00000000-0000-4000-8000-000000000009', 'Paged post 9')];
  let releaseSecond: () => void = () => undefined;
  const secondHeld = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  const asked: string[] = [];
  await page.route(isPostList, async (route) => {
    const offset = new URL(route.request().url()).searchParams.get('offset') ?? '0';
    asked.push(offset);
    if (offset === '50') await secondHeld;
    await route.fulfill({
      json: offset === '50' ? { posts: second, nextOffset: null } : { posts: first, nextOffset: 50 },
    });
  });
  await page.reload();
  await expect.poll(() => listedTitles(page)).toEqual(['Paged post 0', 'Paged post 1', 'Paged post 2']);
  // An erased author's post reads 'Anonymous User'.
  await expect(page.getByRole('article', { name: 'Paged post 0' })).toContainText('Anonymous User');

  // A community event while the next page is on its way (here a post of the member's own) does not
  // cancel that page: the refresh it calls for waits, then asks for both pages again.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const eventData: string[] = [];
  cdp.on('Network.eventSourceMessageReceived', ({ data }) => eventData.push(data));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  const posted = await page.request.post('/api/community/posts', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'An event during Load more', category: 'general', content: 'Sent by the test.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { post } = (await posted.json()) as { post: { id: string } };
  await expect.poll(() => eventData.some((data) => data.includes(post.id))).toBe(true);
  // Well past the stream's 150 ms batching: a refresh now would have cancelled the page. (Other
  // tests' posts may have refreshed the list before the click: only what follows it counts.)
  await page.waitForTimeout(750);
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  const nextPageAt = asked.indexOf('50');
  expect(asked.slice(nextPageAt)).toEqual(['50']);
  releaseSecond();
  await expect
    .poll(() => listedTitles(page))
    .toEqual(['Paged post 0', 'Paged post 1', 'Paged post 2', 'Paged post 9']);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // Then the refresh asks for the first page and the next again.
  await expect
    .poll(() => {
      const after = asked.slice(nextPageAt + 1);
      return after.includes('0') && after.indexOf('50', after.indexOf('0')) > 0;
    })
    .toBe(true);
  await expect
    .poll(() => listedTitles(page))
    .toEqual(['Paged post 0', 'Paged post 1', 'Paged post 2', 'Paged post 9']);
  await cdp.detach();
  await page.unroute(isPostList);

  // A failed list says so; stats and trending fail silently.
  for (const path of ['/api/community/posts', '/api/community/stats', '/api/community/trending']) {
    watch.allowFailedResponse(path, 500);
  }
  const broken = { status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } };
  await page.route(isPostList, (route) => route.fulfill(broken));
  await page.route('**/api/community/stats', (route) => route.fulfill(broken));
  await page.route('**/api/community/trending', (route) => route.fulfill(broken));
  await page.reload();
  await expect(toast(page, 'Failed to load community posts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Community Pulse' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot Discussions' })).toBeVisible();
  await page.unrouteAll();
});

test('votes revert when the server refuses, with the failure message', async ({ page, watch }) => {
  test.setTimeout(90_000);
  const member = await createMember('Gita Bose');
  await openCommunity(page, member);
  const word = uniqueWord();
  const title = `Vote failure check ${word}`;
  await createPost(page, { title, content: 'Checking that a failed vote goes back.' });
  const card = postCard(page, title);
  await expect(card.getByTestId('vote-score')).toHaveText('0');
  watch.allowFailedResponse(`/api/community/posts/${await postIdOf(page, word)}/vote`, 500);
  await page.route('**/api/community/posts/*/vote', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
  );
  await card.getByRole('button', { name: 'Upvote post' }).click();
  await expect(toast(page, 'Failed to vote. Please try again.')).toBeVisible();
  await expect(card.getByTestId('vote-score')).toHaveText('0');
  await expect(card.getByRole('button', { name: 'Upvote post' })).toHaveAttribute('aria-pressed', 'false');
});

async function postIdOf(page: Page, word: string): Promise<string> {
  const body = await (await page.request.get(`/api/community/posts?q=${word}`)).json();
  return body.posts[0].id;
}

test('back button by role, breadcrumb, tour button, side column and the mobile layout', async ({ page }) => {
  test.setTimeout(90_000);
  const employer = await createMember('Hale Medical PCN', 'employer');
  await openCommunity(page, employer);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  // On this (consultancy) host the trail is Home › ARRS Place › Community.
  await expect(breadcrumb.locator('a[href="/arrsplace"]')).toHaveCount(1);
  await expect(breadcrumb.getByText('Community')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute(
    'href',
    '/arrsplace/employer',
  );
  await expect(page).toHaveTitle(/^Healthcare Community \| /);
  for (const id of [
    'community-header',
    'community-create-post',
    'community-search',
    'community-filters',
    'community-guidelines',
    'community-posts',
    'community-pulse',
    'community-trending',
    'community-tour-button',
  ]) {
    await expect(page.locator(`[data-tour="${id}"]`), id).toHaveCount(1);
  }
  await expect(page.getByRole('complementary', { name: 'Community guidelines' })).toBeVisible();
  const pulse = page.locator('[data-tour="community-pulse"]');
  await expect(pulse.getByText('Members')).toBeVisible();
  await expect(pulse.locator('dd').first()).not.toHaveText('–');

  // The tour itself is covered by e2e/community-tour.spec.ts; here it starts and is left.
  await page.getByRole('button', { name: 'Take Community Tour' }).click();
  await expect(toast(page, 'Community tour started!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.driver-popover')).toHaveCount(0);

  const candidate = await createMember('Isla Grant');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await openCommunity(page, candidate);
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute(
    'href',
    '/arrsplace/candidate',
  );

  // On a phone the side column stacks below the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-tour="community-pulse"]')).toBeVisible();
  const list = await page.locator('[data-tour="community-posts"]').boundingBox();
  const side = await page.locator('[data-tour="community-pulse"]').boundingBox();
  expect(side && list && side.y > list.y).toBe(true);
});
