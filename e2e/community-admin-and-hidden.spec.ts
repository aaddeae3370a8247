import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { createMember, createPost, openCommunity, postCard, uniqueWord } from './support/community';
import { origins } from './support/origins';
import { completeTours } from './support/tours';

test('an admin posts an official announcement, pins and hides a post: both members see it live', async ({
  page,
  openContext,
}) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const admin = { email: uniqueEmail('admin'), password: strongPassword() };
  const [, author, reader] = await Promise.all([
    createAccount({ ...admin, role: 'admin', name: 'Nadia Team' }),
    createMember('Pat Quinn'),
    createMember('Rosa Diaz', 'employer'),
  ]);
  const { page: authorPage } = await openContext();
  const { page: readerPage } = await openContext();
  await openCommunity(authorPage, author);
  await openCommunity(readerPage, reader);
  const doomed = `Off-topic thread ${word}`;
  await createPost(authorPage, { title: doomed, content: 'Something that will be hidden.' });
  await expect(postCard(readerPage, doomed)).toBeVisible({ timeout: 20_000 });

  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
  await completeTours(page, ['admin_community_tour']);
  await page.goto('/arrsplace/community');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/arrsplace/admin',
  );
  const announcement = `Community update ${word}`;
  await page.locator('[data-tour="community-create-post"]').click();
  const dialog = page.getByRole('dialog', { name: 'Create New Discussion' });
  await expect(dialog.getByLabel('Category').locator('option').nth(1)).toHaveText('Official Announcements');
  await dialog.getByLabel('Title').fill(announcement);
  await dialog.getByLabel('Category').selectOption({ label: 'Official Announcements' });
  await dialog.getByLabel('Content').fill('New guidance on forum etiquette is now available.');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Post created successfully!')).toBeVisible();
  for (const member of [authorPage, readerPage]) {
    const card = postCard(member, announcement);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('Official');
    await expect(card).toContainText('Announcements');
    await expect(card).toContainText('Nadia Team');
  }

  // The admin pins the member's (older) post from its card: it comes first, marked Pinned, live.
  await postCard(page, doomed).getByRole('button', { name: 'Pin post' }).click();
  await expect(toast(page, 'Post pinned')).toBeVisible();
  for (const member of [authorPage, readerPage]) {
    const first = member.locator('[data-tour="community-posts"] article').first();
    await expect(first).toContainText(doomed, { timeout: 20_000 });
    await expect(first).toContainText('Pinned');
  }
  await expect(postCard(authorPage, doomed).getByRole('button', { name: 'Pin post' })).toHaveCount(0);

  // The admin hides the member's post; it leaves both members' open lists without a reload.
  const list = await page.request.get(`/api/community/posts?q=${encodeURIComponent(doomed)}`);
  const { posts } = (await list.json()) as { posts: { id: string }[] };
  const hide = await page.request.post(`/api/admin/community/posts/${posts[0]?.id}/moderation`, {
    headers: { origin: origins.consultancy },
    data: { action: 'hide', reason: 'Off-topic for this forum' },
  });
  expect(hide.status(), await hide.text()).toBe(200);
  for (const member of [authorPage, readerPage]) {
    await expect(postCard(member, doomed)).toHaveCount(0, { timeout: 20_000 });
  }
});
