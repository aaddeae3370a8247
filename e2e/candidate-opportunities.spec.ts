import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { sharedFieldsFor } from '../src/shared/marketplace/opportunity.schemas';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { registeredCandidate } from './support/candidate';
import {
  addSearchMarker,
  employerView,
  searchByMarker,
  sendOpportunity,
  verifiedEmployer,
} from './support/opportunity-setup';

// Toasts and dialogs appear without transitions, so axe never measures a colour half-way through.
test.use({ reducedMotion: 'reduce' });

const isEvents = (url: URL) => url.pathname === '/api/community/events';

/** What an approval shares for a candidate who has not agreed to CV sharing (registration does not ask). */
const sharedFields = sharedFieldsFor({ cvSharing: false });

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

function bellPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications', exact: true });
}

/** The value of one row of a description list. */
function detail(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('a candidate hears of an opportunity live, approves it with a receipt, withdraws, and declines another', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  await registeredCandidate(page, 'Olivia Okafor');
  const marker = await addSearchMarker(page.request);
  const employer = await verifiedEmployer(async () => (await openContext()).context.request, 'Harbourside');
  const organisation = employer.organisationName;

  // The dashboard leads to the inbox; the bell follows the realtime stream from the page's load.
  await page
    .getByRole('navigation', { name: 'Candidate area' })
    .getByRole('link', { name: 'Opportunities' })
    .click();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/opportunities$/);
  const streamOpen = page.waitForResponse((response) => isEvents(new URL(response.url())) && response.ok());
  await page.reload();
  await streamOpen;
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
  await expect(page.getByText('No opportunities yet')).toBeVisible();
  await expect(page.getByText('Employers find you only when your profile is findable')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Sent while the page is open: the bell and the inbox update without a reload.
  const first = await sendOpportunity(employer, marker, {
    role: 'paramedic',
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmountPence: 4_500_000,
    hours: '8 sessions a week',
    message: 'We would love you to join our urgent care team.',
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  const card = page.getByRole('article', { name: `Paramedic with ${organisation}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Awaiting your answer');
  await expect(card).toContainText(/Answer by \d{1,2} \w+ \d{4}/);
  await expect(detail(card, 'Organisation')).toHaveText(organisation);
  await expect(detail(card, 'Employment type')).toHaveText('Permanent');
  await expect(detail(card, 'Pay')).toHaveText('£45,000 a year');
  await expect(detail(card, 'Hours')).toHaveText('8 sessions a week');
  await expect(detail(card, 'Location')).toHaveText('Broad Quay, Bristol');
  await expect(card).toContainText('We would love you to join our urgent care team.');
  await expect(card.getByRole('list', { name: 'Timeline' })).toContainText(`Sent by ${organisation}`);
  await scanWithoutToasts(page, 'opportunities page');

  // The bell's panel: keyboard to open, Escape closes and focus returns to the bell.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = bellPanel(page);
  await expect(panel).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const notification = panel.getByRole('link', {
    name: new RegExp(`New opportunity: Paramedic with ${organisation}`),
  });
  await expect(notification).toBeVisible();
  await expect(notification).toContainText('just now');
  await scanWithoutToasts(page, 'bell panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  // Following a notification reads it.
  await bell(page).click();
  await bellPanel(page)
    .getByRole('link', { name: /New opportunity/ })
    .click();
  await expect(bellPanel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Approve: the dialog lists exactly what is shared and that it can be withdrawn.
  expect((await employerView(employer, first.id)).revealed).toBeNull();
  await card.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve this opportunity?' });
  await expect(approveDialog).toBeVisible();
  await expect(approveDialog.getByRole('list', { name: 'What is shared' }).getByRole('listitem')).toHaveText(
    sharedFields,
  );
  await expect(approveDialog).toContainText('what you have not added is not shown');
  await expect(approveDialog.getByTestId('cv-sharing-note')).toContainText(
    'Your CV is not shared: you have not agreed to CV sharing with employers.',
  );
  await expect(approveDialog).toContainText('You can withdraw your approval at any time');
  await expect(approveDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await scanWithoutToasts(page, 'approve dialog');
  await approveDialog.getByRole('button', { name: 'Approve and share my details' }).click();
  await expect(toast(page, 'Opportunity approved')).toBeVisible();
  await expect(approveDialog).toBeHidden();
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('list', { name: 'Timeline' })).toContainText('Approved by you');
  expect((await employerView(employer, first.id)).revealed?.fullName).toBe('Olivia Okafor');

  // The receipt: listed, and downloaded as a text file.
  const receipts = page.getByRole('list', { name: 'Consent receipts' });
  const receipt = receipts.getByRole('listitem').filter({ hasText: organisation });
  await expect(receipt).toBeVisible();
  await expect(detail(receipt, 'Role')).toHaveText('Paramedic');
  await expect(detail(receipt, 'Withdrawn')).toHaveText('Not withdrawn');
  await expect(detail(receipt, 'Consent version')).toHaveText(/^v\d/);
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('link', { name: `Download receipt for Paramedic with ${organisation}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain(`Shared with: ${organisation}`);
  expect(text).toContain(`What is shared: ${sharedFields.join(', ')}`);
  expect(text).toContain('Consent version: v');

  // Withdraw: after confirming, the organisation's access ends at once.
  await card.getByRole('button', { name: 'Withdraw approval' }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw your approval?' });
  await expect(withdrawDialog).toContainText('Their access ends at once.');
  await withdrawDialog.getByRole('button', { name: 'Withdraw approval' }).click();
  await expect(toast(page, 'Approval withdrawn')).toBeVisible();
  await expect(card).toContainText('You withdrew your approval');
  await expect(card.getByRole('button', { name: 'Withdraw approval' })).toHaveCount(0);
  await expect(detail(receipt, 'Withdrawn')).not.toHaveText('Not withdrawn');
  expect((await employerView(employer, first.id)).revealed).toBeNull();

  // A second opportunity, declined with a reason the organisation never sees.
  const second = await sendOpportunity(employer, marker, {
    role: 'paramedic',
    employmentType: 'locum',
    payBasis: 'day_rate',
    payAmountPence: 45_000,
    locumTerms: { daysPerWeek: 2, lengthWeeks: 12 },
    hours: 'Two days a week',
    message: '',
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  const locum = page.getByRole('article', { name: `Paramedic with ${organisation}` }).filter({
    hasText: 'Awaiting your answer',
  });
  await expect(locum).toBeVisible();
  await expect(detail(locum, 'Pay')).toHaveText('£450 a day');
  await expect(detail(locum, 'Employment type')).toHaveText('Locum');
  await expect(detail(locum, 'Locum terms')).toHaveText('2 days a week for 12 weeks');
  await locum.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = page.getByRole('dialog', { name: 'Decline this opportunity?' });
  const reason = 'I have just accepted another post nearby.';
  await declineDialog.getByLabel('Reason (optional)').fill(reason);
  await expect(declineDialog).toContainText(`${reason.length}/500`);
  await scanWithoutToasts(page, 'decline dialog');
  await declineDialog.getByRole('button', { name: 'Decline opportunity' }).click();
  await expect(toast(page, 'Opportunity declined')).toBeVisible();
  const declined = page.getByRole('article', { name: `Paramedic with ${organisation}` }).filter({
    hasText: 'Your reason:',
  });
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText(reason);
  const seen = await employerView(employer, second.id);
  expect(seen.status).toBe('declined');
  expect(seen.revealed).toBeNull();
  expect(seen.text).not.toContain(reason);

  // Mark all as read empties the count.
  await bell(page).click();
  await bellPanel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Hide from the organisation, found by its name: its search no longer finds the candidate.
  await page.goto('/arrsplace/candidate/profile');
  const hiding = page.getByRole('region', { name: 'Hide my profile from organisations' });
  await hiding.getByLabel('Or enter an ODS code').fill('12');
  await hiding.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(hiding.getByText('Please enter a valid ODS code')).toBeVisible();
  await hiding.getByLabel('Search organisations on ARRS Place').fill(organisation.slice(0, 14));
  await hiding.getByRole('button', { name: `Hide from ${organisation} (${employer.odsCode})` }).click();
  await expect(toast(page, `Your profile is hidden from ${organisation}`)).toBeVisible();
  const hiddenList = hiding.getByRole('list', { name: /Hidden from/ });
  await expect(hiddenList).toContainText(`${organisation} (${employer.odsCode})`);
  expect(await searchByMarker(employer, marker)).toEqual([]);
  await scanWithoutToasts(page, 'profile page with the hidden organisations');
});

test('a candidate lets verified employers watch their video and turns an e-mail kind off', async ({
  page,
}) => {
  await registeredCandidate(page, 'Nadia Brennan');
  await page.goto('/arrsplace/candidate/profile');
  const video = page.getByRole('region', { name: 'Video introduction' });
  const watch = video.getByRole('checkbox', {
    name: 'Let verified employers watch my video introduction before I approve an opportunity',
  });
  await expect(watch).not.toBeChecked();
  await watch.check();
  await expect(toast(page, 'Verified employers can watch your video')).toBeVisible();
  await page.reload();
  await expect(watch).toBeChecked();

  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  const settings = page.getByRole('form', { name: 'Email notifications' });
  const received = settings.getByRole('checkbox', { name: 'A new opportunity for you' });
  await expect(received).toBeChecked();
  // New opportunities, their progress, the question a placement asks, a job closing and an application's decision.
  await expect(settings.getByRole('checkbox')).toHaveCount(5);
  await received.uncheck();
  await settings.getByRole('button', { name: 'Save email settings' }).click();
  await expect(toast(page, 'Email notification settings saved')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Email notifications' })
      .getByRole('checkbox', { name: 'A new opportunity for you' }),
  ).not.toBeChecked();
  await scanWithoutToasts(page, 'account settings');
});

test('an admin reaches their notification e-mails from the bell', async ({ page }) => {
  const admin = { email: uniqueEmail('bell-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Bea Bell' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
  await bell(page).click();
  // Team notifications reach every admin, so journeys running beside this one may already have
  // given this new admin some: wait for the list (or its empty state) rather than for either.
  await expect(bellPanel(page)).not.toContainText('Loading notifications');
  await expect(bellPanel(page)).not.toContainText('Failed to load notifications.');
  await bellPanel(page).getByRole('link', { name: 'Email notification settings' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/admin\/settings#email-notifications$/);
  const settings = page.getByRole('form', { name: 'Email notifications' });
  // Introductions to make, withdrawn approvals, and organisations' new details to review.
  await expect(settings.getByRole('checkbox')).toHaveCount(3);
  await settings
    .getByRole('checkbox', { name: 'An approved opportunity needs an introduction (team)' })
    .uncheck();
  await settings.getByRole('button', { name: 'Save email settings' }).click();
  await expect(toast(page, 'Email notification settings saved')).toBeVisible();
  // Admins have no consents, data download or deletion here: only their notification e-mails.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Email notifications']);
  await scanWithoutToasts(page, 'admin settings');
});
