import type { Locator } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/accounts-fixtures';
import { waitForMail } from './support/accounts-mail';

/** The employer's job-posting form filled with a valid lead for `role`, both consents given. */
async function fillJobPosting(dialog: Locator, email: string, role: string) {
  await dialog.getByLabel('Full name').fill('Priya Shah');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('020 7946 0999');
  await dialog.getByLabel('Organisation').fill('Elmbridge Vale PCN');
  await dialog.getByLabel('Role to fill').fill(role);
  await dialog.getByLabel('Location').fill('Surrey');
  await dialog.getByLabel('Job description').fill('Two sessions a week across our four practices.');
  await dialog.getByLabel(/privacy policy/).check();
  await dialog.getByLabel(/terms of service/).check();
}

test.describe('recruitment page', () => {
  test('shows opportunities, sectors, audiences and executive terms', async ({ page }) => {
    await page.goto('/recruitment');
    await expect(page).toHaveTitle(/^Recruitment \| /);
    for (const [role, pay] of [
      ['General Practitioner', '£80,000–£120,000'],
      ['Practice Nurse', '£35,000–£45,000'],
      ['Healthcare Assistant', '£22,000–£26,000'],
    ] as const) {
      await expect(page.getByRole('heading', { name: role, exact: true })).toBeVisible();
      await expect(page.getByText(pay)).toBeVisible();
    }
    for (const sector of ['Primary Care', 'Community Health', 'Management']) {
      await expect(page.getByRole('heading', { name: sector, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Learn more about Interim Management' }).click();
    const interim = page.getByRole('dialog', { name: 'Interim Management' });
    await expect(interim).toContainText('15% of the interim’s day rate');
    await expect(interim).toContainText('3–18 months');
    await page.keyboard.press('Escape');
    await expect(interim).toBeHidden();
    await page.getByRole('button', { name: 'Learn more about Permanent Placement' }).click();
    const permanent = page.getByRole('dialog', { name: 'Permanent Placement' });
    await expect(permanent).toContainText('6-month guarantee');
    await expect(permanent).toContainText('6–12 week search');
    await permanent.getByRole('button', { name: 'Close' }).click();
    await expect(permanent).toBeHidden();
  });

  test('Apply Now opens the professional form with the role, which needs both consents', async ({ page }) => {
    const email = uniqueEmail('candidate');
    await page.goto('/recruitment');
    await page.getByRole('button', { name: 'Apply Now: Practice Nurse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register your profile' });
    await expect(dialog.getByLabel('Role you are looking for')).toHaveValue('Practice Nurse');
    await expect(dialog.getByLabel('Salary (optional)')).toHaveCount(0);
    await dialog.getByLabel('Full name').fill('Sam Taylor');
    await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    await dialog.getByLabel('Phone').fill('07700 900123');
    await dialog.getByLabel('Current organisation').fill('Northgate Surgery');
    await dialog.getByLabel('Preferred location').fill('Leeds');
    await dialog
      .getByLabel('Your experience')
      .fill('Eight years of practice nursing, long-term conditions lead.');
    await expect(dialog.getByText('59/1000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Consent Required')).toBeVisible();
    await expect(
      page.getByText('Please accept the privacy policy and terms of service to continue.'),
    ).toBeVisible();
    await dialog.getByLabel(/privacy policy/).check();
    await dialog.getByLabel(/terms of service/).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Submission Received')).toBeVisible();
    await waitForMail(email, /./);
  });

  test('For Employers opens the job-posting form with salary and employment type', async ({ page }) => {
    const email = uniqueEmail('employer');
    await page.goto('/recruitment');
    await page.getByRole('button', { name: 'Post a Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a job' });
    await expect(dialog.getByLabel('Employment type')).toHaveValue('substantive');
    await fillJobPosting(dialog, email, 'First Contact Physiotherapist');
    await dialog.getByLabel('Salary (optional)').fill('£45,000–£52,000');
    await dialog.getByLabel('Employment type').selectOption('sessional');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Submission Received')).toBeVisible();
    await waitForMail(email, /./);
  });

  test('a retry after a lost answer is stored and mailed once (the same Idempotency-Key)', async ({
    page,
    watch,
  }) => {
    const email = uniqueEmail('retry');
    // The first attempt reaches the server, but its answer is lost on the way back (a proxy gives up).
    watch.allowFailedResponse('/api/submissions/recruitment', 504);
    const keys: string[] = [];
    await page.route('**/api/submissions/recruitment', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' });
    });
    await page.goto('/recruitment');
    await page.getByRole('button', { name: 'Post a Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a job' });
    await fillJobPosting(dialog, email, 'Clinical Pharmacist');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('There was an error submitting your form. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Submission Received')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    // One confirmation: the retry was answered as the first attempt, not stored again.
    const confirmation = await waitForMail(email, /./);
    await expect(waitForMail(email, /./, { seen: [confirmation.file], timeoutMs: 12_000 })).rejects.toThrow(
      /no e-mail/,
    );
  });
});
