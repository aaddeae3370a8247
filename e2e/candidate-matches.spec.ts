import type { BrowserContext, Locator, Page } from '@playwright/test';
import { candidateMatchMessages } from '../src/shared/marketplace/candidate-matches.constants';
import { jobPath } from '../src/shared/marketplace/job-paths';
import { earlyAccessHours } from '../src/shared/marketplace/matching.constants';
import type { PublicJob } from '../src/shared/marketplace/vacancy.public.schemas';
import { paths } from '../src/shared/routing/paths';
import { ukLongDate } from '../src/shared/validation/uk-day';
import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { apiHeaders, expectStatus, uniqueSuffix } from './support/api-client';
import { signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { expectNothingOffTheSide } from './support/layout';
import {
  type CandidateSetup,
  findableCandidate,
  type OpenRequest,
  signedInAdmin,
  type VerifiedEmployer,
  verifiedEmployer,
} from './support/marketplace';
import { origins } from './support/origins';

/* Matched vacancies and exclusive opportunity access (docs/product/matching.md), from the job seeker's side. */

test.use({ reducedMotion: 'reduce' });

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The employer opens a clinical pharmacist vacancy through the API, just now; returns its id. */
async function openVacancy(
  employer: VerifiedEmployer,
  title: string,
  terms: Record<string, unknown> = {},
): Promise<string> {
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
        ...terms,
      },
    },
  });
  await expectStatus(response, 201);
  return ((await response.json()) as { id: string }).id;
}

/** The public job, and the day it opens to everyone as the pages write it. */
async function opensOn(employer: VerifiedEmployer, vacancyId: string) {
  const job = (await (await employer.request.get(`/api/jobs/${vacancyId}`)).json()) as PublicJob;
  return { job, day: ukLongDate(new Date(Date.parse(job.publishedAt) + earlyAccessHours * 3_600_000)) };
}

function matchCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

type OpenContext = () => Promise<{ context: BrowserContext; page: Page }>;

/** A verified organisation in Leeds, and a way to make clinical pharmacists near it. */
async function setUp(openContext: OpenContext) {
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '1 Otley Road, Leeds',
    postcode: 'LS6 3AA',
  });
  const candidate = (setup: Partial<CandidateSetup> & { name: string }) =>
    findableCandidate(openRequest, {
      role: 'clinical-pharmacist',
      homePostcode: 'LS6 2AA',
      workRadiusKm: 20,
      employmentTypes: ['permanent'],
      ...setup,
    });
  return { employer, candidate };
}

