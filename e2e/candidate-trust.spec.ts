import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import {
  approvedOpportunity,
  findableCandidate,
  moveAsAdmin,
  type SeededCandidate,
  type SeededOrganisation,
  verifiedOrganisation,
} from './support/admin-opportunity-setup';
import { apiHeaders, expectStatus } from './support/api-client';
import { signInAndEnrolAdminThroughApi, signInThroughApi } from './support/api-sessions';
import { candidateAreaTours, completeToursThrough } from './support/tours';

// The consultancy host (localhost): Node's API requests of the setup cannot resolve arrsplace.localhost.
test.use({ reducedMotion: 'reduce' });

/*
 * The candidate's side of what an approval reveals: a placement takes them out of search until they
 * say otherwise, and withdrawing recruitment consent ends every approval at once.
 */

const permanentOffer = {
  role: 'paramedic',
  employmentType: 'permanent',
  payBasis: 'annual_salary',
  payAmountPence: 4_500_000,
} as const;

async function signInAdmin(page: Page) {
  const admin = { email: uniqueEmail('trust-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
}

/** How many candidates the organisation's search finds by the candidate's marker. */
async function foundBy(organisation: SeededOrganisation, candidate: SeededCandidate) {
  const search = await organisation.employer.get(
    `/api/employer/search?${new URLSearchParams({ qualification: candidate.marker, radiusKm: '50' })}`,
  );
  await expectStatus(search, 200);
  return ((await search.json()) as { results: unknown[] }).results.length;
}

/** The candidate's own browser, signed in with the password the setup gave them. */
async function candidatePage(openContext: () => Promise<{ page: Page }>, candidate: SeededCandidate) {
  // The dashboard's own tour would cover the page this journey is about.
  await completeToursThrough(candidate.request, candidateAreaTours);
  const { page } = await openContext();
  await signInThroughApi(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);
  return page;
}

test('a placed professional leaves search, is asked on their dashboard, and chooses to be found again', async ({
  page,
  openContext,
}) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  const openRequest = async () => (await openContext()).context.request;
  const hiring = await verifiedOrganisation(page.request, openRequest);
  const elsewhere = await verifiedOrganisation(page.request, openRequest);
  const candidate = await findableCandidate(openRequest);
  const id = await approvedOpportunity(hiring, candidate, permanentOffer);
  await moveAsAdmin(page.request, id, 'introduced');
  await moveAsAdmin(page.request, id, 'placed');
  expect(await foundBy(elsewhere, candidate)).toBe(0);

  const mine = await candidatePage(openContext, candidate);
  const question = mine.getByRole('region', { name: 'Congratulations on your new role' });
  await expect(question).toContainText(`You were placed as Paramedic with ${hiring.name}.`);
  await question.getByRole('button', { name: 'Show my profile to employers again' }).click();
  const form = question.getByRole('form', { name: 'Show my profile to employers' });
  await form.getByRole('radio', { name: /Active Job Seeker/ }).check();
  await form.getByLabel('Available from (optional)').fill('2027-09-01');
  await form.getByRole('button', { name: 'Show my profile to employers' }).click();
  await expect(toast(mine, 'Employers can find your profile again')).toBeVisible();
  await expect(mine.getByRole('region', { name: 'Congratulations on your new role' })).toHaveCount(0);
  await expect(mine.getByRole('region', { name: 'Employer search' })).toContainText(
    'Verified employers can find your anonymised profile.',
  );
  expect(await foundBy(elsewhere, candidate)).toBe(1);

  // Out of search again, after a confirmation.
  await mine.getByRole('button', { name: 'Take my profile out of search' }).click();
  await mine
    .getByRole('dialog', { name: 'Take your profile out of employer search?' })
    .getByRole('button', { name: 'Take it out of search' })
    .click();
  await expect(toast(mine, 'Your profile is out of employer search')).toBeVisible();
  await expect(mine.getByRole('region', { name: 'Employer search' })).toContainText(
    'Your profile is out of employer search',
  );
  expect(await foundBy(elsewhere, candidate)).toBe(0);
});

test('withdrawing recruitment consent in settings withdraws the approval: the organisation loses the name at once', async ({
  page,
  openContext,
}) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  const openRequest = async () => (await openContext()).context.request;
  const organisation = await verifiedOrganisation(page.request, openRequest);
  const candidate = await findableCandidate(openRequest);
  const id = await approvedOpportunity(organisation, candidate, permanentOffer);
  const revealed = async () => {
    const answer = await organisation.employer.get(`/api/employer/opportunities/${id}`, {
      headers: apiHeaders,
    });
    await expectStatus(answer, 200);
    return (await answer.json()) as { status: string; revealed: { fullName: string } | null };
  };
  expect((await revealed()).revealed?.fullName).toBe(candidate.name);

  const mine = await candidatePage(openContext, candidate);
  await mine.goto('/arrsplace/candidate/settings');
  await mine.getByRole('button', { name: 'Withdraw consent: Recruitment representation' }).click();
  const confirm = mine.getByRole('dialog', { name: /Withdraw consent/ });
  await expect(confirm).toContainText('This also withdraws every opportunity you have approved');
  await confirm.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(mine.getByRole('dialog', { name: 'Recruitment Representation Consent' })).toBeVisible();

  expect(await revealed()).toMatchObject({ status: 'withdrawn', revealed: null });
});
