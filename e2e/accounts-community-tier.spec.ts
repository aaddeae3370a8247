import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { findAccount, signIn, signUpAndVerify } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { origins } from './support/origins';

// Members use the marketplace host, where the links of their e-mails lead.
test.use({ baseURL: origins.marketplace });

test('a candidate who joins from a community link lands on the community', async ({ page, openContext }) => {
  test.setTimeout(120_000);
  const member = {
    fullName: 'Tom Okafor',
    email: uniqueEmail('community'),
    password: strongPassword(),
    role: 'candidate' as const,
  };
  await page.goto('/arrsplace/auth?tier=community');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Healthcare Professional' })).toBeChecked();
  await expect(page.getByText('You are joining as a Community Member.')).toBeVisible();
  await signUpAndVerify(page, member, '?tier=community');

  const admin = { email: uniqueEmail('admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });
  const { page: adminPage } = await openContext();
  await signInAndEnrolAdminThroughApi(adminPage, admin.email, admin.password);
  const card = await findAccount(adminPage, 'Pending', member.email);
  await expect(card).toContainText('Community Member');
  await card.getByRole('button', { name: 'Approve' }).click();
  await findAccount(adminPage, 'Approved', member.email);

  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/arrsplace\/community$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Community' })).toBeVisible();
  // A community member is not shown to employers, and can upgrade from here.
  await expect(page.getByText('As a Community Member your profile is not shown to employers.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to a Professional Portfolio' })).toHaveAttribute(
    'href',
    '/arrsplace/candidate/settings#tier-heading',
  );
  // A community member is still a candidate: the candidate area asks for consent first.
  await page.goto('/arrsplace/candidate');
  await expect(page.getByRole('dialog', { name: 'Recruitment Representation Consent' })).toBeVisible();
});
