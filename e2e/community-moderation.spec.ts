import type { APIRequestContext } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { expectNoAxeViolations, scanWithoutToasts } from './support/axe';
import { origins } from './support/origins';

test.use({ reducedMotion: 'reduce' });

/** The API checks the Origin of every state-changing request, as a browser would send it. */
const headers = { origin: origins.consultancy };

interface Member {
  email: string;
  password: string;
  request: APIRequestContext;
}

async function listedTitles(member: Member): Promise<string[]> {
  const response = await member.request.get('/api/community/posts');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { posts: { title: string }[] };
  return body.posts.map((post) => post.title);
}

async function createPost(member: Member, title: string, content: string): Promise<string> {
  const response = await member.request.post('/api/community/posts', {
    headers,
    data: { title, category: 'general', content },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { post: { id: string } };
  return body.post.id;
}

async function report(member: Member, postId: string): Promise<void> {
  const response = await member.request.post(`/api/community/posts/${postId}/reports`, { headers, data: {} });
  expect(response.status(), await response.text()).toBe(201);
}

test('an admin reviews reported posts: auto-hidden, hidden with a reason, restored', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const admin = { email: uniqueEmail('moderator'), password: strongPassword() };
  const people = ['author', 'reporter-a', 'reporter-b', 'reporter-c'].map((label) => ({
    email: uniqueEmail(label),
    password: strongPassword(),
  }));
  await createAccount({ ...admin, role: 'admin', name: 'Mo Moderator' });
  for (const [index, person] of people.entries()) {
    await createAccount({
      ...person,
      role: 'candidate',
      name: index === 0 ? 'Ada Author' : `Reporter ${index}`,
    });
  }

  // Members act through the API of their own browser context (their own cookies).
  const members: Member[] = [];
  for (const person of people) {
    const { context } = await openContext();
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: person.email, password: person.password, rememberMe: false },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    members.push({ ...person, request: context.request });
  }
  const [author, ...reporters] = members;
  if (!author || reporters.length !== 3) throw new Error('four members expected');

  const autoTitle = `Buy cheap rota software ${run}`;
  const hideTitle = `Call me about locum shifts ${run}`;
  const autoId = await createPost(author, autoTitle, 'Three members think this is spam.');
  const hideId = await createPost(author, hideTitle, 'Markup stays text: <b>not bold</b>');

  for (const reporter of reporters) await report(reporter, autoId);
  const [firstReporter] = reporters;
  if (!firstReporter) throw new Error('a reporter expected');
  await report(firstReporter, hideId);
  for (const member of [author, firstReporter]) {
    const titles = await listedTitles(member);
    expect(titles).not.toContain(autoTitle);
    expect(titles).toContain(hideTitle);
  }

  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Community moderation' })
    .click();
  await expect(page).toHaveURL(/\/arrsplace\/admin\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Needs review' })).toHaveAttribute('aria-selected', 'true');

  const autoCard = page.getByRole('article', { name: autoTitle });
  await expect(autoCard).toContainText('Hidden automatically (3 reports)');
  await expect(autoCard).toContainText('Ada Author');
  const hideCard = page.getByRole('article', { name: hideTitle });
  await expect(hideCard).toContainText('Published');
  await expect(hideCard).toContainText('1 report');
  await expect(hideCard.getByText('Markup stays text: <b>not bold</b>')).toBeVisible();
  await expect(hideCard.locator('b')).toHaveCount(0);
  // The sign-in toast is not part of the queue; scan without it.
  await scanWithoutToasts(page, 'moderation queue');

  // The dialog: confirm disabled until a reason is given, the shared rule's message, Escape closes.
  const hideButton = hideCard.getByRole('button', { name: 'Hide' });
  await hideButton.click();
  const dialog = page.getByRole('dialog', { name: 'Hide this post?' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Hide' });
  await expect(confirm).toBeDisabled();
  await reason.fill('   ');
  await reason.press('Tab');
  await expect(dialog.getByText('Please give a reason for this moderation action')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'moderation dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(hideButton).toBeFocused();

  await hideButton.click();
  await reason.fill('Sharing contact details is not allowed');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, 'Post hidden')).toBeVisible();
  await expect(hideCard).toBeHidden();
  for (const member of [author, firstReporter]) expect(await listedTitles(member)).not.toContain(hideTitle);

  await page.getByRole('tab', { name: 'Hidden' }).click();
  const hiddenCard = page.getByRole('article', { name: hideTitle });
  await expect(hiddenCard).toContainText('Hidden');
  await expect(hiddenCard).toContainText('Sharing contact details is not allowed');
  await hiddenCard.getByRole('button', { name: 'Restore' }).click();
  const restoreDialog = page.getByRole('dialog', { name: 'Restore this post?' });
  await restoreDialog.getByLabel('Reason').fill('Author removed the phone number');
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Post restored').filter({ hasText: hideTitle })).toBeVisible();
  await expect(hiddenCard).toBeHidden();
  for (const member of [author, firstReporter]) expect(await listedTitles(member)).toContain(hideTitle);

  // The auto-hidden post comes back once a moderator restores it.
  await page.getByRole('tab', { name: 'Needs review' }).click();
  await autoCard.getByRole('button', { name: 'Restore' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this post?' })
    .getByLabel('Reason')
    .fill('Not spam after all');
  await page
    .getByRole('dialog', { name: 'Restore this post?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  // The first restore's toast may still be on screen: this one names the post.
  await expect(toast(page, 'Post restored').filter({ hasText: autoTitle })).toBeVisible();
  await expect(autoCard).toBeHidden();
  expect(await listedTitles(author)).toContain(autoTitle);
});
