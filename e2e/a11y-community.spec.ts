import { expect, test } from './support/accounts-fixtures';
import { scanWithoutToasts } from './support/axe';
import {
  createDialog,
  createMember,
  createPost,
  openCommunity,
  postCard,
  uniqueWord,
} from './support/community';

test.use({ reducedMotion: 'reduce' });

test('axe: the community page, an open thread and the create-post dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createMember('Jo Kendrick');
  await openCommunity(page, member);
  const word = uniqueWord();
  const title = `Accessible discussion ${word}`;
  await createPost(page, { title, content: `${'Plenty of words here. '.repeat(30)}`, tags: ['a11y'] });
  const card = postCard(page, title);
  await card.getByRole('button', { name: '0 Replies' }).click();
  await card.getByLabel('Add a comment').fill('A first comment.');
  await card.getByRole('button', { name: 'Post Comment' }).click();
  await expect(card.getByText('A first comment.')).toBeVisible();
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Post Reply' })).toBeVisible();
  await scanWithoutToasts(page, 'community page with an open thread');

  await page.locator('[data-tour="community-create-post"]').click();
  const dialog = createDialog(page);
  await dialog.getByLabel('Title').fill('Is anyone hiring?');
  await dialog.getByLabel('Tags (optional)').fill('question');
  await dialog.getByLabel('Tags (optional)').press('Enter');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await scanWithoutToasts(page, 'create-post dialog');
});

test('axe: the empty forum on a phone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createMember('Kit Moreno');
  await page.route(
    (url) => url.pathname === '/api/community/posts',
    (route) => route.fulfill({ json: { posts: [], nextOffset: null } }),
  );
  await openCommunity(page, member);
  await expect(page.getByRole('button', { name: 'Create First Post' })).toBeVisible();
  await scanWithoutToasts(page, 'empty community on a phone');
});
