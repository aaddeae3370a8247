import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { expectMarketplaceSite, marketplaceLinkIn, signIn, toast } from './support/accounts-flows';
import { origins } from './support/origins';

test('forgot password, asked on the consultancy host: the e-mail link sets a new password on the marketplace host and signs out every other session', async ({
  page,
  openContext,
  watch,
}) => {
  test.setTimeout(90_000);
  watch.allowFailedResponse('/api/auth/sign-in/email', 401);
  const user = { email: uniqueEmail('reset'), password: strongPassword() };
  await createAccount({ ...user, role: 'employer', name: 'Reset Tester' });

  const { page: otherDevice } = await openContext();
  await signIn(otherDevice, user.email, user.password);
  // An employer without an organisation lands on the registration step.
  await expect(otherDevice).toHaveURL(/\/arrsplace\/employer\/register$/);

  await page.goto('/arrsplace/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByRole('form', { name: 'Forgot password' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password Reset Email Sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  expect(new URL(page.url()).origin).toBe(origins.consultancy);
  await page.goto(await marketplaceLinkIn(user.email, /password/i, 'reset-password'));
  await expect(page).toHaveURL(new RegExp(`^${origins.marketplace}/arrsplace/reset-password\\?token=`));
  await expectMarketplaceSite(page);
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New Password', { exact: true }).fill('Short1!a');
  await form.getByLabel('Confirm New Password', { exact: true }).fill('Short1!a');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Password must be at least 12 characters long')).toBeVisible();

  const newPassword = 'Nw7!kestrelQ';
  await form.getByLabel('New Password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await expect(form.getByText('Password strength: Good')).toBeVisible();
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    toast(page, 'Password updated successfully! You can now sign in with your new password.'),
  ).toBeVisible();
  // The page moves on by itself 2 s after the toast; a busy machine may need longer than the default wait.
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth`, { timeout: 15_000 });

  await signIn(page, user.email, user.password);
  await expect(toast(page, 'Sign In Failed')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
    'Invalid email or password',
  );
  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/employer/register`);

  await otherDevice.reload();
  await expect(otherDevice).toHaveURL(/\/arrsplace\/auth$/);
});
