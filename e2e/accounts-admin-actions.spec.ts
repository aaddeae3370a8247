import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { findAccount, toast } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi, signInThroughApi } from './support/api-sessions';
import { origins } from './support/origins';

test('an admin suspends, unsuspends, changes a role and rejects a sign-up', async ({ page, openContext }) => {
  test.setTimeout(120_000);
  const admin = { email: uniqueEmail('boss'), password: strongPassword() };
  const employer = { email: uniqueEmail('suspend'), password: strongPassword() };
  const candidate = { email: uniqueEmail('role'), password: strongPassword() };
  await createAccount({ ...admin, role: 'master_admin', name: 'Morgan Master' });
  await createAccount({ ...employer, role: 'employer', name: 'Suspended Surgery' });
  await createAccount({ ...candidate, role: 'candidate', name: 'Role Changer' });
  const pendingEmail = uniqueEmail('reject');
  const signUp = await page.request.post('/api/account/sign-up', {
    headers: { origin: origins.consultancy },
    data: {
      fullName: 'Rejected Applicant',
      email: pendingEmail,
      role: 'employer',
      password: 'Granite-Owl-58!x',
      confirmPassword: 'Granite-Owl-58!x',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(signUp.status()).toBe(201);

  const { page: employerPage } = await openContext();
  await signInThroughApi(employerPage, employer.email, employer.password);
  await expect(employerPage).toHaveURL(/\/arrsplace\/employer\/register$/);

  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);

  let card = await findAccount(page, 'Approved', employer.email);
  await card.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend this account?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await card.getByRole('button', { name: 'Suspend' }).click();
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'Account suspended')).toBeVisible();
  await employerPage.reload();
  await expect(employerPage).toHaveURL(/\/arrsplace\/auth$/);

  card = await findAccount(page, 'Suspended', employer.email);
  await card.getByRole('button', { name: 'Unsuspend' }).click();
  await page
    .getByRole('dialog', { name: 'Unsuspend this account?' })
    .getByRole('button', { name: 'Unsuspend' })
    .click();
  await expect(toast(page, 'Account unsuspended')).toBeVisible();
  await findAccount(page, 'Approved', employer.email);

  card = await findAccount(page, 'Approved', candidate.email);
  const role = card.getByLabel('Role');
  await expect(role.getByRole('option')).toHaveText([
    'Healthcare Professional',
    'Employer',
    'Admin',
    'Master Admin',
    'System Admin',
  ]);
  await role.selectOption('employer');
  await card.getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page, 'Role changed')).toBeVisible();
  await expect(card.getByRole('definition').first()).toHaveText('Employer');

  card = await findAccount(page, 'Pending', pendingEmail);
  await expect(card).toContainText('Rejected Applicant');
  await card.getByRole('button', { name: 'Reject' }).click();
  await page
    .getByRole('dialog', { name: 'Reject this account?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(toast(page, 'Account rejected')).toBeVisible();
  await expect(page.getByText(`No accounts match "${pendingEmail}".`)).toBeVisible();
});
