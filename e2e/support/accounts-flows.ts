import type { Page } from '@playwright/test';
import { brand } from '../../src/shared/content/brand';
import { linkIn, waitForMail } from './accounts-mail';
import { freshTotpCode, secretOf } from './accounts-totp';
import { origins } from './origins';
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

/**
 * The page shows the marketplace (ARRS Place) on its own host: its header, its cookie jar. Links in
 * platform e-mails must land here, whichever host the user came from.
 */
export async function expectMarketplaceSite(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).origin).toBe(origins.marketplace);
  await expect(page.locator('html')).toHaveAttribute('data-site', 'marketplace');
  await expect(page.getByRole('banner').getByRole('link', { name: brand.platformName })).toHaveAttribute(
    'href',
    '/arrsplace',
  );
}

/** The link of the newest e-mail to `email` matching `subject`, checked to open the marketplace. */
export async function marketplaceLinkIn(email: string, subject: RegExp, part: string): Promise<string> {
  const link = linkIn(await waitForMail(email, subject), part);
  expect(new URL(link).origin, link).toBe(origins.marketplace);
  return link;
}

/**
 * Signs up, then follows the verification link of the e-mail; ends on the auth page of the
 * marketplace host, where the user can sign in.
 */
export async function signUpAndVerify(page: Page, user: SignUpDetails, query = ''): Promise<void> {
  await page.goto(`/arrsplace/auth${query}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await submitSignUp(page, user);
  await expect(toast(page, 'Please check your email to verify your account.')).toBeVisible();
  await page.goto(await marketplaceLinkIn(user.email, /verif/i, '/verify-email'));
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth?verified=1`);
  await expect(page.getByText('Your email address is verified. You can now sign in.')).toBeVisible();
  await expectMarketplaceSite(page);
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
 * An admin's first sign-in: enrolment in TOTP (password, secret, code), ending on the admin dashboard.
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
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  return { secret, recoveryCodes };
}

/** On the admin accounts page (opened from the admin sections if elsewhere): finds an account by e-mail in a status tab. */
export async function findAccount(page: Page, status: 'Pending' | 'Approved' | 'Suspended', email: string) {
  if (!/\/arrsplace\/admin\/accounts$/.test(page.url())) {
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  }
  await page.getByRole('tab', { name: status }).click();
  await page.getByLabel('Search accounts').fill(email);
  const card = page.getByRole('article').filter({ hasText: email });
  await expect(card).toBeVisible();
  return card;
}
