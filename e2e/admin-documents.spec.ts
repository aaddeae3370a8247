import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { apiHeaders, expectStatus, uniqueSuffix } from './support/api-client';
import { signInAndEnrolAdminThroughApi, signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { pdfFile } from './support/candidate';
import { expectNothingOffTheSide } from './support/layout';
import { type FindableCandidate, findableCandidate, uploadDocument } from './support/marketplace';

// The admin dashboard's counts link to their queues; an admin with TOTP verifies one of a
// candidate's documents and rejects another with a reason; the expiry view; the feedback page.
test.use({ reducedMotion: 'reduce' });

function documentCard(page: Page, label: string, candidateName: string): Locator {
  return page.getByRole('article', { name: `${label} — ${candidateName}` });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function candidateWithDocuments(
  openRequest: () => Promise<import('@playwright/test').APIRequestContext>,
) {
  const candidate: FindableCandidate = await findableCandidate(openRequest, {
    name: `Della Docs ${uniqueSuffix()}`,
    role: 'paramedic',
    homePostcode: 'LS1 4AP',
    workRadiusKm: 20,
  });
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfFile(name) });
  await uploadDocument(candidate, { documentType: 'dbs_certificate' }, pdf('dbs.pdf'));
  await uploadDocument(candidate, { documentType: 'right_to_work' }, pdf('right-to-work.pdf'));
  // One that expires in ten days: the expiry view lists it.
  await expectStatus(
    await candidate.request.post('/api/candidate/documents', {
      headers: apiHeaders,
      multipart: { documentType: 'basic_life_support', expiryDate: inDays(10), file: pdf('bls.pdf') },
    }),
    201,
  );
  return candidate;
}

test('an admin verifies one document and rejects another with a reason, from the dashboard', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const openRequest = async () => (await openContext()).context.request;
  const candidate = await candidateWithDocuments(openRequest);
  const feedbackText = `Keeping my documents up to date is easy (${candidate.name}).`;
  await expectStatus(
    await candidate.request.post('/api/feedback', {
      headers: apiHeaders,
      data: { rating: 3, feedbackText },
    }),
    201,
  );
  const admin = { email: uniqueEmail('docs-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);

  // The dashboard: each count links to its queue.
  const queues = page.getByRole('region', { name: 'Queues' });
  const documentsLink = queues.getByRole('link', { name: /Documents to verify/ });
  await expect(documentsLink).toHaveAttribute('href', '/arrsplace/admin/documents');
  const waiting = Number((await documentsLink.textContent())?.match(/\d+/)?.[0]);
  expect(waiting).toBeGreaterThanOrEqual(3);
  for (const [name, href] of [
    [/Accounts awaiting approval/, '/arrsplace/admin/accounts'],
    [/Organisations to verify/, '/arrsplace/admin/organisations'],
    [/Open content reports/, '/arrsplace/admin/moderation'],
    [/Opportunities awaiting introduction/, '/arrsplace/admin/opportunities'],
    [/New contact submissions/, '/arrsplace/admin/submissions'],
    [/New recruitment submissions/, '/arrsplace/admin/submissions'],
    [/Undeliverable e-mails/, '/arrsplace/admin/mail'],
  ] as const) {
    await expect(queues.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await scanWithoutToasts(page, 'admin dashboard');

  await documentsLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.getByLabel('Document type').selectOption({ label: 'DBS certificate' });
  const dbs = documentCard(page, 'DBS certificate', candidate.name);
  await expect(dbs.getByTestId('document-status')).toHaveText('Awaiting verification');
  await expect(dbs.getByRole('link', { name: /Open document/ })).toHaveAttribute('href', /^\/api\/files\//);
  // The admin can open the file (served to owners and admins only).
  const href = await dbs.getByRole('link', { name: /Open document/ }).getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');

  await dbs.getByRole('button', { name: /^Verify/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify DBS certificate?' });
  await confirm.getByRole('button', { name: 'Verify document' }).click();
  await expect(toast(page, 'Document verified')).toBeVisible();
  await expect(dbs.getByTestId('document-status')).toHaveText('Verified');
  await expect(dbs).toContainText('by Ada Admin');

  await page.getByLabel('Document type').selectOption({ label: 'Right to work' });
  const rightToWork = documentCard(page, 'Right to work', candidate.name);
  const reject = rightToWork.getByRole('button', { name: /^Reject/ });
  // Escape closes the dialog and gives focus back to the button that opened it.
  await reject.click();
  const dialog = page.getByRole('dialog', { name: 'Reject Right to work?' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reject).toBeFocused();

  await reject.click();
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await scanWithoutToasts(page, 'reject dialog');
  const reason = 'The scan is unreadable; please upload a clearer copy.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(toast(page, 'Document rejected')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rightToWork.getByTestId('document-status')).toHaveText('Rejected');
  await expect(rightToWork).toContainText(reason);
  await scanWithoutToasts(page, 'documents queue');

  // The candidate's own documents screen shows both decisions and the reason.
  const mine = await candidate.request.get('/api/candidate/documents');
  const { documents } = (await mine.json()) as {
    documents: { documentType: string; status: string; rejectionReason: string | null }[];
  };
  expect(documents.find((d) => d.documentType === 'dbs_certificate')?.status).toBe('verified');
  expect(documents.find((d) => d.documentType === 'right_to_work')).toMatchObject({
    status: 'rejected',
    rejectionReason: reason,
  });

  // The candidate's dashboard leads with what needs them: the rejection and the expiry in ten days.
  const { page: candidatePage } = await openContext();
  await signInThroughApi(candidatePage, candidate.email, candidate.password);
  await expect(candidatePage).toHaveURL(/\/arrsplace\/candidate$/);
  const attention = candidatePage.getByRole('region', { name: 'Your documents need attention' });
  await expect(attention.getByRole('listitem')).toHaveText([
    "1 rejected: read our team's reason and upload it again",
    /^1 expires on \d{1,2} [A-Z][a-z]+ \d{4}$/,
  ]);
  await attention.getByRole('link', { name: 'Go to your documents' }).click();
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  await expect(candidatePage.getByText(reason)).toBeVisible();

  // The expiry view lists the document that expires in ten days.
  await page.getByRole('tab', { name: 'Expiring within 30 days' }).click();
  await expect(documentCard(page, 'Basic life support', candidate.name)).toBeVisible();
  await scanWithoutToasts(page, 'expiring documents');

  // Back on the dashboard, one fewer document... at least: others may have uploaded meanwhile.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Feedback' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ratings per week' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // The candidate's comment, with their role and rating (newest first, so on the first page).
  const comment = page.getByRole('listitem').filter({ hasText: feedbackText });
  await expect(comment).toContainText('Candidate · rated 3 – Easy');
  await scanWithoutToasts(page, 'feedback page');
});

test('the dashboard, documents and feedback pages work on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const admin = { email: uniqueEmail('docs-phone-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
  for (const [path, heading, loading] of [
    ['/arrsplace/admin', 'Admin dashboard', 'Loading dashboard...'],
    ['/arrsplace/admin/documents', 'Documents', 'Loading documents...'],
    ['/arrsplace/admin/feedback', 'Feedback', 'Loading feedback...'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(loading)).toHaveCount(0);
    await expectNothingOffTheSide(page, path);
    await scanWithoutToasts(page, `${heading} on a phone`);
  }
});
