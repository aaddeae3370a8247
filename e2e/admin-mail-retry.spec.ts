import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { expectStatus, uniqueSuffix } from './support/api-client';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { mailFailureOrigins } from './support/origins';

/*
 * An admin retries a dead letter. This runs on the second e2e server (playwright.config.ts),
 * whose mail goes over SMTP to e2e/support/bouncing-smtp-server.ts: a recipient starting with
 * "bounce-once" is refused with 550 the first time (the outbox keeps the message as a dead letter at
 * once) and accepted on the retry.
 */

test.use({ reducedMotion: 'reduce', baseURL: mailFailureOrigins.consultancy });

const dataDir = () => {
  const dir = process.env.E2E_MAIL_FAILURE_DATA_DIR;
  if (!dir) throw new Error('E2E_MAIL_FAILURE_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

test('a refused e-mail becomes a dead letter on the dashboard, and the admin retries it until it is sent', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const admin = { email: uniqueEmail('retry-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Rhea Retry' }, { dataDir: dataDir() });

  // A visitor's contact form queues a confirmation to an address the mail server refuses, once.
  const bouncing = `bounce-once-${suffix}@example.test`;
  const visitor = (await openContext()).context.request;
  await expectStatus(
    await visitor.post('/api/submissions/contact', {
      headers: { origin: mailFailureOrigins.consultancy },
      data: {
        name: `Bea Bounce ${suffix}`,
        email: bouncing,
        phone: '+44 20 7946 0998',
        organisation: 'Hillside Primary Care Network',
        message: 'Please send us your workforce planning brochure.',
        consultationType: 'workforce-development',
      },
    }),
    201,
  );

  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);

  // The dashboard counts it (the worker tries within seconds; the count is read again on reload).
  const undeliverable = page.getByRole('link', { name: /Undeliverable e-mails/ });
  await expect(async () => {
    await page.reload();
    await expect(undeliverable).toContainText('1', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await undeliverable.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();

  const status = page.getByLabel('Status');
  await status.selectOption({ label: 'Dead letter' });
  const message = page.getByRole('listitem').filter({ hasText: bouncing });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Dead letter');
  await expect(message).toContainText('No such mailbox here');
  await scanWithoutToasts(page, 'the mail page with a dead letter');

  // Retrying asks first; Cancel leaves it alone.
  await message.getByRole('button', { name: `Retry the message to ${bouncing}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Retry this message?' });
  await expect(confirm).toContainText(`The message to ${bouncing} goes back to the queue`);
  await scanWithoutToasts(page, 'the retry confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(message).toContainText('Dead letter');

  await message.getByRole('button', { name: `Retry the message to ${bouncing}` }).click();
  await confirm.getByRole('button', { name: 'Retry' }).click();
  await expect(toast(page, 'Message queued again')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: bouncing })).toHaveCount(0);

  // The mail server accepts it this time: it is sent, and the dashboard has no dead letters left.
  // While the 'Sent' list loads, the previous list stays on screen: wait for the status badge itself
  // ('Sent' twice: the badge, and the "Sent" row every card has).
  await expect(async () => {
    await status.selectOption({ label: 'Any status' });
    await status.selectOption({ label: 'Sent' });
    await expect(message.getByText('Sent', { exact: true })).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(message).not.toContainText('Dead letter');

  // The retry is in the audit log.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log', exact: true })
    .click();
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Event type').selectOption({ label: 'Dead letter retried' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 event on page 1' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await expect(undeliverable).toContainText('0');
});
