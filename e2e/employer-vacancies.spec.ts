import { opportunityStatusLabels } from '../src/shared/marketplace/opportunity.schemas';
import { type EmployerVacancy, vacancyMessages } from '../src/shared/marketplace/vacancy.schemas';
import { paths } from '../src/shared/routing/paths';
import { expect, test } from './support/accounts-fixtures';
import { signIn, toast } from './support/accounts-flows';
import { apiHeaders, expectStatus } from './support/api-client';
import { scanWithoutToasts } from './support/axe';
import { expectNothingOffTheSide } from './support/layout';
import {
  findableCandidate,
  type OpenRequest,
  setReimbursementRate,
  signedInAdmin,
  verifiedEmployer,
} from './support/marketplace';

/** A day `days` from today, as the date input takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a verified employer drafts a vacancy, fixes a field, opens, pauses, reopens, duplicates and closes it as filled', async ({
  page,
  openContext,
  watch,
}) => {
  test.setTimeout(180_000);
  // The closing date too far ahead is refused by the server, as the test means it to be.
  watch.allowFailedResponse('/api/employer/vacancies', 400);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '2 Quay Street, Truro',
    postcode: 'TR1 2HE',
  });
  const financialYear = await setReimbursementRate(admin, 'paramedic', 5_000_000);
  const title = 'Paramedic, same-day access';

  await signIn(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await page
    .getByRole('navigation', { name: 'Employer area' })
    .getByRole('link', { name: 'Your vacancies' })
    .click();
  await expect(page).toHaveURL(/\/arrsplace\/employer\/vacancies$/);
  await expect(page.getByRole('heading', { level: 2, name: 'You have no vacancies yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a vacancy' }).click();

  const form = page.getByRole('form', { name: 'Vacancy' });
  await form.getByLabel('Role', { exact: true }).selectOption({ label: 'Paramedic' });
  await form.getByLabel('Job title').fill(title);
  await form.getByLabel('Sessions per week').fill('8');
  await form.getByLabel('Salary from (£ a year)').fill('45,000');
  await form.getByLabel('Salary to (£ a year)').fill('52000');
  await expect(
    form.getByText(`ARRS maximum reimbursable for Paramedic, ${financialYear}: £50,000`),
  ).toBeVisible();
  await expect(form.getByText(/Warning: The pay is above the ARRS maximum/)).toBeVisible();
  await form.getByLabel('Start date').fill(daysAhead(60));
  // Past the furthest closing date the server allows: its answer shows beside the field.
  await form.getByLabel('Closing date').fill(daysAhead(300));
  await form.getByLabel('Description').fill('Join our same-day team.\n\n- Home visits\n- Minor illness');
  await form.getByLabel('Skills (optional)').fill('Triage, Home visits');
  await scanWithoutToasts(page, 'vacancy form');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  const closing = form.getByLabel('Closing date');
  await expect(closing).toHaveAttribute('aria-invalid', 'true');
  await expect(closing).toHaveAccessibleDescription(new RegExp(vacancyMessages.closingDateRange));
  await closing.fill(daysAhead(30));
  await form.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page).toHaveURL(/\/arrsplace\/employer\/vacancies\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('vacancy-status')).toHaveText('Draft');
  await expect(page.getByText('No applicants yet')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Created by your organisation');
  await scanWithoutToasts(page, 'vacancy detail');

  for (const [action, status] of [
    ['Open', 'Open'],
    ['Pause', 'Paused'],
    ['Reopen', 'Open'],
  ] as const) {
    await page.getByRole('button', { name: `${action} ${title}` }).click();
    await expect(page.getByTestId('vacancy-status')).toHaveText(status);
  }
  await expect(timeline.getByRole('listitem')).toHaveCount(4);

  await page.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(toast(page, 'Vacancy duplicated as a draft')).toBeVisible();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('form', { name: 'Vacancy' }).getByLabel('Job title')).toHaveValue(title);

  await page.goto(paths.platform.employerVacancies);
  const cards = page.getByRole('list', { name: 'Vacancies' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  const open = cards.filter({ has: page.getByTestId('vacancy-status').filter({ hasText: 'Open' }) });
  await expect(open.getByText('No applicants yet')).toBeVisible();
  await open.getByRole('button', { name: `Close ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close “${title}”?` });
  await dialog.getByRole('radio', { name: /Filled/ }).check();
  await scanWithoutToasts(page, 'close dialog');
  await dialog.getByRole('button', { name: 'Close vacancy' }).click();
  await expect(toast(page, 'Vacancy closed (filled)')).toBeVisible();
  await expect(dialog).toBeHidden();
  const closed = cards.filter({ has: page.getByTestId('vacancy-status').filter({ hasText: 'Closed' }) });
  await expect(closed.getByRole('button')).toHaveText(['Duplicate']);
  await expect(
    cards.filter({ has: page.getByTestId('vacancy-status').filter({ hasText: 'Draft' }) }),
  ).toHaveCount(1);
  await scanWithoutToasts(page, 'vacancies list');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNothingOffTheSide(page, 'vacancies list at 375 px');
});

test('an employer links the opportunity it sends from search to one of its vacancies, which fills in the terms', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  // Penzance: no other journey puts professionals or organisations within reach of it.
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '4 Market Jew Street, Penzance',
    postcode: 'TR18 2HN',
  });
  await findableCandidate(openRequest, {
    name: 'Vera Vacancy',
    role: 'dietitian',
    homePostcode: 'TR18 4AA',
    workRadiusKm: 30,
  });
  const title = 'Dietitian, community clinics';
  const created = await employer.request.post('/api/employer/vacancies', {
    headers: apiHeaders,
    data: {
      status: 'open',
      vacancy: {
        role: 'dietitian',
        title,
        employmentType: 'fixed_term',
        sessionsPerWeek: 6,
        payBasis: 'annual_salary',
        payMinPounds: 38_000,
        payMaxPounds: 42_000,
        workArrangement: 'hybrid',
        startDate: daysAhead(60),
        closingDate: daysAhead(30),
        description: 'Run our community clinics.',
      },
    },
  });
  await expectStatus(created, 201);
  const vacancy = (await created.json()) as EmployerVacancy;

  await signIn(page, employer.email, employer.password);
  // Signed in before the next page load: a load racing the sign-in would find no session.
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await page.goto(paths.platform.employerSearch);
  const card = page.getByRole('article', { name: 'Dietitian' });
  await card.getByRole('button', { name: 'View profile' }).click();
  await page
    .getByRole('dialog', { name: 'Dietitian' })
    .getByRole('button', { name: 'Express interest' })
    .click();
  const offer = page.getByRole('dialog', { name: 'Express interest in this Dietitian' });
  const link = offer.getByLabel('Link to one of your vacancies (optional)');
  await expect(link).toHaveValue('');
  await expect(link.getByRole('option', { name: `${title} – open, closes` })).toHaveCount(1);
  await link.selectOption(vacancy.id);
  await expect(offer.getByLabel('Role', { exact: true })).toHaveValue('dietitian');
  await expect(offer.getByLabel('Location')).toHaveValue(
    '4 Market Jew Street, Penzance, TR18 2HN (hybrid possible)',
  );
  await expect(offer.getByRole('radio', { name: 'Permanent' })).toBeChecked();
  await expect(offer.getByRole('radio', { name: 'Gross annual salary' })).toBeChecked();
  await expect(offer.getByLabel('Amount (£)')).toHaveValue('38000');
  await expect(offer.getByLabel('Sessions or hours')).toHaveValue('6 sessions a week');
  await expect(offer.getByLabel('Start date')).toHaveValue(daysAhead(60));
  await expect(offer.getByRole('status').filter({ hasText: 'Filled in from' })).toContainText(
    'The vacancy is fixed term; an opportunity is permanent or locum, so it is offered as permanent',
  );
  await scanWithoutToasts(page, 'Express interest dialog linked to a vacancy');
  // The terms stay the employer's to change.
  await offer.getByLabel('Amount (£)').fill('40,000');
  await offer.getByLabel('Message (optional)').fill('A 12-month contract to start.');
  await offer.getByRole('button', { name: 'Send opportunity' }).click();
  await expect(offer).toBeHidden();
  await expect(toast(page, 'Opportunity sent')).toBeVisible();

  await page.goto(paths.platform.employerOpportunities);
  const sent = page.getByRole('article', { name: 'Dietitian' });
  await expect(sent).toContainText('Permanent · £40,000 a year');
  await sent.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/arrsplace/employer/vacancies/${vacancy.id}$`));
  await expect(page.getByRole('region', { name: 'Applicants' })).toContainText(
    `${opportunityStatusLabels.sent}: 1`,
  );
});
