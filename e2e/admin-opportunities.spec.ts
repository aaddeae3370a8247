import type { Locator, Page } from '@playwright/test';
import { opportunityMessages } from '../src/shared/marketplace/opportunity.schemas';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import {
  approvedOpportunity,
  findableCandidate,
  moveAsAdmin,
  verifiedOrganisation,
} from './support/admin-opportunity-setup';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';

// The consultancy host (localhost): Node's API requests of the setup cannot resolve arrsplace.localhost
// as Chromium does, and the admin's browser session seeds through the same host.
test.use({ reducedMotion: 'reduce' });

async function signInAdmin(page: Page) {
  const admin = { email: uniqueEmail('opp-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
}

/** Shows the list of one status and waits for it. */
async function filterBy(page: Page, label: string) {
  await page.getByLabel('Status', { exact: true }).selectOption({ label });
  await expect(page.getByText('Loading opportunities...')).toHaveCount(0);
}

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** The value of one row of a card's description list. */
function detail(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('an admin introduces an approved professional, records the placement with its fee and adjusts it', async ({
  page,
  openContext,
}) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  const openRequest = async () => (await openContext()).context.request;
  const organisation = await verifiedOrganisation(page.request, openRequest);
  const permanent = await findableCandidate(openRequest);
  const locum = await findableCandidate(openRequest);
  await approvedOpportunity(organisation, permanent, {
    role: 'paramedic',
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmountPence: 4_500_000,
  });
  const locumId = await approvedOpportunity(organisation, locum, {
    role: 'paramedic',
    employmentType: 'locum',
    payBasis: 'day_rate',
    payAmountPence: 45_000,
    locumTerms: { daysPerWeek: 3, lengthWeeks: 26 },
  });
  await moveAsAdmin(page.request, locumId, 'introduced');

  // The team's queue opens on the approved opportunities that need an introduction.
  await openSection(page, 'Opportunities');
  await expect(page).toHaveURL(/\/arrsplace\/admin\/opportunities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
  await expect(page.getByLabel('Status', { exact: true }).locator('option:checked')).toHaveText(
    'Approved — introduction needed',
  );
  const title = `Paramedic · ${permanent.name} with ${organisation.name}`;
  const approved = card(page, title);
  await expect(approved).toBeVisible();
  await expect(card(page, `Paramedic · ${locum.name} with ${organisation.name}`)).toHaveCount(0);
  await expect(approved.getByTestId('opportunity-status')).toHaveText('Approved');
  // How to reach both sides, as links the team can use at once.
  const professional = detail(approved, 'Professional');
  await expect(professional.getByRole('link', { name: permanent.email })).toHaveAttribute(
    'href',
    `mailto:${permanent.email}`,
  );
  await expect(professional.getByRole('link', { name: permanent.contactEmail })).toBeVisible();
  await expect(professional.getByRole('link', { name: '07700 900456' })).toHaveAttribute(
    'href',
    'tel:07700900456',
  );
  const organisationDetail = detail(approved, 'Organisation');
  await expect(organisationDetail).toContainText(organisation.name);
  await expect(organisationDetail).toContainText('Contact: Esme Employer, Clinical director');
  await expect(organisationDetail.getByRole('link', { name: '0113 496 0000' })).toHaveAttribute(
    'href',
    'tel:01134960000',
  );
  await expect(organisationDetail).toContainText('Sent by Esme Employer');
  await expect(organisationDetail.getByRole('link', { name: organisation.ownerEmail })).toBeVisible();
  await expect(detail(approved, 'Type')).toHaveText('Permanent');
  await expect(detail(approved, 'Pay')).toHaveText('£45,000 a year');
  await expect(detail(approved, 'Fee on placement')).toHaveText('9 % of £45,000 a year = £4,050');
  await expect(approved.getByRole('button')).toHaveText(['Show timeline (2 entries)', 'Introduce', 'Close']);
  await scanWithoutToasts(page, 'opportunities, approved');

  // Introduce, with a note for the timeline.
  await approved.getByRole('button', { name: 'Introduce' }).click();
  const introduce = page.getByRole('dialog', {
    name: `Introduce ${permanent.name} to ${organisation.name}?`,
  });
  await expect(introduce).toBeVisible();
  await expect(introduce.getByLabel('Note (optional)')).toBeFocused();
  await scanWithoutToasts(page, 'introduce dialog');
  await introduce.getByRole('button', { name: 'Cancel' }).click();
  await expect(introduce).toHaveCount(0);
  await expect(approved.getByRole('button', { name: 'Introduce' })).toBeFocused();
  await approved.getByRole('button', { name: 'Introduce' }).click();
  await introduce.getByLabel('Note (optional)').fill('Introduced by phone to the clinical director');
  // The note goes to the organisation only unless the team chooses both parties.
  await expect(introduce.getByRole('radio', { name: /^Team and organisation only/ })).toBeChecked();
  await introduce.getByRole('radio', { name: /^Both parties/ }).check();
  await introduce.getByRole('button', { name: 'Introduce' }).click();
  await expect(toast(page, 'Introduction recorded')).toBeVisible();
  await expect(approved).toHaveCount(0);

  // Introduced: the timeline, then the placement with the computed 9 % fee.
  await filterBy(page, 'Introduced');
  await expect(page).toHaveURL(/\?status=introduced$/);
  const introduced = card(page, title);
  await expect(introduced.getByTestId('opportunity-status')).toHaveText('Introduced');
  await expect(introduced.getByRole('button')).toHaveText([
    'Show timeline (3 entries)',
    'Mark interviewing',
    'Record placement',
    'Close',
  ]);
  await introduced.getByRole('button', { name: 'Show timeline (3 entries)' }).click();
  const timeline = introduced.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Awaiting the professional’s answer');
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('by the organisation');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Approved');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('by the professional');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Introduced');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('by the ARRS Place team');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText(
    'Introduced by phone to the clinical director” (seen by both parties)',
  );
  await expect(introduced.getByRole('button', { name: 'Hide timeline (3 entries)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await scanWithoutToasts(page, 'opportunities, introduced, timeline open');

  await introduced.getByRole('button', { name: 'Record placement' }).click();
  const place = page.getByRole('dialog', {
    name: `Record the placement of ${permanent.name} with ${organisation.name}?`,
  });
  await expect(place).toContainText(
    'The success fee of 9 % of £45,000 a year = £4,050 is recorded for invoicing',
  );
  await scanWithoutToasts(page, 'record placement dialog');
  await place.getByRole('button', { name: 'Record placement' }).click();
  await expect(toast(page, 'Placement recorded').filter({ hasText: permanent.name })).toBeVisible();
  await expect(introduced).toHaveCount(0);

  // The locum's placement records 14 % of the day rate × the expected days, on the terms the team
  // confirms or corrects.
  const locumIntroduced = card(page, `Paramedic · ${locum.name} with ${organisation.name}`);
  await expect(detail(locumIntroduced, 'Fee on placement')).toHaveText(
    '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914',
  );
  await locumIntroduced.getByRole('button', { name: 'Record placement' }).click();
  const placeLocum = page.getByRole('dialog');
  await expect(placeLocum.getByLabel('Days a week')).toHaveValue('3');
  await expect(placeLocum.getByLabel('Length in weeks')).toHaveValue('26');
  await placeLocum.getByLabel('Days a week').fill('4');
  await expect(placeLocum.getByTestId('placement-fee')).toHaveText(
    'Fee to record: 14 % of £450 a day × 4 days a week × 26 weeks (104 days) = £6,552',
  );
  await scanWithoutToasts(page, 'record a locum placement dialog');
  await placeLocum.getByRole('button', { name: 'Record placement' }).click();
  // The first placement's toast may still be leaving: this one names the locum.
  await expect(toast(page, 'Placement recorded').filter({ hasText: locum.name })).toBeVisible();
  await expect(locumIntroduced).toHaveCount(0);

  await filterBy(page, 'Placed');
  const placed = card(page, title);
  await expect(placed.getByTestId('opportunity-status')).toHaveText('Placed');
  await expect(detail(placed, 'Recorded fee')).toHaveText('9 % of £45,000 a year = £4,050');
  await expect(
    detail(card(page, `Paramedic · ${locum.name} with ${organisation.name}`), 'Recorded fee'),
  ).toHaveText('14 % of £450 a day × 4 days a week × 26 weeks (104 days) = £6,552');

  // Adjust the fee: the note is required, with the API's message.
  await placed.getByRole('button', { name: 'Adjust fee' }).click();
  const adjust = page.getByRole('dialog', {
    name: `Adjust the fee for ${permanent.name} with ${organisation.name}`,
  });
  const amount = adjust.getByLabel('Fee (£)');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('4050');
  await amount.fill('3,500');
  await adjust.getByRole('button', { name: 'Save fee' }).click();
  await expect(adjust.getByText(opportunityMessages.feeNoteRequired)).toBeVisible();
  await expect(adjust.getByLabel('Note')).toHaveAttribute('aria-invalid', 'true');
  await scanWithoutToasts(page, 'adjust fee dialog with an error');
  await adjust.getByLabel('Note').fill('Agreed introductory discount');
  await adjust.getByRole('button', { name: 'Save fee' }).click();
  await expect(toast(page, 'Fee adjusted')).toBeVisible();
  await expect(adjust).toHaveCount(0);
  await expect(detail(placed, 'Recorded fee')).toHaveText(
    '£3,500 (adjusted; computed 9 % of £45,000 a year = £4,050)',
  );
  await expect(detail(placed, 'Fee note')).toHaveText('Agreed introductory discount');
  await placed.getByRole('button', { name: /Show timeline/ }).click();
  await expect(placed.getByRole('list', { name: 'Timeline' }).getByRole('listitem').last()).toContainText(
    'Fee adjusted to £3,500: Agreed introductory discount',
  );
  await expect(placed.getByRole('button', { name: 'Record placement' })).toHaveCount(0);
  await scanWithoutToasts(page, 'opportunities, placed');

  // The filter is in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('placed');
  await expect(detail(card(page, title), 'Recorded fee')).toContainText('£3,500');
});

test('an admin sets the ARRS maximum reimbursable amount of a role, shown as guidance', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await openSection(page, 'ARRS reimbursement');
  await expect(page).toHaveURL(/\/arrsplace\/admin\/reimbursement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ARRS reimbursement' })).toBeVisible();
  await expect(page.getByText('Guidance only.')).toBeVisible();
  await expect(page.getByText(/check each figure against it before you save it/)).toBeVisible();

  const year = page.getByLabel('Financial year');
  const options = await year.locator('option').allTextContents();
  expect(options).toHaveLength(3);
  const current = options.find((option) => option.endsWith('(current)'));
  expect(current).toBeDefined();
  await expect(year.locator('option:checked')).toHaveText(current ?? '');
  // The next year: NHS England publishes it before April.
  const next = options[2] ?? '';
  await year.selectOption({ label: next });
  const table = page.getByRole('table', { name: `ARRS maximum reimbursable amounts, ${next}` });
  await expect(table.getByRole('row')).toHaveCount(27);
  const row = table.getByRole('row', { name: /^Digital Transformation Lead/ });
  const input = row.getByLabel(`New maximum for Digital Transformation Lead, ${next} (£ a year)`);
  await input.fill('lots');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(
    row.getByText('Please enter the maximum in pounds a year, between £0 and £1,000,000'),
  ).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await scanWithoutToasts(page, 'reimbursement table with an error');

  await input.fill('£61,234.50');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Digital Transformation Lead, ${next}: £61,234.50 a year`)).toBeVisible();
  await expect(row.getByRole('cell').first()).toContainText('£61,234.50 a year');
  await expect(input).toHaveValue('61234.50');

  // Stored for that year only: the previous year does not have it, and a reload reads it back.
  await year.selectOption({ label: options[0] ?? '' });
  await expect(
    page.getByRole('table', { name: `ARRS maximum reimbursable amounts, ${options[0]}` }),
  ).not.toContainText('£61,234.50');
  await page.reload();
  await year.selectOption({ label: next });
  await expect(row.getByRole('cell').first()).toContainText('£61,234.50 a year');
  await scanWithoutToasts(page, 'reimbursement table');
});
