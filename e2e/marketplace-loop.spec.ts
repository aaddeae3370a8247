import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { opportunityStatusLabels } from '../src/shared/marketplace/opportunity.schemas';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { findableCandidate, type OpenRequest, signedInAdmin } from './support/marketplace';

/*
 * The marketplace loop, one journey in Chromium: an employer registers and is limited until an admin
 * verifies the organisation; they search by role within 15 km, open an anonymised CV, see the fee and
 * express interest; the candidate is notified and approves, and the employer then sees who they are;
 * a second candidate declines and is never revealed; the admin introduces and records the placement,
 * whose fee is 9 % of the salary. axe on every employer page. Newcastle: no other journey searches here.
 */
const role = 'social-prescriber';
const roleName = 'Social Prescriber';

async function expressInterest(page: Page, card: ReturnType<Page['getByRole']>, salary: string) {
  await card.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: roleName });
  await expect(profile).toBeVisible();
  await profile.getByRole('button', { name: 'Express interest' }).click();
  const offer = page.getByRole('dialog', { name: `Express interest in this ${roleName}` });
  await offer.getByRole('radio', { name: 'Permanent' }).check();
  await offer.getByRole('radio', { name: 'Gross annual salary' }).check();
  await offer.getByLabel('Amount (£)').fill(salary);
  await offer.getByLabel('Sessions or hours').fill('Full time');
  await offer.getByLabel('Start date').fill('2027-04-01');
  return offer;
}

