import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/accounts-fixtures';
import { apiHeaders, expectStatus, uniqueSuffix } from './support/api-client';
import { signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { findableCandidate, type OpenRequest, signedInAdmin, verifiedEmployer } from './support/marketplace';

/* Alerts of new matches (docs/product/matching.md#alerts-and-digests), on the bell of each side. */

test.use({ reducedMotion: 'reduce' });

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

function bellPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications', exact: true });
}

type OpenContext = () => Promise<{ context: BrowserContext; page: Page }>;

/** A verified organisation at `postcode`, verified by a fresh admin. */
async function employerAt(openContext: OpenContext, postcode: string) {
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, { addressLine: '1 High Street', postcode });
  return { employer, openRequest };
}

test('a job seeker hears of a new matching vacancy on the bell at once, and it leads to their matches', async ({
  page,
  openContext,
}) => {
  test.setTimeout(150_000);
  // Far from the other specs' places, so only this spec's vacancy can match.
  const { employer, openRequest } = await employerAt(openContext, 'TR1 2HE');
  const seeker = await findableCandidate(openRequest, {
    name: 'Morwenna Trevithick',
    role: 'paramedic',
    homePostcode: 'TR1 3AA',
    workRadiusKm: 20,
    tier: 'active_seeker',
    employmentTypes: ['permanent'],
    sessionsPerWeek: 8,
  });
  await signInThroughApi(page, seeker.email, seeker.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Opened while the job seeker's page is open: the bell hears of it without a reload.
  const title = `Paramedic, Truro ${uniqueSuffix()}`;
  const opened = await employer.request.post('/api/employer/vacancies', {
    headers: apiHeaders,
    data: {
      status: 'open',
      vacancy: {
        role: 'paramedic',
        title,
        employmentType: 'permanent',
        sessionsPerWeek: 8,
        payBasis: 'annual_salary',
        payMinPounds: 38_000,
        payMaxPounds: 44_000,
        startDate: daysAhead(60),
        closingDate: daysAhead(30),
        description: 'Same-day access and home visits across the network.',
      },
    },
  });
  await expectStatus(opened, 201);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });

  await bell(page).click();
  const notification = bellPanel(page).getByRole('link', {
    name: new RegExp(`New matching vacancy: ${title}`),
  });
  await expect(notification).toBeVisible();
  await expect(notification).toContainText(`${employer.organisationName} is recruiting a ${title}`);
  await scanWithoutToasts(page, 'bell with a matching vacancy');
  await notification.click();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/matches$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test('an employer with a saved search hears of a new professional who matches, without learning who', async ({
  page,
  openContext,
}) => {
  test.setTimeout(150_000);
  const { employer, openRequest } = await employerAt(openContext, 'PL1 1AE');
  const name = `Paramedics near Plymouth ${uniqueSuffix()}`;
  const saved = await employer.request.post('/api/employer/saved-searches', {
    headers: apiHeaders,
    data: { name, filter: { role: 'paramedic', radiusKm: 15 } },
  });
  await expectStatus(saved, 201);
  await signInThroughApi(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer/);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A professional nearby registers and becomes findable while the employer's page is open.
  const professionalName = 'Jago Penhaligon';
  await findableCandidate(openRequest, {
    name: professionalName,
    role: 'paramedic',
    homePostcode: 'PL4 6AA',
    workRadiusKm: 25,
    tier: 'portfolio',
  });
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 30_000 });

  await bell(page).click();
  const notification = bellPanel(page).getByRole('link', {
    name: new RegExp(`A new professional matches your saved search “${name}”`),
  });
  await expect(notification.first()).toBeVisible();
  await expect(bellPanel(page)).not.toContainText(professionalName);
  await notification.first().click();
  await expect(page).toHaveURL(/\/arrsplace\/employer\/search\?.*role=paramedic/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(professionalName)).toHaveCount(0);
});
