import type { Page } from '@playwright/test';
import { opportunityStatusLabels } from '../src/shared/marketplace/opportunity.schemas';
import type { EmployerVacancy } from '../src/shared/marketplace/vacancy.schemas';
import { paths } from '../src/shared/routing/paths';
import { expect, test } from './support/accounts-fixtures';
import { signIn, toast } from './support/accounts-flows';
import { apiHeaders, expectStatus } from './support/api-client';
import { signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { expectNothingOffTheSide } from './support/layout';
import { findableCandidate, type OpenRequest, signedInAdmin, verifiedEmployer } from './support/marketplace';

// Hereford: no other journey puts professionals or organisations within reach of it, so the
// suggestions are ours.
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const title = 'Clinical Pharmacist, Hereford PCN';

async function openVacancy(page: Page, id: string) {
  await page.goto(`${paths.platform.employerVacancies}/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('an employer sees anonymised suggested professionals with reasons, widens the radius, and sends one an opportunity from the vacancy', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '1 Broad Street, Hereford',
    postcode: 'HR4 9AR',
  });
  const near = await findableCandidate(openRequest, {
    name: 'Hana Hereford',
    role: 'clinical-pharmacist',
    homePostcode: 'HR2 7AA',
    workRadiusKm: 30,
    tier: 'active_seeker',
    employmentTypes: ['permanent'],
    skills: ['Asthma reviews'],
  });
  // Worcester, about 37 km away and willing to travel: suggested only once the vacancy looks further.
  const far = await findableCandidate(openRequest, {
    name: 'Wendy Worcester',
    role: 'clinical-pharmacist',
    homePostcode: 'WR1 1AA',
    workRadiusKm: 60,
    employmentTypes: ['locum'],
  });
  const created = await employer.request.post('/api/employer/vacancies', {
    headers: apiHeaders,
    data: {
      status: 'open',
      vacancy: {
        role: 'clinical-pharmacist',
        title,
        employmentType: 'permanent',
        sessionsPerWeek: 8,
        payBasis: 'annual_salary',
        payMinPounds: 45_000,
        payMaxPounds: 50_000,
        startDate: daysAhead(60),
        closingDate: daysAhead(30),
        description: 'Join our PCN.',
        skills: ['Asthma reviews'],
      },
    },
  });
  await expectStatus(created, 201);
  const vacancy = (await created.json()) as EmployerVacancy;

  await signInThroughApi(page, employer.email, employer.password);
  await openVacancy(page, vacancy.id);
  const section = page.getByRole('region', { name: 'Suggested professionals' });
  const cards = section.getByTestId('suggestion');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Clinical Pharmacist');
  for (const text of [
    'Job Seeker',
    'HR2',
    'Clinical Pharmacist — their role',
    '1 of 1 skills',
    'Permanent, as they prefer',
  ])
    await expect(card).toContainText(text);
  await expect(card.getByRole('list', { name: 'Why they match' })).toContainText('Matches:');
  await expect(section).not.toContainText(near.name);
  await scanWithoutToasts(page, 'vacancy page with suggestions');
  // On a phone the cards stack and nothing runs off the side.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNothingOffTheSide(page, 'suggested professionals on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // View profile: the anonymised profile, as search opens it.
  await card.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Clinical Pharmacist' });
  await expect(profile).toContainText('Asthma reviews');
  await expect(profile).not.toContainText(near.name);
  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);

  // Looking further (the vacancy form's field) finds the professional in Worcester too.
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  const form = page.getByRole('form', { name: 'Vacancy' });
  const radius = form.getByLabel('Look for professionals within (km)');
  await expect(radius).toHaveValue('25');
  await radius.fill('60');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(section).not.toContainText(far.name);

  // One step to an opportunity: the send form starts from the vacancy and is linked to it.
  await card.getByRole('button', { name: 'Send opportunity' }).click();
  const offer = page.getByRole('dialog', { name: 'Express interest in this Clinical Pharmacist' });
  await expect(offer).toBeVisible();
  await expect(offer.getByLabel('Role', { exact: true })).toHaveValue('clinical-pharmacist');
  await expect(offer.getByLabel('Amount (£)')).toHaveValue('45000');
  await expect(offer.getByLabel('Start date')).toHaveValue(daysAhead(60));
  await expect(offer.getByLabel('Link to one of your vacancies (optional)')).toHaveValue(vacancy.id);
  await expect(offer).toContainText(`Filled in from “${title}”`);
  await offer.getByRole('button', { name: 'Send opportunity' }).click();
  await expect(offer).toHaveCount(0);
  await expect(toast(page, 'Opportunity sent')).toBeVisible();
  await expect(section.getByRole('status')).toContainText(
    'Your opportunity for a Clinical Pharmacist was sent.',
  );
  await expect(card).toContainText(`Your opportunity: ${opportunityStatusLabels.sent}`);
  await expect(page.getByText(near.name)).toHaveCount(0);

  // The professional sees it waiting for their answer; the employer still knows nothing of them.
  const { page: candidatePage } = await openContext();
  await signIn(candidatePage, near.email, near.password);
  await expect(candidatePage).toHaveURL(/\/arrsplace\/candidate/);
  await candidatePage.goto(paths.platform.candidateOpportunities);
  const received = candidatePage.getByRole('article', {
    name: `Clinical Pharmacist with ${employer.organisationName}`,
  });
  await expect(received).toContainText('Awaiting your answer');
  const opportunities = await employer.request.get('/api/employer/opportunities');
  expect(JSON.stringify(await opportunities.json())).not.toContain(near.name);
});

test('an employer saves a search with an alert, runs it, switches the alert off and deletes it after confirming', async ({
  page,
  openContext,
}) => {
  test.setTimeout(120_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '1 Broad Street, Hereford',
    postcode: 'HR4 9AR',
  });

  await signInThroughApi(page, employer.email, employer.password);
  await page.goto(`${paths.platform.employerSearch}?role=clinical-pharmacist&radiusKm=40`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find professionals' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved searches' });
  await expect(saved).toContainText('No saved searches yet.');

  await saved.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Please give the search a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Pharmacists near Hereford');
  await expect(
    dialog.getByRole('checkbox', { name: /Tell me when a new professional matches/ }),
  ).toBeChecked();
  await scanWithoutToasts(page, 'save search dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Search saved')).toBeVisible();
  const item = saved.getByTestId('saved-search');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Pharmacists near Hereford');

  // Run: another search on screen, then the saved one fills the form again.
  await page.goto(paths.platform.employerSearch);
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/[?&]role=clinical-pharmacist(&|$)/);
  await expect(page).toHaveURL(/[?&]radiusKm=40(&|$)/);
  await expect(page.getByLabel('Distance (km)')).toHaveValue('40');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('clinical-pharmacist');

  const alert = item.getByRole('checkbox', { name: 'Tell me when a new professional matches' });
  await alert.uncheck();
  await expect(toast(page, 'Alert off')).toBeVisible();
  await page.reload();
  await expect(alert).not.toBeChecked();
  await scanWithoutToasts(page, 'search page with a saved search');

  // Delete asks first; Cancel keeps it.
  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await expect(confirm).toContainText('“Pharmacists near Hereford” and its alerts will be deleted.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Saved search deleted')).toBeVisible();
  await expect(saved).toContainText('No saved searches yet.');
});
