import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';

test.describe('auth screen', () => {
  test('opens on Sign In with Back to Home, and preselects the role from the link', async ({ page }) => {
    await page.goto('/arrsplace/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to ARRS Place' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Sign In' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Healthcare Professional' })).toBeChecked();

    for (const [query, role] of [
      ['?role=employer', 'Employer/Organisation'],
      ['?role=community', 'Healthcare Professional'],
      ['?role=candidate', 'Healthcare Professional'],
      ['?role=employer&tier=community', 'Healthcare Professional'],
    ] as const) {
      await page.goto(`/arrsplace/auth${query}`);
      await expect(page.getByRole('radio', { name: role }), query).toBeChecked();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/arrsplace$/);
  });

  test('sign-in: every field required, password show/hide', async ({ page }) => {
    await page.goto('/arrsplace/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(toast(page, 'Sign In Failed')).toBeVisible();
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(form.getByRole('checkbox', { name: 'Stay signed in' })).not.toBeChecked();
  });

  test('sign-up: the validation messages, phone formatting, postcode and links', async ({ page }) => {
    await page.goto('/arrsplace/auth?role=candidate');
    const form = page.getByRole('form', { name: 'Sign up' });
    const join = form.getByRole('button', { name: 'Join ARRS Place' });
    await join.click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please fill in all fields including mobile phone and postcode',
    );
    await expect(toast(page, 'Sign Up Failed')).toBeVisible();

    await form.getByLabel('Full Name').fill('Jane Doe');
    await form.getByLabel('Email').fill('jane@example');
    await expect(form.getByText('Enter a UK mobile number starting with 07')).toBeVisible();
    const phone = form.getByLabel('Mobile Phone');
    await phone.fill('07700900123');
    await expect(phone).toHaveValue('07700 900123');
    const postcode = form.getByLabel('Home Postcode');
    await postcode.fill('sw1a 1aaxyz');
    await expect(postcode).toHaveValue('SW1A 1AA');
    await form.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await form.getByLabel('Confirm Password', { exact: true }).fill('abcdefgh');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

    await form.getByLabel('Email').fill('jane@example.org');
    await postcode.fill('ab');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid UK postcode');
    await postcode.fill('SW1A 1AA');
    await phone.fill('01234 567890');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid UK mobile number');
    await phone.fill('+447700900123');
    await expect(phone).toHaveValue('+44 7700 900123');
    await form.getByLabel('Confirm Password', { exact: true }).fill('abcdefgX');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm Password', { exact: true }).fill('abc');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Password must be at least 8 characters');
    await form.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await form.getByLabel('Confirm Password', { exact: true }).fill('abcdefgh');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Please accept the Terms of Use and Privacy Policy');

    await expect(form.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');

    await form.getByRole('radio', { name: 'Employer/Organisation' }).check();
    await expect(phone).toHaveCount(0);
    await form.getByLabel('Full Name').fill('');
    await join.click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test('the strength meter grades the password and lists the requirements', async ({ page }) => {
    await page.goto('/arrsplace/auth?role=employer');
    const form = page.getByRole('form', { name: 'Sign up' });
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await expect(form.getByText('Password strength: Weak')).toBeVisible();
    await password.fill('abcDEF12');
    await expect(form.getByText('Password strength: Fair')).toBeVisible();
    await password.fill('abcDEF12!xyz');
    await expect(form.getByText('Password strength: Good')).toBeVisible();
    await password.fill('abcDEF12!xyzUVW9');
    await expect(form.getByText('Password strength: Strong')).toBeVisible();
    const requirements = form.getByRole('list', { name: 'Password requirements' });
    await expect(requirements.getByRole('listitem')).toHaveCount(6);
    await expect(requirements).toContainText('At least 12 characters (met)');
  });
});

test.describe('gating and the reset link', () => {
  test('visitors are sent from every signed-in area to sign-in', async ({ page }) => {
    for (const path of [
      '/arrsplace/candidate',
      '/arrsplace/candidate/documents',
      '/arrsplace/candidate/settings',
      '/arrsplace/employer',
      '/arrsplace/employer/settings',
      '/arrsplace/community',
      '/arrsplace/admin',
      '/arrsplace/admin/security',
      '/arrsplace/master_admin',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/arrsplace\/auth$/);
    }
    for (const path of ['/arrsplace', '/arrsplace/insights', '/arrsplace/about']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });

  for (const path of ['/arrsplace/reset-password', '/reset-password']) {
    test(`${path} without a token or session goes to sign-in after 3 s`, async ({ page }) => {
      // Timed on the page's own clock (when the page said the link is invalid, when sign-in showed),
      // not by how soon the test looks: a busy machine may look late, but a timer never fires early.
      await page.addInitScript(() => {
        const marks: { invalid?: number; signIn?: number } = {};
        Reflect.set(window, 'e2eMarks', marks);
        new MutationObserver(() => {
          const alert = document.querySelector('main [role="alert"]');
          if (marks.invalid === undefined && alert?.textContent?.includes('Invalid or expired reset link')) {
            marks.invalid = performance.now();
          }
          if (marks.signIn === undefined && window.location.pathname === '/arrsplace/auth') {
            marks.signIn = performance.now();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      const message = 'Invalid or expired reset link. Please request a new password reset.';
      await expect(toast(page, message)).toBeVisible();
      await expect(page).toHaveURL(/\/arrsplace\/auth$/, { timeout: 15_000 });
      const marks = await page.evaluate(() => Reflect.get(window, 'e2eMarks'));
      expect(marks.signIn - marks.invalid).toBeGreaterThanOrEqual(2_900);
    });
  }

  test('a reset link checks each password rule with its own message', async ({ page }) => {
    await page.goto('/arrsplace/reset-password?token=not-checked-before-submit');
    const form = page.getByRole('form', { name: 'Set a new password' });
    const newPassword = form.getByLabel('New Password', { exact: true });
    const confirm = form.getByLabel('Confirm New Password', { exact: true });
    const update = form.getByRole('button', { name: 'Update Password' });
    for (const [password, message] of [
      ['abcdefghijkl', 'Password must contain at least one uppercase letter'],
      ['ABCDEFGHIJKL', 'Password must contain at least one lowercase letter'],
      ['abcdefGHIJKL', 'Password must contain at least one number'],
      ['abcdefGHIJK1', 'Password must contain at least one special character'],
    ] as const) {
      await newPassword.fill(password);
      await confirm.fill(password);
      await update.click();
      await expect(form.getByRole('alert')).toHaveText(message);
    }
    await newPassword.fill('abcdefGHIJK1!');
    await confirm.fill('abcdefGHIJK1?');
    await update.click();
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
  });
});
