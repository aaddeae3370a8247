import { expect } from 'vitest';
import type { CandidateApplication } from '../../../shared/marketplace/application.schemas';
import type { EmployerOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import { signedInClient, type TestClient } from '../../test/accounts.test-utils';
import {
  buildCandidate,
  type CandidateSeed,
  employerWithOrganisation,
  type TestEmployer,
  testAddress,
} from '../../test/marketplace.test-utils';
import { pastEarlyAccess, postVacancy, type VacanciesApp } from './vacancies.test-utils';

/*
 * Helpers of the applications API tests (applications-*.routes.test.ts): an organisation with an open
 * vacancy, a candidate who can sign in, and applying.
 */

export const coverNote = 'I have run structured medication reviews in two PCNs and would love to join.';

/**
 * A verified organisation in Leeds with one open vacancy (`overrides` change the advert), published
 * long enough ago that anyone may apply.
 */
export async function organisationWithVacancy(t: VacanciesApp, overrides: Record<string, unknown> = {}) {
  const employer = await employerWithOrganisation(t, { name: 'Aire Valley PCN' });
  const vacancy = await postVacancy(employer, overrides);
  await pastEarlyAccess(t, vacancy.id);
  return { employer, vacancy };
}

/** A registered candidate with recruitment consent (unless the seed says otherwise), signed in. */
export async function applicant(t: VacanciesApp, seed: CandidateSeed = {}) {
  const account = await buildCandidate(t.database.db, { name: 'Aisha Applicant', ...seed });
  const { client } = await signedInClient(t.app, account, false, testAddress());
  return { ...account, client };
}
export type Applicant = Awaited<ReturnType<typeof applicant>>;

/** POST /api/candidate/applications as `candidate`; the response, for the caller to check. */
export function applyAs(candidate: { client: TestClient }, vacancyId: string, note = coverNote) {
  return candidate.client.post('/api/candidate/applications', { vacancyId, coverNote: note });
}

/** Applies; the answer must be 201. */
export async function applied(candidate: { client: TestClient }, vacancyId: string) {
  const response = await applyAs(candidate, vacancyId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CandidateApplication;
}

export async function applicantsOf(employer: TestEmployer, vacancyId: string) {
  const response = await employer.client.get(`/api/employer/vacancies/${vacancyId}/applicants`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { applicants: EmployerOpportunity[] }).applicants;
}

export async function applicationsOf(candidate: { client: TestClient }) {
  const response = await candidate.client.get('/api/candidate/applications');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { applications: CandidateApplication[] }).applications;
}
