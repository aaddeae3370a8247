import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from './accounts-mail';
import { freshTotpCode, secretOf } from './accounts-totp';
import { expect } from './shell-fixtures';

/** A sonner toast holding `text` (title or description). */
export function toast(page: Page, text: string) {
  // A toast on its way out (data-removed) still matches for a moment; only the one being shown counts.
  return page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });
}

export interface SignUpDetails {
  fullName: string;
  email: string;
  password: string;
  role: 'candidate' | 'employer';
}

/** Fills and sends the Sign Up form of an open auth page. */
export async function submitSignUp(page: Page, user: SignUpDetails): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(user.fullName);
  await form.getByLabel('Email').fill(user.email);
  await form
    .getByRole('radio', {
      name: user.role === 'candidate' ? 'Healthcare Professional' : 'Employer/Organisation',
    })
    .check();
  if (user.role === 'candidate') {
    await form.getByLabel('Mobile Phone').fill('07700900123');
    await form.getByLabel('Home Postcode').fill('sw1a 1aa');
  }
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await form.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Join ARRS Place' }).click();
}

/** Signs up, then follows the verification link of the e-mail; ends on the auth page. */
export async function signUpAndVerify(page: Page, user: SignUpDetails, query = ''): Promise<void> {
  await page.goto(`/arrsplace/auth${query}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await submitSignUp(page, user);
  await expect(toast(page, 'Please check your email to verify your account.')).toBeVisible();
  const mail = await waitForMail(user.email, /verif/i);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page).toHaveURL(/\/arrsplace\/auth\?verified=1/);
  await expect(page.getByText('Your email address is verified. You can now sign in.')).toBeVisible();
}

/** Signs in from the auth page (opens it unless it is open). */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { rememberMe = false }: { rememberMe?: boolean } = {},
): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/arrsplace/auth')) await page.goto('/arrsplace/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: 'Stay signed in' }).check();
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * An admin's first sign-in: enrolment in TOTP (password, secret, code), ending on the accounts page.
 * Returns the TOTP secret and the recovery codes.
 */
export async function signInAndEnrolAdmin(
  page: Page,
  email: string,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/arrsplace\/admin\/security$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await page
    .getByRole('form', { name: 'Confirm password' })
    .getByLabel('Password', { exact: true })
    .fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const uri = (await page.getByTestId('totp-uri').textContent()) ?? '';
  const secret = secretOf(uri.trim());
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByLabel('Two-factor code').fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  return { secret, recoveryCodes };
}

/** On the admin accounts page: finds an account by e-mail in a status tab. */
export async function findAccount(page: Page, status: 'Pending' | 'Approved' | 'Suspended', email: string) {
  await page.getByRole('tab', { name: status }).click();
  await page.getByLabel('Search accounts').fill(email);
  const card = page.getByRole('article').filter({ hasText: email });
  await expect(card).toBeVisible();
  return card;
}
