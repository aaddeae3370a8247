import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { OpportunityFormInput } from '../../src/shared/marketplace/opportunity.schemas';
import { createAccount } from './accounts-cli';
import { strongPassword, uniqueEmail } from './accounts-fixtures';
import { apiHeaders, expectStatus, type OpenRequest, signedInRequest, uniqueSuffix } from './api-client';

export type { OpenRequest };

import { expect } from './shell-fixtures';

/**
 * Seeds the admin's opportunity pipeline through the HTTP API only, as the employer and the
 * candidate would in their browsers: a verified organisation, a findable candidate, an opportunity
 * the candidate approved. Each person gets their own cookie jar (`openRequest`).
 */

const headers = apiHeaders;

/** Lower-case letters only, so names read as names: 'qhzkw'. */
function letters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

export interface SeededOrganisation {
  name: string;
  /** The owner's signed-in API client. */
  employer: APIRequestContext;
  /** The owner's e-mail: the opportunities they send name them. */
  ownerEmail: string;
}

/**
 * An employer registers an organisation in Leeds (LS1) and the signed-in `admin` verifies it. ODS
 * codes are unique among live organisations: five random characters keep parallel runs apart.
 */
export async function verifiedOrganisation(
  admin: APIRequestContext,
  openRequest: OpenRequest,
): Promise<SeededOrganisation> {
  const owner = { email: uniqueEmail('opp-employer'), password: strongPassword() };
  await createAccount({ ...owner, role: 'employer', name: 'Esme Employer' });
  const employer = await signedInRequest(openRequest, owner.email, owner.password);
  const suffix = uniqueSuffix();
  const name = `${capitalised(letters(6))} PCN ${suffix}`;
  const registered = await employer.post('/api/employer/organisation', {
    headers,
    data: {
      name,
      type: 'pcn',
      odsCode: `V${suffix}`,
      addressLine: '1 Park Row, Leeds',
      postcode: 'LS1 5AB',
      contactName: 'Esme Employer',
      jobTitle: 'Clinical director',
      phone: '0113 496 0000',
      website: null,
    },
  });
  await expectStatus(registered, 201);
  const { organisation } = (await registered.json()) as { organisation: { id: string } };
  await expectStatus(
    await admin.post(`/api/admin/organisations/${organisation.id}/verify`, { headers, data: {} }),
    200,
  );
  return { name, employer, ownerEmail: owner.email };
}

export interface SeededCandidate {
  name: string;
  email: string;
  /** To sign in as them in a browser. */
  password: string;
  /** The e-mail the candidate gave for employers (their profile's contact details). */
  contactEmail: string;
  request: APIRequestContext;
  /** A qualification title only this candidate has: the employer's search finds them by it. */
  marker: string;
}

/** A portfolio-tier candidate in Leeds (LS1, 30 km) who consented to representation and registered. */
export async function findableCandidate(openRequest: OpenRequest): Promise<SeededCandidate> {
  const account = { email: uniqueEmail('opp-candidate'), password: strongPassword() };
  const name = `${capitalised(letters(6))} ${capitalised(letters(8))}`;
  await createAccount({ ...account, role: 'candidate', name, tier: 'portfolio' });
  const request = await signedInRequest(openRequest, account.email, account.password);
  await expectStatus(await request.post('/api/account/consent/recruitment', { headers }), 200);
  await expectStatus(
    await request.put('/api/candidate/registration', {
      headers,
      data: {
        arrsRole: 'paramedic',
        rolesOfInterest: [],
        profileTier: 'portfolio',
        availableFrom: null,
        workRadiusKm: 30,
        homePostcode: 'LS1 4AP',
      },
    }),
    200,
  );
  const contactEmail = uniqueEmail('opp-contact');
  await expectStatus(
    await request.patch('/api/candidate/profile', {
      headers,
      data: { contactEmail, mobilePhone: '07700 900456' },
    }),
    200,
  );
  const marker = `Marker ${letters(12)}`;
  await expectStatus(
    await request.post('/api/candidate/qualifications', { headers, data: { title: marker } }),
    201,
  );
  return { name, email: account.email, password: account.password, contactEmail, request, marker };
}

export type Offer = Pick<
  OpportunityFormInput,
  'role' | 'employmentType' | 'payBasis' | 'payAmountPence' | 'locumTerms'
>;

/** A start date two months ahead, as the form's date input gives it. */
function startDate(): string {
  return new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The organisation finds the candidate in search, sends `offer`, and the candidate approves it.
 * Returns the opportunity's id.
 */
export async function approvedOpportunity(
  organisation: SeededOrganisation,
  candidate: SeededCandidate,
  offer: Offer,
): Promise<string> {
  const search = await organisation.employer.get(
    `/api/employer/search?${new URLSearchParams({ qualification: candidate.marker, radiusKm: '50' })}`,
  );
  await expectStatus(search, 200);
  const { results } = (await search.json()) as { results: { reference: string }[] };
  expect(results, 'the candidate is found by their marker, alone').toHaveLength(1);
  const [found] = results;
  if (!found) throw new Error('candidate not found');

  const data: OpportunityFormInput = {
    candidateReference: found.reference,
    ...offer,
    location: 'Park Row, Leeds',
    hours: '8 sessions a week',
    startDate: startDate(),
    message: 'We would like to talk about our urgent care team.',
  };
  const sent = await organisation.employer.post('/api/employer/opportunities', { headers, data });
  await expectStatus(sent, 201);
  const { id } = (await sent.json()) as { id: string };
  await expectStatus(
    await candidate.request.post(`/api/candidate/opportunities/${id}/approve`, { headers }),
    200,
  );
  return id;
}

/** An admin move through the API (to set up a later stage the browser then continues from). */
export async function moveAsAdmin(admin: APIRequestContext, id: string, status: string): Promise<void> {
  await expectStatus(
    await admin.post(`/api/admin/opportunities/${id}/status`, { headers, data: { status } }),
    200,
  );
}
