import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn, signInAndEnrolAdmin, toast } from './support/accounts-flows';
import { freshTotpCode, totpCode } from './support/accounts-totp';

test('an enrolled admin signs in with a TOTP code or a recovery code', async ({ page, watch }) => {
  test.setTimeout(90_000);
  for (const status of [400, 401, 403]) {
    watch.allowFailedResponse('/api/auth/two-factor/verify-totp', status);
    watch.allowFailedResponse('/api/auth/two-factor/verify-backup-code', status);
  }
  const admin = { email: uniqueEmail('totp'), password: strongPassword() };
  await createAccount({ ...admin, role: 'system_admin', name: 'Sam System' });
  const { secret, recoveryCodes } = await signInAndEnrolAdmin(page, admin.email, admin.password);
  expect(recoveryCodes.length).toBeGreaterThan(0);
  // Every admin API needs the second factor; with it, the accounts list loads.
  expect((await page.request.get('/api/admin/accounts?status=pending')).status()).toBe(200);

  const signOut = () => page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await signOut();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  const challenge = page.getByRole('form', { name: 'Two-factor code' });
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(challenge.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app');
  const wrong = totpCode(secret, Date.now() - 10 * 60_000);
  await challenge.getByLabel('Two-factor code').fill(wrong === '000000' ? '111111' : '000000');
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Sign In Failed')).toBeVisible();
  await challenge.getByLabel('Two-factor code').fill(await freshTotpCode(secret));
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Signed in as System Admin')).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/admin$/);

  await signOut();
  await signIn(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('form', { name: 'Two-factor code' }).getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
});
