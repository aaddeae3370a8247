import type { APIRequestContext, Page } from '@playwright/test';
import type { ProfileTier } from '../../src/shared/accounts/roles';
import type { EmploymentType, ExperienceBand } from '../../src/shared/candidates/profile.schemas';
import { financialYearOf } from '../../src/shared/marketplace/opportunity.schemas';
import { createAccount } from './accounts-cli';
import { strongPassword, uniqueEmail } from './accounts-fixtures';
import { apiHeaders, expectStatus, type OpenRequest, signedInRequest, uniqueSuffix } from './api-client';
import { signInAndEnrolAdminThroughApi } from './api-sessions';

export type { OpenRequest };

import { expect } from './shell-fixtures';
import { candidateAreaTours, completeToursThrough } from './tours';

/**
 * The employer side of the marketplace, set up through the server's own HTTP API as each person would
 * in their browser: a verified organisation and findable candidates, each with their own cookie jar.
 * Requests go to the consultancy host (Node does not resolve arrsplace.localhost as Chromium does)
 * and carry its Origin, as the API checks on every state-changing request.
 */
const headers = apiHeaders;

/**
 * An admin enrolled in two-factor authentication in `page` (on the consultancy host), on the admin
 * dashboard; the page's request acts as them.
 */
export async function signedInAdmin(page: Page): Promise<APIRequestContext> {
  const admin = { email: uniqueEmail('market-admin'), password: strongPassword() };
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });
  await signInAndEnrolAdminThroughApi(page, admin.email, admin.password);
  return page.request;
}

export interface VerifiedEmployer {
  email: string;
  password: string;
  /** The owner's signed-in API client. */
  request: APIRequestContext;
  organisationName: string;
  addressLine: string;
  postcode: string;
}

/** An employer who registered an organisation at `postcode`, which waits for verification. */
export async function registeredEmployer(
  openRequest: OpenRequest,
  { postcode = 'LS1 5AB', addressLine = '1 Park Row, Leeds' } = {},
): Promise<VerifiedEmployer & { organisationId: string }> {
  const owner = { email: uniqueEmail('market-employer'), password: strongPassword() };
  await createAccount({ ...owner, role: 'employer', name: 'Esme Employer' });
  const employer = await signedInRequest(openRequest, owner.email, owner.password);
  const suffix = uniqueSuffix();
  const organisationName = `Kirkstall PCN ${suffix}`;
  const registered = await employer.post('/api/employer/organisation', {
    headers,
    data: {
      name: organisationName,
      type: 'pcn',
      odsCode: `W${suffix}`,
      addressLine,
      postcode,
      contactName: 'Esme Employer',
      jobTitle: 'Clinical director',
      phone: '0113 496 0000',
      website: null,
    },
  });
  await expectStatus(registered, 201);
  const { organisation } = (await registered.json()) as { organisation: { id: string } };
  return {
    ...owner,
    request: employer,
    organisationName,
    addressLine,
    postcode,
    organisationId: organisation.id,
  };
}

/** An employer who registered an organisation at `postcode`, verified by `admin`. */
export async function verifiedEmployer(
  admin: APIRequestContext,
  openRequest: OpenRequest,
  location: { postcode?: string; addressLine?: string } = {},
): Promise<VerifiedEmployer> {
  const { organisationId, ...employer } = await registeredEmployer(openRequest, location);
  await expectStatus(
    await admin.post(`/api/admin/organisations/${organisationId}/verify`, { headers, data: {} }),
    200,
  );
  return employer;
}

/** The admin sets the ARRS maximum reimbursable amount of a role for this financial year. */
export async function setReimbursementRate(
  admin: APIRequestContext,
  role: string,
  maxAnnualPence: number,
): Promise<string> {
  const financialYear = financialYearOf(new Date());
  await expectStatus(
    await admin.put('/api/admin/reimbursement-rates', {
      headers,
      data: { role, financialYear, maxAnnualPence },
    }),
    200,
  );
  return financialYear;
}

export interface CandidateSetup {
  name: string;
  role: string;
  homePostcode: string;
  workRadiusKm: number;
  tier?: Exclude<ProfileTier, 'community'>;
  experienceBand?: ExperienceBand;
  employmentTypes?: EmploymentType[];
  availableFrom?: string | null;
  skills?: string[];
  qualifications?: { title: string; yearAwarded: number | null }[];
  /**
   * How much more of the profile to fill in: 'most' every single field (about 63 %), 'complete' those
   * and three detailed skills, qualifications and jobs (about 81 %: early access needs 80 %).
   */
  profile?: 'most' | 'complete';
  /** Sessions a week the professional wants. */
  sessionsPerWeek?: number;
}

export interface FindableCandidate {
  name: string;
  email: string;
  /** To sign in as them in a browser. */
  password: string;
  request: APIRequestContext;
}

/**
 * A candidate verified employers can find: consented to representation, registered with a role,
 * postcode and work radius, and given the profile details of `setup`.
 */
