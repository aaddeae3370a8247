import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn, signUpAndVerify, toast } from './support/accounts-flows';

test('an approved employer enters the employer area and is refused the candidate and admin areas', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const employer = {
    fullName: 'Northgate PCN',
    email: uniqueEmail('employer'),
    password: strongPassword(),
    role: 'employer' as const,
  };
  await page.goto('/arrsplace/auth?role=employer');
  await expect(page.getByRole('radio', { name: 'Employer/Organisation' })).toBeChecked();
  await expect(page.getByLabel('Mobile Phone')).toHaveCount(0);
  await signUpAndVerify(page, employer, '?role=employer');
  // The operator approves (the admin screens are covered by the candidate journey).
  await createAccount({
    email: employer.email,
    password: employer.password,
    role: 'employer',
    name: employer.fullName,
  });

  await signIn(page, employer.email, employer.password);
  await expect(toast(page, 'Signed in as Employer')).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employer area' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Welcome, Northgate PCN');
  await expect(banner).toContainText('Employer');

  for (const path of ['/arrsplace/candidate', '/arrsplace/candidate/settings', '/arrsplace/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/arrsplace\/employer$/);
  }
  await page.goto('/arrsplace/master_admin');
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  // The server refuses too, whatever the browser shows.
  expect((await page.request.get('/api/admin/accounts?status=pending')).status()).toBe(403);

  // Signing out while the side column still loads would leave its requests answered 401.
  const sideColumnLoaded = Promise.all(
    ['/api/community/stats', '/api/community/trending'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    ),
  );
  await page.goto('/arrsplace/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Community' })).toBeVisible();
  await sideColumnLoaded;

  await banner.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await expect(page.getByRole('banner')).not.toContainText('Welcome');
  await page.goto('/arrsplace/employer');
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
});
