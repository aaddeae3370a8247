import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { findAccount, toast } from './support/accounts-flows';
import { apiHeaders, expectStatus, uniqueSuffix } from './support/api-client';
import { signInAndEnrolAdminThroughApi, signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';

/*
 * The mail viewer, the audit log and the accounts page's sign out everywhere, tier and audit
 * trail. Retrying a dead letter needs mail that fails: admin-mail-retry.spec.ts, on the second e2e server.
 */

test.use({ reducedMotion: 'reduce' });

async function openSection(page: Page, name: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an admin signs a user out everywhere, changes their tier, reads it in the audit log and looks through the mail', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const admin = { email: uniqueEmail('audit-admin'), password: strongPassword() };
  const member = { email: uniqueEmail('audit-member'), password: strongPassword() };
  const memberName = `Nadia Audit ${suffix}`;
  await createAccount({ ...admin, role: 'admin', name: 'Ava Auditor' });
  await createAccount({ ...member, role: 'candidate', name: memberName, tier: 'community' });

  // A visitor's contact form queues a confirmation e-mail to them.
  const visitorEmail = uniqueEmail('mail-visitor');
  const visitor = (await openContext()).context.request;
  await expectStatus(
    await visitor.post('/api/submissions/contact', {
      headers: apiHeaders,
      data: {
        name: `Mina Mail ${suffix}`,
        email: visitorEmail,
        phone: '+44 20 7946 0999',
        organisation: 'Riverside Primary Care Network',
        message: 'Please call us about workforce planning for next year.',
        consultationType: 'workforce-development',
      },
    }),
    201,
  );

  // The member is signed in elsewhere.
  const { page: memberPage } = await openContext();
  await signInThroughApi(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/arrsplace\/community$/);

  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);

  // Sign out everywhere, after a confirmation that Cancel leaves alone.
  const card = await findAccount(page, 'Approved', member.email);
  await card.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign this account out everywhere?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await scanWithoutToasts(page, 'the sign-out confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await card.getByRole('button', { name: 'Sign out everywhere' }).click();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(toast(page, 'Signed out everywhere')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/arrsplace\/auth$/);

  // The tier: candidates only.
  const tier = card.getByLabel('Tier');
  await expect(tier).toHaveValue('community');
  await tier.selectOption({ label: 'Active Job Seeker' });
  await card.getByRole('button', { name: 'Change tier' }).click();
  await expect(toast(page, 'Tier changed')).toBeVisible();
  await expect(card.getByRole('definition').nth(1)).toHaveText('Active Job Seeker');

  // The account's own trail.
  const trailButton = card.getByRole('button', { name: 'Show audit trail' });
  await trailButton.click();
  await expect(card.getByRole('button', { name: 'Hide audit trail' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByRole('heading', { level: 4, name: 'Tier changed' })).toBeVisible();
  await expect(
    card.getByRole('heading', { level: 4, name: 'Signed out everywhere by an admin' }),
  ).toBeVisible();
  await scanWithoutToasts(page, 'the accounts page with an audit trail open');

  // The audit log, filtered by type and by whom it was done to.
  await openSection(page, 'Audit log', 'Audit log');
  await scanWithoutToasts(page, 'the audit log');
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Event type').selectOption({ label: 'Signed out everywhere by an admin' });
  await filters.getByLabel('Done to').fill(member.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 event on page 1' })).toBeVisible();
  const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('Signed out everywhere by an admin');
  await expect(event).toContainText(`Ava Auditor (${admin.email})`);
  await expect(event).toContainText(`${memberName} (${member.email})`);
  await expect(event).toContainText('Severity: Medium');
  await scanWithoutToasts(page, 'the filtered audit log');

  await filters.getByLabel('Event type').selectOption({ label: 'Tier changed' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(event).toContainText('from: community; to: active_seeker');

  await filters.getByLabel('From date').fill('2001-01-01');
  await filters.getByLabel('To date').fill('2001-01-02');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No events match these filters.')).toBeVisible();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(filters.getByLabel('Done to')).toHaveValue('');

  // The mail viewer: the visitor's confirmation, by status, and no dead letters here.
  await openSection(page, 'Mail', 'Mail');
  const message = page.getByRole('listitem').filter({ hasText: visitorEmail });
  await expect(message).toBeVisible();
  await expect(message).not.toContainText('Please call us');
  await scanWithoutToasts(page, 'the mail page');
  const status = page.getByLabel('Status');
  // The worker sends within seconds; changing the filter reads the list again.
  await expect(async () => {
    await status.selectOption({ label: 'Any status' });
    await status.selectOption({ label: 'Sent' });
    await expect(message).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await status.selectOption({ label: 'Dead letter' });
  await expect(
    page.getByRole('status').filter({ hasText: /There are no dead letters\.|on page 1/ }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: visitorEmail })).toHaveCount(0);
  await scanWithoutToasts(page, 'the mail page filtered to dead letters');
});
