import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn, toast } from './support/accounts-flows';
import { signInThroughApi } from './support/api-sessions';

test('deleting the account from the consent dialog erases it', async ({ page, watch }) => {
  test.setTimeout(90_000);
  watch.allowFailedResponse('/api/auth/sign-in/email', 401);
  const user = { email: uniqueEmail('delete'), password: strongPassword() };
  await createAccount({ ...user, role: 'candidate', name: 'Dana Delete' });

  await signInThroughApi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);
  const dialog = page.getByRole('dialog', { name: 'Recruitment Representation Consent' });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();

  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Type DELETE to confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await expect(toast(page, 'Your account has been deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  expect(await (await page.request.get('/api/account/me')).json()).toEqual({ signedIn: false });

  await signIn(page, user.email, user.password);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
    'Invalid email or password',
  );
});
