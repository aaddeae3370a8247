import { expect } from 'vitest';
import type {
  CandidateOpportunity,
  EmployerOpportunity,
} from '../../../shared/marketplace/opportunity.schemas';
import { signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  referenceFor,
  type TestEmployer,
  testAddress,
} from '../../test/marketplace.test-utils';

/*
 * Helpers of the opportunities API tests (opportunities-*.routes.test.ts): the app and its clock, an
 * opportunity to send, a candidate who can read their inbox. Each test file builds its own app.
 */

/** The app's clock, which stays put: expiry is tested by moving `expiresAt` in the data instead. */
export const clock = new Date('2026-11-25T10:00:00Z');

export function opportunitiesApp(): Promise<TestApp> {
  return createTestApp({ now: () => clock });
}

/** The body of an employer's opportunity for `candidateReference`, with `overrides`. */
export const offer = (candidateReference: string, overrides: Record<string, unknown> = {}) => ({
  candidateReference,
  role: 'clinical-pharmacist',
  location: 'Headingley, Leeds',
  employmentType: 'permanent',
  payBasis: 'annual_salary',
  payAmountPence: 4_500_000,
  hours: '8 sessions a week',
  startDate: '2027-02-01',
  message: 'We would love to talk about our medicines optimisation work.',
  ...overrides,
});

/** `offer` for `candidate`, by the reference `employer`'s organisation knows them by. */
export async function offerTo(
  t: TestApp,
  employer: TestEmployer,
  candidate: { userId: string },
  overrides: Record<string, unknown> = {},
) {
  return offer(await referenceFor(t, employer, candidate), overrides);
}

/** A candidate who can sign in (for their inbox), findable from Leeds unless placed elsewhere. */
export async function candidateWithClient(t: TestApp, name = 'Cara Candidate', postcode = 'LS1 4AP') {
  const seeded = await buildCandidate(t.database.db, { name, postcode, workRadiusKm: 30 });
  const { client } = await signedInClient(t.app, seeded, false, testAddress());
  return { ...seeded, client };
}

/** The candidate's opportunities, as their inbox lists them. */
export async function inbox(client: Awaited<ReturnType<typeof candidateWithClient>>['client']) {
  const response = await client.get('/api/candidate/opportunities');
  expect(response.statusCode).toBe(200);
  return (response.json() as { opportunities: CandidateOpportunity[] }).opportunities;
}
export const asEmployerOpportunity = (response: { json: () => unknown }) =>
  response.json() as EmployerOpportunity;

/** An opportunity `employer` sent `candidate` (permanent), which the candidate then approved. */
export async function approvedOpportunity(
  t: TestApp,
  employer: TestEmployer,
  candidate: Awaited<ReturnType<typeof candidateWithClient>>,
) {
  const sent = await employer.client.post(
    '/api/employer/opportunities',
    await offerTo(t, employer, candidate),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const opportunity = asEmployerOpportunity(sent);
  const approved = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return opportunity;
}

/** Moves an opportunity along the pipeline as `admin` (e.g. introduced, then placed). */
export async function adminMoves(
  admin: { client: { post: (url: string, body?: unknown) => Promise<{ statusCode: number; body: string }> } },
  opportunityId: string,
  statuses: readonly string[],
) {
  for (const status of statuses) {
    const moved = await admin.client.post(`/api/admin/opportunities/${opportunityId}/status`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}