test('a job seeker finds matches ranked with their reasons, applies from one in early access, and sees it applied', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const { employer, candidate } = await setUp(openContext);
  const suffix = uniqueSuffix();
  const best = `Prescribing pharmacist ${suffix}`;
  const weaker = `Locum pharmacist, two sessions ${suffix}`;
  await openVacancy(employer, best);
  await openVacancy(employer, weaker, {
    employmentType: 'locum',
    payBasis: 'day_rate',
    payMinPounds: 400,
    payMaxPounds: null,
    sessionsPerWeek: 2,
  });
  const seeker = await candidate({
    name: 'Nadia Rahman',
    tier: 'active_seeker',
    profile: 'complete',
    sessionsPerWeek: 8,
  });

  await signInThroughApi(page, seeker.email, seeker.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const benefits = page.getByRole('region', { name: 'Profile benefits' });
  await expect(benefits).toContainText(/Unlocked: .*Exclusive opportunity access/);
  await expect(benefits).toContainText('Every benefit is unlocked.');
  await page.getByRole('link', { name: 'Matched vacancies' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/matches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Matched vacancies' })).toBeVisible();

  // Ranked: the better match comes first, whatever other vacancies nearby the list holds.
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(matchCard(page, weaker)).toBeVisible();
  const order = await titles.allTextContents();
  expect(order.indexOf(best)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(best)).toBeLessThan(order.indexOf(weaker));
  const bestCard = matchCard(page, best);
  const reasons = bestCard.getByRole('list', { name: 'Why it matches' });
  await expect(reasons).toContainText('Matches: Clinical Pharmacist — your role');
  await expect(reasons).toContainText('Matches: 8 sessions a week; you want 8');
  await expect(matchCard(page, weaker).getByRole('list', { name: 'Why it matches' })).toContainText(
    'Does not match: Locum; not a type you chose',
  );
  await expect(bestCard.getByRole('note')).toHaveText('Early access: you can apply now');
  await scanWithoutToasts(page, 'matched vacancies');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNothingOffTheSide(page, 'matched vacancies at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Apply in one step, from the keyboard.
  await bestCard.getByRole('link', { name: `Apply for ${best}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: best })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Early access: you can apply now' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Application sent')).toBeVisible();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/applications$/);

  await page.goto(paths.platform.candidateMatches);
  await expect(matchCard(page, best).getByText('Applied', { exact: true })).toBeVisible();
  await expect(
    matchCard(page, best).getByRole('link', { name: /Follow it in My applications/ }),
  ).toBeVisible();
  await expect(matchCard(page, best).getByRole('link', { name: /^Apply/ })).toHaveCount(0);
});

test('early access refuses a job seeker at about 60 % on a vacancy opened minutes ago, and says when it opens', async ({
  page,
  openContext,
}) => {
  test.setTimeout(150_000);
  const { employer, candidate } = await setUp(openContext);
  const title = `Clinical pharmacist, just opened ${uniqueSuffix()}`;
  const vacancyId = await openVacancy(employer, title);
  const { job, day } = await opensOn(employer, vacancyId);
  const seeker = await candidate({ name: 'Owen Pryce', tier: 'active_seeker', profile: 'most' });
  const completion = (await (await seeker.request.get('/api/candidate/profile')).json()) as {
    completion: { percentage: number };
  };
  expect(completion.completion.percentage).toBeGreaterThanOrEqual(55);
  expect(completion.completion.percentage).toBeLessThan(80);

  const refused = await seeker.request.post('/api/candidate/applications', {
    headers: apiHeaders,
    data: { vacancyId, coverNote: '' },
  });
  await expectStatus(refused, 403);
  expect(await refused.json()).toEqual({
    error: { code: 'EARLY_ACCESS_ONLY', message: `This vacancy opens to everyone on ${day}.` },
  });

  await signInThroughApi(page, seeker.email, seeker.password);
  await page.goto(paths.platform.candidateMatches);
  const card = matchCard(page, title);
  await expect(card.getByRole('note')).toHaveText(`Opens to everyone on ${day}`);
  await expect(card.getByRole('link', { name: /^Apply/ })).toHaveCount(0);

  await page.goto(`${paths.platform.candidateApply}/${vacancyId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: `Opens to everyone on ${day}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await scanWithoutToasts(page, 'apply page in early access');

  // The public job's page says the same, from its server-rendered data.
  await page.goto(`${origins.marketplace}${jobPath(job)}`);
  await expect(page.getByText(`Opens to everyone on ${day}`)).toBeVisible();
});

test('a portfolio member is told matches come with the job seeker tier, with the way to change it', async ({
  page,
  openContext,
  watch,
}) => {
  test.setTimeout(120_000);
  // The tier's answer is a 403, which Chromium logs.
  watch.allowFailedResponse('/api/candidate/matches', 403);
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const member = await findableCandidate(openRequest, {
    name: 'Priya Portfolio',
    role: 'clinical-pharmacist',
    homePostcode: 'LS6 2AA',
    workRadiusKm: 20,
    tier: 'portfolio',
  });
  await signInThroughApi(page, member.email, member.password);
  await page.goto(paths.platform.candidateMatches);
  await expect(page.getByRole('note')).toHaveText(candidateMatchMessages.jobSeekersOnly);
  await expect(page.getByRole('link', { name: 'Browse open jobs' })).toBeVisible();
  await scanWithoutToasts(page, 'matched vacancies for a portfolio member');
  await page.getByRole('link', { name: 'Change your tier' }).click();
  await expect(page).toHaveURL(/#tier-heading$/);

  // The profile says how many sessions a week they want, next to when they are available.
  await page.goto(paths.platform.candidateProfile);
  const sessions = page.getByLabel('Sessions a week you want to work');
  await sessions.fill('6');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await page.reload();
  await expect(sessions).toHaveValue('6');
});
