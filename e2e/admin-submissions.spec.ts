import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { apiHeaders, expectStatus, uniqueSuffix } from './support/api-client';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { expectNothingOffTheSide } from './support/layout';

test.use({ reducedMotion: 'reduce' });

function card(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
}

async function applyFilters(page: Page, filters: { search?: string; type?: string; status?: string }) {
  const form = page.getByRole('form', { name: 'Filter submissions' });
  if (filters.search !== undefined) await form.getByLabel('Search').fill(filters.search);
  if (filters.type !== undefined) await form.getByLabel('Type').selectOption({ label: filters.type });
  if (filters.status !== undefined) await form.getByLabel('Status').selectOption({ label: filters.status });
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Loading submissions...')).toHaveCount(0);
}

test('an admin finds new submissions, approves the recruitment one, closes the contact one with a note and exports the CSV', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const word = `Inbox${uniqueSuffix()}`;
  const contactName = `Amelia ${word}`;
  const recruitmentName = `Tom ${word}`;

  // A visitor sends the two public forms (through their API, as the forms do).
  const visitor = (await openContext()).context.request;
  await expectStatus(
    await visitor.post('/api/submissions/contact', {
      headers: apiHeaders,
      data: {
        name: contactName,
        email: 'amelia.hart@example.org',
        phone: '+44 20 7946 0999',
        organisation: 'Riverside Primary Care Network',
        message: 'We would like to talk about workforce planning, "soon", for next year.',
        consultationType: 'workforce-development',
      },
    }),
    201,
  );
  await expectStatus(
    await visitor.post('/api/submissions/recruitment', {
      headers: apiHeaders,
      data: {
        submissionType: 'employer',
        name: recruitmentName,
        email: 'tom.reyes@example.org',
        phone: '020 7946 0456',
        organisation: `Northgate PCN ${word}`,
        role: 'Clinical Pharmacist',
        description: 'Two days a week across three practices, supporting medication reviews.',
        location: 'Leeds',
        salary: '£45,000–£52,000',
        employmentType: 'sessional',
        acceptPrivacy: true,
        acceptTerms: true,
      },
    }),
    201,
  );

  const admin = { email: uniqueEmail('inbox-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ida Inbox' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Submissions' })
    .click();
  await expect(page).toHaveURL(/\/arrsplace\/admin\/submissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();

  // Both are found by the search word, each with its type and status in words.
  await applyFilters(page, { search: word });
  await expect(page.getByRole('status').filter({ hasText: '2 submissions' })).toBeVisible();
  await expect(card(page, contactName).getByText('Contact', { exact: true })).toBeVisible();
  await expect(card(page, recruitmentName).getByText('Recruitment: employer')).toBeVisible();
  await expect(card(page, contactName).getByTestId('submission-status')).toHaveText('Status: New');
  await scanWithoutToasts(page, 'submissions inbox');

  // The type filter narrows to the recruitment one; it is approved after a confirmation.
  await applyFilters(page, { type: 'Recruitment: employer' });
  await expect(page.getByRole('status').filter({ hasText: '1 submission' })).toBeVisible();
  await expect(card(page, contactName)).toHaveCount(0);
  await card(page, recruitmentName)
    .getByRole('button', { name: `Open submission from ${recruitmentName}` })
    .click();
  const recruitmentDialog = page.getByRole('dialog', { name: recruitmentName });
  await expect(recruitmentDialog.getByText('Clinical Pharmacist')).toBeVisible();
  await scanWithoutToasts(page, 'recruitment submission dialog');
  // Asked first, Cancel focused (a safe default); cancelling returns to the Approve button.
  await recruitmentDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(recruitmentDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(recruitmentDialog.getByRole('button', { name: 'Approve', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await recruitmentDialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(
    recruitmentDialog.getByRole('status').filter({ hasText: 'Submission approved.' }),
  ).toBeVisible();
  await expect(recruitmentDialog.locator(':focus')).toContainText('Submission approved.');
  await expect(recruitmentDialog.getByText('Approved', { exact: true })).toBeVisible();
  await recruitmentDialog.getByRole('button', { name: 'Close' }).click();
  await expect(recruitmentDialog).toHaveCount(0);
  await expect(card(page, recruitmentName).getByText('Approved', { exact: true })).toBeVisible();

  // The contact one is marked done with a note; the done filter then finds it.
  await applyFilters(page, { type: 'Contact' });
  await card(page, contactName)
    .getByRole('button', { name: `Open submission from ${contactName}` })
    .click();
  const contactDialog = page.getByRole('dialog', { name: contactName });
  await contactDialog.getByLabel('Status').selectOption({ label: 'Done' });
  await contactDialog.getByRole('button', { name: 'Update status' }).click();
  await expect(contactDialog.getByRole('status').filter({ hasText: 'Status updated.' })).toBeVisible();
  await contactDialog.getByLabel('Internal notes').fill('Called back; meeting booked for Tuesday.');
  await contactDialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(contactDialog.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible();
  await expect(contactDialog.getByTestId('submission-status')).toHaveText('Status: Done');
  await scanWithoutToasts(page, 'contact submission dialog after saving');
  await contactDialog.press('Escape');
  await expect(contactDialog).toHaveCount(0);

  await applyFilters(page, { type: 'All types', status: 'Done' });
  await expect(page.getByRole('status').filter({ hasText: '1 submission' })).toBeVisible();
  await expect(card(page, contactName).getByTestId('submission-status')).toHaveText('Status: Done');

  // The CSV of the current filter (search word, done): the contact one with its note.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV of these submissions' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Received,Type,Status,Name,Email,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Contact,Done,${contactName},amelia.hart@example.org,'+44 20 7946 0999`);
  expect(lines[1]).toContain('"We would like to talk about workforce planning, ""soon"", for next year."');
  expect(lines[1]).toContain('Called back; meeting booked for Tuesday.');

  // The filter is in the address: a link or a reload shows the same list.
  await expect(page).toHaveURL(/[?&]status=done(&|$)/);
  await page.goto(`/arrsplace/admin/submissions?type=contact&status=done&q=${word}`);
  await expect(page.getByRole('status').filter({ hasText: '1 submission' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter submissions' });
  await expect(filters.getByLabel('Search')).toHaveValue(word);
  await expect(filters.getByLabel('Type')).toHaveValue('contact');

  // Nothing matches: the empty state says so.
  await applyFilters(page, { search: `${word}-none` });
  await expect(page.getByText('No submissions match these filters.')).toBeVisible();
  await scanWithoutToasts(page, 'submissions inbox, empty');
});

test('the inbox works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const admin = { email: uniqueEmail('inbox-phone'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Pip Phone' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
  await page.goto('/arrsplace/admin/submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await expect(page.getByText('Loading submissions...')).toHaveCount(0);
  await expectNothingOffTheSide(page);
  await scanWithoutToasts(page, 'submissions inbox on a phone');
});
