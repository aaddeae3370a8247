import type { APIRequestContext } from '@playwright/test';
import type { OpportunityFormInput } from '../../src/shared/marketplace/opportunity.schemas';
import { createAccount } from './accounts-cli';
import { strongPassword, uniqueEmail } from './accounts-fixtures';
import { freshTotpCode, secretOf } from './accounts-totp';
import { apiHeaders, expectStatus, type OpenRequest, signedInRequest, uniqueSuffix } from './api-client';

export type { OpenRequest };

import { expect } from './shell-fixtures';

/**
 * The employer's side of an opportunity through the real HTTP API, for journeys whose subject is
 * the candidate in the browser: an approved employer registers an organisation, an admin (TOTP
 * enrolled through the API) verifies it, and the employer finds the candidate in search and sends
 * offers. Each person has their own cookie jar (a browser context's `request`).
 */

const headers = apiHeaders;

/** An admin signed in through the API, TOTP enrolled (admins may do nothing else before). */
async function enrolledAdmin(openRequest: OpenRequest): Promise<APIRequestContext> {
  const account = { email: uniqueEmail('opp-verifier'), password: strongPassword() };
  await createAccount({ ...account, role: 'admin', name: 'Vera Verifier' });
  const admin = await signedInRequest(openRequest, account.email, account.password);
  const enable = await admin.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: account.password },
  });
  await expectStatus(enable, 200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  await expectStatus(
    await admin.post('/api/auth/two-factor/verify-totp', {
      headers,
      data: { code: await freshTotpCode(secretOf(totpURI)) },
    }),
    200,
  );
  return admin;
}

export interface VerifiedEmployer {
  organisationName: string;
  odsCode: string;
  /** The owner's signed-in API client. */
  request: APIRequestContext;
}

/** An approved employer whose organisation in Bristol (BS1) an admin has verified. */
export async function verifiedEmployer(openRequest: OpenRequest, label: string): Promise<VerifiedEmployer> {
  const owner = { email: uniqueEmail('opp-employer'), password: strongPassword() };
  await createAccount({ ...owner, role: 'employer', name: 'Esme Employer' });
  const request = await signedInRequest(openRequest, owner.email, owner.password);
  const suffix = uniqueSuffix();
  const organisationName = `${label} PCN ${suffix}`;
  const odsCode = `W${suffix}`;
  const registered = await request.post('/api/employer/organisation', {
    headers,
    data: {
      name: organisationName,
      type: 'pcn',
      odsCode,
      addressLine: '1 Broad Quay, Bristol',
      postcode: 'BS1 4DJ',
      contactName: 'Esme Employer',
      jobTitle: 'Clinical director',
      phone: '0117 496 0000',
      website: null,
    },
  });
  await expectStatus(registered, 201);
  const { organisation } = (await registered.json()) as { organisation: { id: string } };
  const admin = await enrolledAdmin(openRequest);
  await expectStatus(
    await admin.post(`/api/admin/organisations/${organisation.id}/verify`, { headers, data: {} }),
    200,
  );
  return { organisationName, odsCode, request };
}

/**
 * Gives the signed-in candidate a qualification no one else has, so an employer's search finds
 * them alone among the other journeys' candidates. Returns its title.
 */
export async function addSearchMarker(candidate: APIRequestContext): Promise<string> {
  const marker = `Marker ${uniqueSuffix()}${uniqueSuffix()}`;
  await expectStatus(
    await candidate.post('/api/candidate/qualifications', { headers, data: { title: marker } }),
    201,
  );
  return marker;
}

/** The candidate references the employer's search finds for `marker` (empty when hidden). */
export async function searchByMarker(employer: VerifiedEmployer, marker: string): Promise<string[]> {
  const search = await employer.request.get(
    `/api/employer/search?${new URLSearchParams({ qualification: marker, radiusKm: '50' })}`,
  );
  await expectStatus(search, 200);
  const { results } = (await search.json()) as { results: { reference: string }[] };
  return results.map((result) => result.reference);
}

export type Offer = Pick<
  OpportunityFormInput,
  'role' | 'employmentType' | 'payBasis' | 'payAmountPence' | 'hours' | 'message' | 'locumTerms'
>;

export interface SentOpportunity {
  id: string;
  startDate: string;
}

/** The employer finds the candidate by their marker and sends `offer`. */
export async function sendOpportunity(
  employer: VerifiedEmployer,
  marker: string,
  offer: Offer,
): Promise<SentOpportunity> {
  const found = await searchByMarker(employer, marker);
  expect(found, 'the candidate is found by their marker, alone').toHaveLength(1);
  const [candidateReference = ''] = found;
  const startDate = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const sent = await employer.request.post('/api/employer/opportunities', {
    headers,
    data: { candidateReference, location: 'Broad Quay, Bristol', startDate, ...offer },
  });
  await expectStatus(sent, 201);
  const { id } = (await sent.json()) as { id: string };
  return { id, startDate };
}

/** What the employer sees of one opportunity (status, and who the candidate is only when approved). */
export async function employerView(
  employer: VerifiedEmployer,
  id: string,
): Promise<{ status: string; revealed: { fullName: string } | null; text: string }> {
  const response = await employer.request.get(`/api/employer/opportunities/${id}`);
  await expectStatus(response, 200);
  const text = await response.text();
  const body = JSON.parse(text) as { status: string; revealed: { fullName: string } | null };
  return { status: body.status, revealed: body.revealed, text };
}
