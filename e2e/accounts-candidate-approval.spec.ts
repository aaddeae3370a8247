import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import {
  expectMarketplaceSite,
  findAccount,
  marketplaceLinkIn,
  signIn,
  signUpAndVerify,
  toast,
} from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { origins } from './support/origins';

// Members use the marketplace host, where the links of their e-mails lead.
test.use({ baseURL: origins.marketplace });

test('a candidate signs up, verifies, waits for approval, consents and enters the candidate area', async ({
  page,
  openContext,
}) => {
  test.setTimeout(120_000);
  const candidate = {
    fullName: 'Priya Shah',
    email: uniqueEmail('candidate'),
    password: strongPassword(),
    role: 'candidate' as const,
  };

  await signUpAndVerify(page, candidate, '?role=candidate');
  await signIn(page, candidate.email, candidate.password);
  await expect(toast(page, 'Account Pending Approval')).toBeVisible();
  await expect(
    toast(page, "Your account is under review. You'll receive an email when approved."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/auth/);
  // The server is the guard: the candidate area stays closed to an unapproved account.
  await page.goto('/arrsplace/candidate');
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await expect(toast(page, 'Account Pending Approval')).toBeVisible();

  const admin = { email: uniqueEmail('admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'master_admin', name: 'Alex Admin' });
  const { page: adminPage } = await openContext();
  await signInAndEnrolAdminThroughApi(adminPage, admin.email, admin.password);
  const card = await findAccount(adminPage, 'Pending', candidate.email);
  await expect(card).toContainText('Priya Shah');
  await expect(card).toContainText('Professional Portfolio');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(adminPage, 'Account approved')).toBeVisible();
  await expect(adminPage.getByRole('article').filter({ hasText: candidate.email })).toHaveCount(0);
  await findAccount(adminPage, 'Approved', candidate.email);

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  // The approval e-mail's link opens sign-in on the marketplace host.
  await page.goto(await marketplaceLinkIn(candidate.email, /approved/i, '/arrsplace/auth'));
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth`);
  await expectMarketplaceSite(page);
  await signIn(page, candidate.email, candidate.password);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(toast(page, 'Signed in as Healthcare Professional')).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);

  const dialog = page.getByRole('dialog', { name: 'Recruitment Representation Consent' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('only after you approve each opportunity');
  await expect(dialog).toContainText('withdraw this consent at any time in your account settings');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  const consent = dialog.getByRole('button', { name: 'I Consent' });
  await expect(consent).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await consent.click();
  await expect(toast(page, 'Consent Confirmed')).toBeVisible();
  await expect(dialog).toBeHidden();
  // A new candidate starts with the registration step.
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/register$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete your professional profile' }),
  ).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Welcome, Priya Shah');
  await expect(banner).toContainText('Healthcare Professional');

  // The settings show the consent and its history.
  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  const history = page.getByRole('table');
  await expect(
    history.getByRole('row').filter({ hasText: 'Recruitment representation' }).first(),
  ).toContainText('Given');
  await expect(history).toContainText('v1.0');
});
