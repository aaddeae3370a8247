import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createAccount } from './accounts-cli';
import { strongPassword, uniqueEmail } from './accounts-fixtures';
import { signInThroughApi } from './api-sessions';
import { expect } from './shell-fixtures';
import { completeTours } from './tours';

export interface Member {
  fullName: string;
  email: string;
  password: string;
  role: 'candidate' | 'employer';
}

/** An approved, verified member made through the admin CLI (community-tier candidates by default). */
export async function createMember(fullName: string, role: Member['role'] = 'candidate'): Promise<Member> {
  const member = { fullName, email: uniqueEmail(role), password: strongPassword(), role };
  await createAccount({
    email: member.email,
    password: member.password,
    role,
    name: fullName,
    tier: role === 'candidate' ? 'community' : undefined,
  });
  return member;
}

/**
 * Signs in (through the API: the community journeys are about what follows), landing on the member's
 * home page. The community tour (which starts by itself on the community page) is marked completed
 * unless `withTour` is set.
 */
export async function signInMember(
  page: Page,
  member: Member,
  { withTour = false }: { withTour?: boolean } = {},
): Promise<void> {
  await signInThroughApi(page, member.email, member.password);
  await expect(page).toHaveURL(
    new RegExp(member.role === 'candidate' ? '/arrsplace/community$' : '/arrsplace/employer/register$'),
  );
  if (!withTour) await completeTours(page, [`${member.role}_community_tour`]);
}

/** Loads the community page afresh, waiting for the list to have loaded. */
export async function gotoCommunity(page: Page): Promise<void> {
  await page.goto('/arrsplace/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Community' })).toBeVisible();
  await expect(page.getByText('Loading discussions...')).toHaveCount(0);
}

/** Signs in and opens the community page (see signInMember and gotoCommunity). */
export async function openCommunity(
  page: Page,
  member: Member,
  options: { withTour?: boolean } = {},
): Promise<void> {
  await signInMember(page, member, options);
  await gotoCommunity(page);
}

/** A word no other test uses, to search for this test's posts only. */
export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface NewPost {
  title: string;
  content: string;
  category?: string;
  tags?: string[];
}

export function createDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Create New Discussion' });
}

/** Opens 'Create New Discussion', fills it and creates the post. */
export async function createPost(page: Page, post: NewPost): Promise<void> {
  await page.locator('[data-tour="community-create-post"]').click();
  const dialog = createDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill(post.title);
  await dialog.getByLabel('Category').selectOption({ label: post.category ?? 'General Discussion' });
  await dialog.getByLabel('Content').fill(post.content);
  for (const tag of post.tags ?? []) {
    await dialog.getByLabel('Tags (optional)').fill(tag);
    await dialog.getByLabel('Tags (optional)').press('Enter');
  }
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog).toBeHidden();
}

/** The card of the post with this title. */
export function postCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

export function score(card: Locator): Locator {
  return card.getByTestId('vote-score').first();
}

/** Types into the search box (debounced) and waits for the list to settle. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search discussions' }).fill(text);
}
