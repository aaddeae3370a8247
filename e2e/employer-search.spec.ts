import type { Page } from '@playwright/test';
import { opportunityMessages, opportunityStatusLabels } from '../src/shared/marketplace/opportunity.schemas';
import { organisationMessages } from '../src/shared/marketplace/organisation.schemas';
import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { apiHeaders, expectStatus } from './support/api-client';
import { signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { jpegPhoto, pdfFile, recordWebm } from './support/candidate';
import {
  answerOpportunity,
  findableCandidate,
  moveAsAdmin,
  type OpenRequest,
  registeredEmployer,
  sendOpportunity,
  setReimbursementRate,
  showVideoToEmployers,
  signedInAdmin,
  uploadDocument,
  uploadMedia,
  verifiedEmployer,
} from './support/marketplace';

// Exeter: no other journey puts professionals or organisations within reach of it, so counts are ours.
const physio = 'first-contact-physiotherapist';
const physioName = 'First Contact Physiotherapist';

async function searchFor(page: Page, filters: { role?: string; postcode?: string; distance?: string }) {
  const form = page.getByRole('form', { name: 'Search filters' });
  if (filters.role) await form.getByLabel('Role', { exact: true }).selectOption({ label: filters.role });
  if (filters.postcode !== undefined) await form.getByLabel('Postcode').fill(filters.postcode);
  if (filters.distance) await form.getByLabel('Distance (km)').fill(filters.distance);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a verified employer finds a professional by role and distance, reads the anonymised CV, sees the fee and sends an opportunity', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '1 Southernhay, Exeter',
    postcode: 'EX1 1HS',
  });
  const financialYear = await setReimbursementRate(admin, physio, 5_250_000);
  const near = await findableCandidate(openRequest, {
    name: 'Nadia Nearby',
    role: physio,
    homePostcode: 'EX4 4QJ',
    workRadiusKm: 30,
    tier: 'active_seeker',
    experienceBand: '3_5',
    employmentTypes: ['permanent', 'locum'],
    availableFrom: '2026-01-05',
    skills: ['MSK assessment', 'Joint injections', 'Exercise prescription', 'Triage'],
    qualifications: [
      { title: 'MSc Advanced Practice', yearAwarded: 2019 },
      { title: 'Independent prescribing', yearAwarded: 2021 },
    ],
  });
  // The same role 43 km away (Taunton), willing to travel: found only when the employer looks that far.
  const far = await findableCandidate(openRequest, {
    name: 'Frank Faraway',
    role: physio,
    homePostcode: 'TA1 1AA',
    workRadiusKm: 100,
    skills: ['Sports rehabilitation'],
  });
  // Registered with the HCPC, and lets verified employers watch the video introduction.
  await uploadDocument(
    near,
    { documentType: 'professional_registration', registrationBody: 'HCPC', registrationNumber: 'PH123456' },
    { name: 'hcpc.pdf', mimeType: 'application/pdf', buffer: pdfFile('HCPC registration') },
  );
  // One recording (2 s of real time) serves both professionals' introductions.
  const introduction = await recordWebm(adminPage);
  await uploadMedia(near, 'video', { name: 'intro.webm', mimeType: 'video/webm', buffer: introduction });
  await showVideoToEmployers(near, true);
  // The one in Taunton has a video too, but keeps it to those they approve.
  await uploadMedia(far, 'video', { name: 'intro.webm', mimeType: 'video/webm', buffer: introduction });
  // Another role next door: only the role filter leaves it out.
  await findableCandidate(openRequest, {
    name: 'Dana Dietitian',
    role: 'dietitian',
    homePostcode: 'EX2 4AA',
    workRadiusKm: 30,
  });

  await signInThroughApi(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  // The dashboard may still be drawing its shortcuts as the link is first clicked: click until it leads on.
  await expect(async () => {
    await page.getByRole('link', { name: 'Search professionals' }).click();
    await expect(page).toHaveURL(/\/arrsplace\/employer\/search$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: 'Find professionals' })).toBeVisible();
  // Without a postcode the search starts from the organisation, at the default 25 km.
  const results = page.getByRole('region', { name: /professionals? found/ });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('2 professionals found');
  await expect(page.getByTestId('search-origin')).toHaveText('From EX1 within 25 km');
  await expect(page.getByText('Leave blank to search from your organisation (EX1).')).toBeVisible();
  await scanWithoutToasts(page, 'search page');

  await searchFor(page, { role: physioName, postcode: 'ex4', distance: '15' });
  await expect(page).toHaveURL(/[?&]role=first-contact-physiotherapist(&|$)/);
  await expect(page).toHaveURL(/[?&]postcode=EX4(&|$)/);
  await expect(page).toHaveURL(/[?&]radiusKm=15(&|$)/);
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('1 professional found');
  await expect(page.getByTestId('search-origin')).toHaveText('From EX4 within 15 km');
  const card = results.getByRole('article', { name: physioName });
  await expect(card).toHaveCount(1);
  for (const text of [
    'Job Seeker',
    '3–5 years experience',
    'EX4 · 0 km away',
    'Available now',
    'Permanent, Locum',
  ]) {
    await expect(card).toContainText(text);
  }
  await expect(card).toContainText('MSK assessment');
  await expect(card).toContainText('+1 more');
  await expect(card.getByText('Video', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('Sports rehabilitation');

  // Further out the professional in Taunton is found too; Back and a reload keep the filters.
  await searchFor(page, { distance: '50' });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('2 professionals found');
  const farCard = results.getByRole('article').filter({ hasText: 'TA1 · 43' });
  await expect(farCard).toHaveCount(1);
  await expect(farCard.getByText('Video', { exact: true })).toHaveCount(0);
  // Only the professional in Exeter has a registration with the HCPC.
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByText('More filters').click();
  await filters.getByLabel('Registration body').selectOption('HCPC');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]registrationBody=HCPC(&|$)/);
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('1 professional found');
  await expect(results.getByRole('article')).toContainText('EX4 · 0 km away');
  await page.goBack();
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('2 professionals found');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]radiusKm=15(&|$)/);
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('1 professional found');
  await expect(page.getByLabel('Distance (km)')).toHaveValue('15');
  await page.reload();
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('1 professional found');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue(physio);
  await expect(page.getByLabel('Postcode')).toHaveValue('EX4');

  // The CV dialog: the whole profile, anonymised.
  await card.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: physioName });
  await expect(profile).toBeVisible();
  for (const text of [
    'MSc Advanced Practice (2019)',
    'Independent prescribing (2021)',
    'Triage',
    'Joint injections',
    'EX4 (works up to 30 km from home)',
    'HCPC',
  ]) {
    await expect(profile).toContainText(text);
  }
  const video = profile.getByTestId('candidate-video');
  await expect(video).toHaveAttribute('src', /^\/api\/employer\/candidates\/[0-9a-f-]{36}\/video$/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  await expect(page.getByText(near.name)).toHaveCount(0);
  await expect(page.getByText(far.name)).toHaveCount(0);
  await expect(profile.getByRole('button', { name: 'Close' })).toBeVisible();
  await scanWithoutToasts(page, 'CV dialog');

  // Express interest: the success fee follows the employment type and the pay as they are typed.
  await profile.getByRole('button', { name: 'Express interest' }).click();
  const offer = page.getByRole('dialog', { name: `Express interest in this ${physioName}` });
  await expect(offer).toBeVisible();
  await expect(offer.getByLabel('Role', { exact: true })).toHaveValue(physio);
  await expect(offer.getByLabel('Location')).toHaveValue('1 Southernhay, Exeter, EX1 1HS');
  const fee = offer.getByTestId('fee-preview');
  await expect(fee).toHaveText(
    'Success fee on placement: 9 % of gross annual salary. Enter the pay to see the amount.',
  );
  await offer.getByLabel('Amount (£)').fill('45,000');
  await expect(fee).toHaveText('Success fee on placement: 9 % of £45,000 a year = £4,050');
  await offer.getByRole('radio', { name: 'Locum' }).check();
  await expect(fee).toHaveText('Success fee on placement: 14 % of £45,000 a year = £6,300');
  // A locum day rate: the fee is on the expected days, once the terms are typed.
  await offer.getByRole('radio', { name: 'Day rate' }).check();
  await offer.getByLabel('Amount (£)').fill('350');
  await expect(fee).toHaveText(
    'Success fee on placement: 14 % of the day rate × the expected days. Enter the pay and the terms to see the amount.',
  );
  await offer.getByLabel('Days a week').fill('3');
  await offer.getByLabel('Length in weeks').fill('26');
  await expect(fee).toHaveText(
    'Success fee on placement: 14 % of £350 a day × 3 days a week × 26 weeks (78 days) = £3,822',
  );
  await offer.getByRole('radio', { name: 'A number of days in all' }).check();
  await offer.getByLabel('Expected number of days').fill('60');
  await expect(fee).toHaveText('Success fee on placement: 14 % of £350 a day × 60 days = £2,940');
  await offer.getByRole('radio', { name: 'Permanent' }).check();
  await offer.getByRole('radio', { name: 'Gross annual salary' }).check();
  await expect(offer.getByLabel('Days a week')).toHaveCount(0);
  await offer.getByLabel('Amount (£)').fill('45000');
  await expect(fee).toHaveText('Success fee on placement: 9 % of £45,000 a year = £4,050');
  await expect(offer.getByTestId('arrs-guidance')).toHaveText(
    `ARRS maximum reimbursable amount for ${physioName} in ${financialYear}: £52,500 a year (guidance only; check current NHS England figures)`,
  );
  await expect(offer).toContainText('The professional is never charged.');

  await offer.getByRole('button', { name: 'Send opportunity' }).click();
  await expect(offer.getByText(opportunityMessages.hoursRequired)).toBeVisible();
  await expect(offer.getByText(opportunityMessages.startDateRequired)).toBeVisible();
  await expect(offer.getByLabel('Sessions or hours')).toHaveAttribute('aria-invalid', 'true');
  await scanWithoutToasts(page, 'Express interest dialog with errors');
  await offer.getByLabel('Sessions or hours').fill('8 sessions a week');
  await offer.getByLabel('Start date').fill('2027-03-01');
  await offer.getByLabel('Message (optional)').fill('We would like to talk about our MSK service.');
  await expect(offer).toContainText('44/2000');
  await offer.getByRole('button', { name: 'Send opportunity' }).click();
  await expect(offer).toBeHidden();
  await expect(toast(page, 'Opportunity sent')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your opportunity for a' })).toContainText(
    `Your opportunity for a ${physioName} was sent.`,
  );

  // A second one to the same professional waits for their answer to the first (the server refuses it
  // too): the card says where it stands, and the profile offers no second one.
  await expect(card.getByTestId('card-opportunity')).toHaveText(
    `Your opportunity: ${opportunityStatusLabels.sent}`,
  );
  await card.getByRole('button', { name: 'View profile' }).click();
  await expect(profile.getByRole('note')).toHaveText(opportunityMessages.alreadyOpen);
  await expect(profile.getByRole('button', { name: 'Express interest' })).toHaveCount(0);
  await scanWithoutToasts(page, 'profile with an opportunity awaiting an answer');
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();

  // Under Opportunities it waits for the professional's answer.
  await page.getByRole('link', { name: 'Your opportunities' }).first().click();
  await expect(page).toHaveURL(/\/arrsplace\/employer\/opportunities$/);
  const sent = page.getByRole('article', { name: physioName });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByTestId('opportunity-status')).toHaveText(opportunityStatusLabels.sent);
  await expect(sent).toContainText('Permanent · £45,000 a year');
  await expect(sent).toContainText('£4,050');
  await sent.getByRole('button', { name: 'Show details' }).click();
  await expect(sent).toContainText('8 sessions a week');
  await expect(sent).toContainText('1 Mar 2027');
  await expect(sent.getByRole('listitem').filter({ hasText: 'by your organisation' })).toContainText(
    opportunityStatusLabels.sent,
  );
  await expect(page.getByText(near.name)).toHaveCount(0);
  await scanWithoutToasts(page, 'opportunities page');
});