test('the marketplace loop from registration to placement', async ({ page, openContext }) => {
  test.setTimeout(300_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  await signedInAdmin(adminPage);

  const approver = await findableCandidate(openRequest, {
    name: 'Alia Approver',
    role,
    homePostcode: 'NE2 1AA',
    workRadiusKm: 20,
    tier: 'active_seeker',
    skills: ['Social prescribing', 'Care navigation'],
  });
  const decliner = await findableCandidate(openRequest, {
    name: 'Dylan Decliner',
    role,
    homePostcode: 'NE6 1AA',
    workRadiusKm: 20,
  });
  // Durham, 21 km away: outside the employer's 15 km.
  const faraway = await findableCandidate(openRequest, {
    name: 'Fern Faraway',
    role,
    homePostcode: 'DH1 3HP',
    workRadiusKm: 60,
  });

  // The employer registers the organisation and is limited until it is verified.
  const employer = { email: uniqueEmail('loop-employer'), password: strongPassword() };
  await createAccount({ ...employer, role: 'employer', name: 'Nia Newcastle' });
  const suffix = randomInt(36 ** 5)
    .toString(36)
    .padStart(5, '0')
    .toUpperCase();
  const organisationName = `Tyneside PCN ${suffix}`;
  await signInThroughApi(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer\/register$/);
  await scanWithoutToasts(page, 'registration page');
  const form = page.getByRole('form', { name: 'Organisation registration' });
  await form.getByLabel('Organisation name').fill(organisationName);
  await form.getByLabel('Type of organisation').selectOption({ label: 'Primary care network (PCN)' });
  await form.getByLabel('ODS code').fill(`N${suffix}`);
  await form.getByLabel('Address').fill('1 Grey Street, Newcastle');
  await form.getByLabel('Postcode').fill('NE1 4ST');
  await form.getByLabel('Contact person').fill('Nia Newcastle');
  await form.getByLabel('Job title').fill('PCN manager');
  await form.getByLabel('Phone').fill('0191 496 0000');
  await form.getByRole('button', { name: 'Register organisation' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Awaiting verification');
  await expect(page.getByRole('heading', { name: 'Find professionals' })).toHaveCount(0);
  await scanWithoutToasts(page, 'limited dashboard');
  // Search is closed to it: the page says so without a refused request (the server refuses too:
  // search.routes.test.ts).
  await page.goto('/arrsplace/employer/search');
  await expect(page.getByText(/awaiting verification/i).first()).toBeVisible();

  // An admin verifies it from the queue.
  await adminPage.goto('/arrsplace/admin/organisations');
  const queued = adminPage.getByRole('article', { name: organisationName });
  await expect(queued).toContainText(`N${suffix}`);
  await queued.getByRole('button', { name: 'Verify' }).click();
  await adminPage
    .getByRole('dialog')
    .getByRole('button', { name: /Verify/ })
    .click();
  await expect(queued).toHaveCount(0);

  // Verified: search by role within 15 km.
  await page.goto('/arrsplace/employer');
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Verified');
  await scanWithoutToasts(page, 'verified dashboard');
  await page.getByRole('link', { name: 'Search professionals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find professionals' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
  await filters.getByLabel('Distance (km)').fill('15');
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: /professionals? found/ });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('2 professionals found');
  for (const candidate of [approver, decliner, faraway])
    await expect(page.getByText(candidate.name)).toHaveCount(0);
  await scanWithoutToasts(page, 'search results');

  // Active seeker first: the approver's card; the CV dialog is anonymised; the fee shows before sending.
  const first = results.getByRole('article').first();
  await expect(first).toContainText('NE2');
  const offer = await expressInterest(page, first, '32000');
  await expect(offer).toContainText('£2,880');
  await expect(offer).toContainText('9 %');
  await scanWithoutToasts(page, 'express interest dialog');
  await offer.getByRole('button', { name: 'Send opportunity' }).click();
  await expect(offer).toHaveCount(0);
  const second = results.getByRole('article').nth(1);
  await expect(second).toContainText('NE6');
  const secondOffer = await expressInterest(page, second, '30000');
  await secondOffer.getByRole('button', { name: 'Send opportunity' }).click();
  await expect(secondOffer).toHaveCount(0);

  // The candidates are notified and answer.
  const { page: approverPage } = await openContext();
  await signInThroughApi(approverPage, approver.email, approver.password);
  await expect(approverPage).toHaveURL(/\/arrsplace\/candidate$/);
  await expect(
    approverPage.getByRole('banner').getByRole('button', { name: /^Notifications, 1 unread/ }),
  ).toBeVisible();
  // The dashboard leads with what waits for an answer, and by when.
  const waiting = approverPage.getByRole('region', { name: '1 opportunity is waiting for your answer' });
  await expect(waiting).toContainText('Please answer by');
  await waiting.getByRole('link', { name: 'Review opportunities' }).click();
  await expect(approverPage).toHaveURL(/\/arrsplace\/candidate\/opportunities$/);
  const received = approverPage.getByRole('article', { name: `${roleName} with ${organisationName}` });
  await received.getByRole('button', { name: 'Approve' }).click();
  await approverPage
    .getByRole('dialog', { name: 'Approve this opportunity?' })
    .getByRole('button', { name: 'Approve and share my details' })
    .click();
  await expect(toast(approverPage, 'Opportunity approved')).toBeVisible();

  const { page: declinerPage } = await openContext();
  await signInThroughApi(declinerPage, decliner.email, decliner.password);
  await expect(declinerPage).toHaveURL(/\/arrsplace\/candidate$/);
  await declinerPage.goto('/arrsplace/candidate/opportunities');
  const declining = declinerPage.getByRole('article', { name: `${roleName} with ${organisationName}` });
  await declining.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = declinerPage.getByRole('dialog', { name: 'Decline this opportunity?' });
  await declineDialog.getByLabel('Reason (optional)').fill('Not looking to move this year');
  await declineDialog.getByRole('button', { name: 'Decline opportunity' }).click();
  await expect(toast(declinerPage, 'Opportunity declined')).toBeVisible();

  // The employer's dashboard says where things stand; the opportunities page shows the approver, and
  // only the status of the declined one.
  await page.goto('/arrsplace/employer');
  await expect(
    page.getByRole('list').filter({ hasText: 'approved: our team will introduce you' }),
  ).toHaveText('1 approved: our team will introduce you');
  await page.goto('/arrsplace/employer/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Your opportunities' })).toBeVisible();
  const statuses = page.getByTestId('opportunity-status');
  await expect(statuses).toHaveCount(2);
  // Newest first: the declined one was sent second.
  await expect(statuses).toHaveText([opportunityStatusLabels.declined, opportunityStatusLabels.approved]);
  const approved = page
    .getByRole('article')
    .filter({ has: page.getByText(opportunityStatusLabels.approved, { exact: true }) });
  // A live update may redraw the list as the card is first opened: open it until its details show.
  await expect(async () => {
    const show = approved.getByRole('button', { name: 'Show details' });
    if (await show.isVisible()) await show.click();
    await expect(approved.getByRole('region', { name: 'The professional’s details' })).toContainText(
      approver.name,
      { timeout: 2_000 },
    );
  }).toPass();
  await expect(page.getByText(decliner.name)).toHaveCount(0);
  await expect(page.getByText('Not looking to move this year')).toHaveCount(0);
  await scanWithoutToasts(page, 'opportunities page');

  // The admin introduces and records the placement: 9 % of £32,000.
  await adminPage.goto('/arrsplace/admin/opportunities');
  const pipeline = adminPage.getByRole('article').filter({ hasText: approver.name });
  await pipeline.getByRole('button', { name: 'Introduce' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Introduce' }).click();
  await adminPage.getByLabel('Status', { exact: true }).selectOption({ value: 'introduced' });
  const introduced = adminPage.getByRole('article').filter({ hasText: approver.name });
  await introduced.getByRole('button', { name: 'Record placement' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Record placement' }).click();
  await adminPage.getByLabel('Status', { exact: true }).selectOption({ value: 'placed' });
  const placed = adminPage.getByRole('article').filter({ hasText: approver.name });
  await expect(placed).toContainText('£2,880');
  await expect(placed).toContainText('9 %');

  // The employer sees the placement and the recorded fee.
  await page.reload();
  await expect(page.getByTestId('opportunity-status')).toContainText([opportunityStatusLabels.placed]);
  await expect(page.getByText(decliner.name)).toHaveCount(0);
});
