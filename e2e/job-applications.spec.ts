import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { applicationMessages } from '../src/shared/marketplace/application.constants';
import { sharedFieldsFor } from '../src/shared/marketplace/opportunity.schemas';
import { paths } from '../src/shared/routing/paths';
import { expect, test } from './support/accounts-fixtures';
import { signIn, toast } from './support/accounts-flows';
import { apiHeaders, expectStatus } from './support/api-client';
import { signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { expectNothingOffTheSide } from './support/layout';
import {
  findableCandidate,
  moveAsAdmin,
  type OpenRequest,
  signedInAdmin,
  type VerifiedEmployer,
  verifiedEmployer,
} from './support/marketplace';

// Toasts and dialogs appear without transitions, so axe never measures a colour half-way through.
test.use({ reducedMotion: 'reduce' });

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The employer opens a permanent clinical pharmacist vacancy through the API; returns its id. */
async function openVacancy(employer: VerifiedEmployer, title: string): Promise<string> {
  const response = await employer.request.post('/api/employer/vacancies', {
    headers: apiHeaders,
    data: {
      status: 'open',
      vacancy: {
        role: 'clinical-pharmacist',
        title,
        employmentType: 'permanent',
        sessionsPerWeek: 8,
        payBasis: 'annual_salary',
        payMinPounds: 42_000,
        payMaxPounds: 48_000,
        startDate: daysAhead(60),
        closingDate: daysAhead(30),
        description: 'Join our pharmacy team.\n\n- Medication reviews\n- Care home rounds',
      },
    },
  });
  await expectStatus(response, 201);
  return ((await response.json()) as { id: string }).id;
}

/** One card of the list, by its heading. */
function card(page: Page, heading: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

const stage = (scope: Locator) => scope.getByTestId('opportunity-status');

async function applicantsPage(page: Page, vacancyId: string): Promise<void> {
  await page.goto(`${paths.platform.employerVacancies}/${vacancyId}/applicants`);
  await expect(page.getByRole('heading', { level: 1, name: /^Applicants: / })).toBeVisible();
}

test('a candidate applies after signing in, the employer reviews what was shared, and access ends when the candidate withdraws', async ({
  page,
  openContext,
}) => {
  test.setTimeout(240_000);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin: APIRequestContext = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '1 Otley Road, Leeds',
    postcode: 'LS6 3AA',
  });
  const organisation = employer.organisationName;
  const meet = 'Clinical Pharmacist, care homes';
  const other = 'Clinical Pharmacist, hospital discharge';
  const meetId = await openVacancy(employer, meet);
  const otherId = await openVacancy(employer, other);
  // A job seeker complete enough to apply in a vacancy's first 48 hours (the vacancies opened just now).
  const candidate = await findableCandidate(openRequest, {
    name: 'Amara Nwosu',
    role: 'clinical-pharmacist',
    homePostcode: 'LS6 2AA',
    workRadiusKm: 20,
    tier: 'active_seeker',
    profile: 'complete',
  });
  await expectStatus(
    await candidate.request.put('/api/account/consents', {
      headers: apiHeaders,
      data: { consentType: 'cv_sharing_consent', given: true },
    }),
    200,
  );

  // Signed out, the apply page leads through sign-in, which says why new accounts wait, and back.
  await page.goto(`${paths.platform.candidateApply}/${meetId}`);
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await expect(page.getByRole('note')).toContainText(
    'Our team checks every new account before it can apply: we will e-mail you when yours is approved',
  );
  await scanWithoutToasts(page, 'sign-in to apply');
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(new RegExp(`/arrsplace/candidate/apply/${meetId}$`));
  await expect(page.getByRole('heading', { level: 1, name: meet })).toBeVisible();
  await expect(page.getByText(`${organisation} · LS6`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'What is shared' }).getByRole('listitem')).toHaveText(
    sharedFieldsFor({ cvSharing: true }),
  );
  await expect(page.getByTestId('cv-sharing-note')).toContainText('Your CV is included');
  await scanWithoutToasts(page, 'apply page');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNothingOffTheSide(page, 'apply page at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  const coverNote = 'I run care home rounds across four practices and would love to join your team.';
  await page.getByLabel('Cover note (optional)').fill(coverNote);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Application sent')).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/applications$/);
  const mine = card(page, `${meet} with ${organisation}`);
  await expect(stage(mine)).toContainText('Applied');
  await expect(mine.getByText(coverNote)).toBeVisible();
  await expect(mine.getByText('£42,000 to £48,000 a year')).toBeVisible();
  // The second application is made through the API: its review is the subject below.
  await expectStatus(
    await candidate.request.post('/api/candidate/applications', {
      headers: apiHeaders,
      data: { vacancyId: otherId, coverNote: '' },
    }),
    201,
  );

  // The employer sees each applicant with exactly what was shared, from the vacancy list's counts.
  const { page: employerPage } = await openContext();
  await signInThroughApi(employerPage, employer.email, employer.password);
  await employerPage.goto(paths.platform.employerVacancies);
  await employerPage.getByRole('link', { name: `Review the applicants for ${meet}` }).click();
  await expect(employerPage.getByRole('heading', { level: 1, name: `Applicants: ${meet}` })).toBeVisible();
  const applicant = card(employerPage, candidate.name);
  await expect(stage(applicant)).toHaveText('New');
  await expect(applicant.getByText(candidate.email)).toBeVisible();
  await expect(applicant.getByText(coverNote)).toBeVisible();
  await scanWithoutToasts(employerPage, 'applicants page');
  const shortlist = applicant.getByRole('button', { name: /^Shortlist/ });
  await shortlist.click();
  await expect(stage(applicant)).toHaveText('Shortlisted');
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await shortlist.click();
  await expect(stage(applicant)).toHaveText('New');
  await shortlist.click();
  await expect(stage(applicant)).toHaveText('Shortlisted');
  await applicant.getByRole('button', { name: 'Ask our team to introduce' }).click();
  const ask = employerPage.getByRole('dialog', { name: 'Ask our team to introduce this professional?' });
  await ask.getByRole('button', { name: 'Ask for the introduction' }).click();
  await expect(toast(employerPage, 'Our team has been asked to make the introduction')).toBeVisible();
  await expect(stage(applicant)).toHaveText('Introduction requested');
  await expect(applicant.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([
    /^Applied.*by the professional/,
    /^Introduction requested.*by your organisation/,
  ]);

  // The other application is declined with a reason the professional never reads.
  await applicantsPage(employerPage, otherId);
  const declined = card(employerPage, candidate.name);
  await declined.getByRole('button', { name: 'Decline' }).click();
  const dialog = employerPage.getByRole('dialog', { name: 'Decline this application?' });
  await dialog.getByRole('button', { name: 'Decline application' }).click();
  await expect(dialog.getByText(applicationMessages.declineReasonRequired)).toBeVisible();
  const reason = 'We need someone with hospital discharge experience';
  await dialog.getByLabel('Reason').fill(reason);
  await scanWithoutToasts(employerPage, 'decline dialog');
  await dialog.getByRole('button', { name: 'Decline application' }).click();
  await expect(toast(employerPage, 'Application declined')).toBeVisible();
  const ended = card(employerPage, 'An applicant (details no longer shared)');
  await expect(stage(ended)).toHaveText('Declined');
  await expect(employerPage.getByText(candidate.email)).toHaveCount(0);

  // Our team makes the introduction; the candidate reads each stage in words.
  const [meetApplication] = (
    (await (await candidate.request.get('/api/candidate/applications')).json()) as {
      applications: { id: string; vacancyId: string }[];
    }
  ).applications.filter((application) => application.vacancyId === meetId);
  if (!meetApplication) throw new Error('application missing');
  await moveAsAdmin(admin, meetApplication.id, 'introduced');
  await page.reload();
  await expect(stage(mine)).toContainText('Introduced');
  const turnedDown = card(page, `${other} with ${organisation}`);
  await expect(stage(turnedDown)).toContainText('Not taken further');
  await expect(turnedDown.getByText(applicationMessages.declinedForCandidate)).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
  await scanWithoutToasts(page, 'my applications');

  // Withdrawing ends the employer's access at once.
  await mine.getByRole('button', { name: 'Withdraw application' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(withdraw).toContainText(`${organisation} will no longer see your name`);
  await scanWithoutToasts(page, 'withdraw dialog');
  await withdraw.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(toast(page, 'Application withdrawn')).toBeVisible();
  await expect(stage(mine)).toContainText('Withdrawn');
  await expect(mine.getByRole('heading', { name: `${meet} with ${organisation}` })).toBeFocused();

  await applicantsPage(employerPage, meetId);
  const gone = card(employerPage, 'An applicant (details no longer shared)');
  await expect(stage(gone)).toHaveText('Withdrawn by the professional');
  await expect(employerPage.getByText(candidate.email)).toHaveCount(0);
  await expect(employerPage.getByText(candidate.name)).toHaveCount(0);
});