test('an employer follows its opportunities: an approved professional is revealed, interviewed and closed; a declined one shows only its status', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  // Norwich, away from the other journey's searches.
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '2 Castle Meadow, Norwich',
    postcode: 'NR1 3DD',
  });
  const approving = await findableCandidate(openRequest, {
    name: 'Amara Approver',
    role: 'paramedic',
    homePostcode: 'NR2 4AA',
    workRadiusKm: 30,
    qualifications: [{ title: 'Paramedic science BSc', yearAwarded: 2018 }],
  });
  const declining = await findableCandidate(openRequest, {
    name: 'Dev Decliner',
    role: 'clinical-pharmacist',
    homePostcode: 'NR3 1AA',
    workRadiusKm: 30,
    qualifications: [{ title: 'MPharm', yearAwarded: 2016 }],
  });
  await uploadMedia(approving, 'photo', {
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(400, 400),
  });
  await uploadDocument(
    approving,
    { documentType: 'cv' },
    { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile('Amara Approver CV') },
  );
  // The CV reaches an organisation only with the professional's consent to CV sharing.
  await expectStatus(
    await approving.request.put('/api/account/consents', {
      headers: apiHeaders,
      data: { consentType: 'cv_sharing_consent', given: true },
    }),
    200,
  );
  const approvedId = await sendOpportunity(employer, {
    qualification: 'Paramedic science',
    role: 'paramedic',
  });
  const declinedId = await sendOpportunity(employer, {
    qualification: 'MPharm',
    role: 'clinical-pharmacist',
    payAmountPence: 5_000_000,
  });
  await answerOpportunity(approving, approvedId, 'approve');
  await answerOpportunity(declining, declinedId, 'decline');
  await moveAsAdmin(admin, approvedId, 'introduced');

  await signInThroughApi(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await page.goto('/arrsplace/employer/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Your opportunities' })).toBeVisible();

  // Declined: the status, and nothing about the professional.
  const declined = page.getByRole('article', { name: 'Clinical Pharmacist' });
  await expect(declined.getByTestId('opportunity-status')).toHaveText(opportunityStatusLabels.declined);
  await expect(declined.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await declined.getByRole('button', { name: 'Show details' }).click();
  await expect(declined).not.toContainText('For a ');
  await expect(page.getByText(declining.name)).toHaveCount(0);

  // Introduced: who the professional is, for this opportunity.
  const introduced = page.getByRole('article', { name: 'Paramedic' });
  await expect(introduced.getByTestId('opportunity-status')).toHaveText(opportunityStatusLabels.introduced);
  await introduced.getByRole('button', { name: 'Show details' }).click();
  const details = introduced.getByRole('region', { name: 'The professional’s details' });
  await expect(details).toContainText(approving.name);
  await expect(details.getByRole('link', { name: approving.email })).toHaveAttribute(
    'href',
    `mailto:${approving.email}`,
  );
  await expect(details.getByRole('link', { name: '07700 900123' })).toHaveAttribute(
    'href',
    'tel:07700900123',
  );
  await expect(details).toContainText('NR2 4AA');
  const photo = details.getByRole('img', { name: approving.name });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const cv = details.getByRole('link', { name: 'Download CV' });
  await expect(cv).toHaveAttribute('href', `/api/employer/opportunities/${approvedId}/files/cv`);
  const download = await page.request.get(`/api/employer/opportunities/${approvedId}/files/cv`);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const timeline = introduced.getByRole('list').filter({ hasText: 'by our team' });
  for (const status of ['sent', 'approved', 'introduced'] as const) {
    await expect(timeline).toContainText(opportunityStatusLabels[status]);
  }
  await scanWithoutToasts(page, 'opportunities with a revealed professional');

  await introduced.getByRole('button', { name: 'Mark as interviewing' }).click();
  await expect(introduced.getByTestId('opportunity-status')).toHaveText(opportunityStatusLabels.interviewing);
  await expect(introduced.getByRole('button', { name: 'Mark as interviewing' })).toHaveCount(0);
  await introduced.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close the Paramedic opportunity?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await scanWithoutToasts(page, 'close confirmation');
  await confirm.getByRole('button', { name: 'Close opportunity' }).click();
  await expect(confirm).toBeHidden();
  await expect(introduced.getByTestId('opportunity-status')).toHaveText(opportunityStatusLabels.closed);
  await expect(introduced.getByRole('button', { name: 'Close' })).toHaveCount(0);

  // Phones: the search page's filters and results stack in one column, none wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('link', { name: 'Find professionals' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /professionals? found/ })).toBeVisible();
  // (The page's own content: the header belongs to the site's shell.)
  const widest = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('main *')].map((element) => element.getBoundingClientRect().right),
    ),
  );
  expect(widest).toBeLessThanOrEqual(375);
  await scanWithoutToasts(page, 'search page on a phone');
});

test('an employer whose organisation is not verified yet is told so on the search and opportunities pages', async ({
  page,
  openContext,
}) => {
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const employer = await registeredEmployer(openRequest, {
    addressLine: '3 High Street, Lincoln',
    postcode: 'LN1 1AA',
  });
  // The pages know from the organisation that it is not verified: no refused request is made (the
  // watch fails the test on any 4xx it was not told to allow).
  await signInThroughApi(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);

  await page.goto('/arrsplace/employer/search');
  await expect(page.getByRole('alert')).toHaveText(organisationMessages.notVerified);
  await expect(page.getByRole('form', { name: 'Search filters' })).toHaveCount(0);
  await scanWithoutToasts(page, 'search page before verification');
  await page.goto('/arrsplace/employer/opportunities');
  await expect(page.getByRole('alert')).toHaveText(organisationMessages.notVerified);
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: employer.organisationName })).toBeVisible();
});