export async function findableCandidate(
  openRequest: OpenRequest,
  setup: CandidateSetup,
): Promise<FindableCandidate> {
  const account = { email: uniqueEmail('market-candidate'), password: strongPassword() };
  const tier = setup.tier ?? 'portfolio';
  await createAccount({ ...account, role: 'candidate', name: setup.name, tier });
  const request = await signedInRequest(openRequest, account.email, account.password);
  await expectStatus(await request.post('/api/account/consent/recruitment', { headers }), 200);
  await expectStatus(
    await request.put('/api/candidate/registration', {
      headers,
      data: {
        arrsRole: setup.role,
        rolesOfInterest: [],
        profileTier: tier,
        availableFrom: setup.availableFrom ?? null,
        workRadiusKm: setup.workRadiusKm,
        homePostcode: setup.homePostcode,
      },
    }),
    200,
  );
  await expectStatus(
    await request.patch('/api/candidate/profile', {
      headers,
      data: {
        experienceBand: setup.experienceBand ?? null,
        employmentTypes: setup.employmentTypes ?? [],
        mobilePhone: '07700 900123',
        ...(setup.sessionsPerWeek ? { sessionsPerWeek: setup.sessionsPerWeek } : {}),
      },
    }),
    200,
  );
  if (setup.profile) await fillProfile(request, account.email, setup);
  for (const name of setup.skills ?? []) {
    await expectStatus(await request.post('/api/candidate/skills', { headers, data: { name } }), 201);
  }
  for (const qualification of setup.qualifications ?? []) {
    await expectStatus(
      await request.post('/api/candidate/qualifications', { headers, data: qualification }),
      201,
    );
  }
  // The dashboard's and the documents page's tours would cover the page when a journey signs the
  // candidate in to answer (the main tour starts by itself on the dashboard).
  await completeToursThrough(request, candidateAreaTours);
  return { name: setup.name, email: account.email, password: account.password, request };
}

const detail = 'Described in enough detail for the profile to count it in full, as a real one would be.';

/** Fills in the rest of a candidate's profile through the API (see `CandidateSetup.profile`). */
async function fillProfile(request: APIRequestContext, email: string, setup: CandidateSetup) {
  await expectStatus(
    await request.patch('/api/candidate/profile', {
      headers,
      data: {
        strapline: 'Independent prescriber in primary care',
        experienceBand: setup.experienceBand ?? '3_5',
        availableFrom: setup.availableFrom ?? new Date().toISOString().slice(0, 10),
        employmentTypes: setup.employmentTypes?.length ? setup.employmentTypes : ['permanent'],
        contactEmail: email,
      },
    }),
    200,
  );
  if (setup.profile === 'most') return;
  for (const n of [1, 2, 3]) {
    const items = {
      skills: { name: `Skill ${n}`, description: detail },
      qualifications: { title: `Qualification ${n}`, yearAwarded: 2015, description: detail },
      experience: { jobTitle: `Pharmacist ${n}`, organisation: 'A PCN', description: detail },
    };
    for (const [list, data] of Object.entries(items))
      await expectStatus(await request.post(`/api/candidate/${list}`, { headers, data }), 201);
  }
}

/** A start date two months ahead, as the form's date input gives it. */
function startDate(): string {
  return new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The employer finds the one candidate holding `qualification` within `radiusKm` and sends them an
 * opportunity for `role` (a permanent salary); returns its id.
 */
export async function sendOpportunity(
  employer: VerifiedEmployer,
  {
    qualification,
    role,
    payAmountPence = 4_500_000,
    radiusKm = 25,
  }: {
    qualification: string;
    role: string;
    payAmountPence?: number;
    radiusKm?: number;
  },
): Promise<string> {
  const search = await employer.request.get(
    `/api/employer/search?${new URLSearchParams({ qualification, radiusKm: String(radiusKm) })}`,
  );
  await expectStatus(search, 200);
  const { results } = (await search.json()) as { results: { reference: string }[] };
  expect(results, `one candidate holds ${qualification}`).toHaveLength(1);
  const sent = await employer.request.post('/api/employer/opportunities', {
    headers,
    data: {
      candidateReference: results[0]?.reference,
      role,
      location: `${employer.addressLine}, ${employer.postcode}`,
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmountPence,
      hours: '8 sessions a week',
      startDate: startDate(),
      message: '',
    },
  });
  await expectStatus(sent, 201);
  return ((await sent.json()) as { id: string }).id;
}

/** The candidate answers an opportunity ('approve' or 'decline'), as from their inbox. */
export async function answerOpportunity(
  candidate: FindableCandidate,
  id: string,
  answer: 'approve' | 'decline',
): Promise<void> {
  await expectStatus(
    await candidate.request.post(`/api/candidate/opportunities/${id}/${answer}`, {
      headers,
      // Declining takes an optional reason; approving takes no body.
      ...(answer === 'decline' ? { data: {} } : {}),
    }),
    200,
  );
}

/** An admin move along the pipeline (e.g. 'introduced', which only our team makes). */
export async function moveAsAdmin(admin: APIRequestContext, id: string, status: string): Promise<void> {
  await expectStatus(
    await admin.post(`/api/admin/opportunities/${id}/status`, { headers, data: { status } }),
    200,
  );
}

export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The candidate uploads their photo or video introduction. */
export async function uploadMedia(
  candidate: FindableCandidate,
  slot: 'photo' | 'video',
  file: UploadedFile,
): Promise<void> {
  await expectStatus(
    await candidate.request.post(`/api/candidate/${slot}`, { headers, multipart: { file } }),
    200,
  );
}

/** The candidate uploads a document (its details, as multipart fields, come before the file). */
export async function uploadDocument(
  candidate: FindableCandidate,
  fields: { documentType: string; registrationBody?: string; registrationNumber?: string },
  file: UploadedFile,
): Promise<void> {
  await expectStatus(
    await candidate.request.post('/api/candidate/documents', { headers, multipart: { ...fields, file } }),
    201,
  );
}

/** The candidate lets verified employers watch their video before any approval (or stops it). */
export async function showVideoToEmployers(candidate: FindableCandidate, visible: boolean): Promise<void> {
  await expectStatus(
    await candidate.request.patch('/api/candidate/profile', {
      headers,
      data: { videoVisibleToEmployers: visible },
    }),
    200,
  );
}
