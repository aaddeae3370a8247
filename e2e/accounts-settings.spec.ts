import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInThroughApi } from './support/api-sessions';

test('account settings: consents with their history, and a password change', async ({ page }) => {
  test.setTimeout(90_000);
  const user = { email: uniqueEmail('settings'), password: strongPassword() };
  await createAccount({ ...user, role: 'candidate', name: 'Sasha Settings' });
  await signInThroughApi(page, user.email, user.password);
  const consentDialog = page.getByRole('dialog', { name: 'Recruitment Representation Consent' });
  await consentDialog.getByRole('checkbox').check();
  await consentDialog.getByRole('button', { name: 'I Consent' }).click();
  await expect(consentDialog).toBeHidden();

  await page.goto('/arrsplace/candidate/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Give consent: CV sharing with employers' }).click();
  await expect(toast(page, 'Consent given')).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('row').filter({ hasText: 'CV sharing with employers' })).toContainText(
    'Given',
  );

  await page.getByRole('button', { name: 'Withdraw consent: CV sharing with employers' }).click();
  await page
    .getByRole('dialog', { name: /Withdraw consent/ })
    .getByRole('button', { name: 'Withdraw consent' })
    .click();
  await expect(toast(page, 'Consent withdrawn')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Withdrawn' })).toContainText(
    'CV sharing with employers',
  );

  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'Brisk-Heron-2024!';
  await form.getByLabel('Current Password', { exact: true }).fill(user.password);
  await form.getByLabel('New Password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(form.getByLabel('New Password', { exact: true })).toHaveValue('');

  // Withdrawing recruitment representation closes the candidate area again.
  await page.getByRole('button', { name: 'Withdraw consent: Recruitment representation' }).click();
  await page
    .getByRole('dialog', { name: /Withdraw consent/ })
    .getByRole('button', { name: 'Withdraw consent' })
    .click();
  await expect(consentDialog).toBeVisible();
});
