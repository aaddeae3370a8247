import { expect } from 'vitest';
import type { OrganisationStatus } from '../../shared/marketplace/organisation.schemas';
import type { SearchResponse } from '../../shared/marketplace/search.schemas';
import type { Database } from '../db/database';
import { createCandidatesRepository } from '../features/candidates/candidates.repository';
import { createCandidateReferencesRepository } from '../features/marketplace/candidate-references.repository';
import { createOrganisationsRepository } from '../features/marketplace/organisations.repository';
import { locate } from '../geo/outcodes';
import {
  type AccountFactoryOptions,
  buildAccount,
  registerCandidate,
  signedInClient,
} from './accounts.test-utils';
import type { TestApp } from './app.test-utils';

let nextAddress = 0;
/** A distinct client address per signed-in test user, so per-address limits never meet. */
export function testAddress(): string {
  nextAddress += 1;
  return `10.${200 + ((nextAddress >> 16) % 50)}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** A new account of the given kind, signed in (admins with TOTP enrolled). */
export async function signedInAs(t: TestApp, options: AccountFactoryOptions = {}) {
  const account = await buildAccount(t.database.db, options);
  const admin =
    options.role === 'admin' || options.role === 'master_admin' || options.role === 'system_admin';
  const { client } = await signedInClient(t.app, account, admin, testAddress());
  return { client, account };
}

/**
 * A new candidate, signed in and through the registration step (a paramedic in Bristol, portfolio
 * tier), as the upload tests need: after it the candidate can upload photos, video and documents.
 */
export async function registeredCandidate(t: TestApp, options: AccountFactoryOptions = {}) {
  const { client, account } = await signedInAs(t, { ...options, role: 'candidate' });
  const registration = await registerCandidate(client);
  expect(registration.statusCode).toBe(200);
  return { client, account };
}

let nextOds = 0;
/** A unique, well-formed ODS code for a test organisation. */
export function testOdsCode(): string {
  nextOds += 1;
  return `T${String(nextOds).padStart(5, '0')}`;
}

/** An organisation owned by `ownerId`, straight into the database, in the status asked for. */
export async function buildOrganisation(
  db: Database,
  ownerId: string,
  options: { status?: OrganisationStatus; postcode?: string; name?: string; odsCode?: string } = {},
) {
  const postcode = options.postcode ?? 'LS6 2AA';
  const centroid = locate(postcode);
  if (!centroid) throw new Error(`no centroid for ${postcode}`);
  const repository = createOrganisationsRepository({ db });
  const at = new Date();
  const row = await repository.create(
    {
      name: options.name ?? 'Headingley Primary Care Network',
      type: 'pcn',
      odsCode: options.odsCode ?? testOdsCode(),
      addressLine: '1 Test Street, Leeds',
      postcode,
      contactName: 'Pat Manager',
      jobTitle: 'PCN manager',
      phone: '0113 496 0000',
      website: null,
      ...centroid,
    },
    ownerId,
    at,
  );
  if (!row) throw new Error('organisation not created (ODS code taken?)');
  if (options.status && options.status !== 'pending') {
    const from = ['pending'] as const;
    await repository.setStatus(row.id, { from, to: options.status, reason: null, by: ownerId, at });
  }
  return row;
}

/** A signed-in employer whose organisation is in the given status (verified by default). */
export async function employerWithOrganisation(
  t: TestApp,
  options: Parameters<typeof buildOrganisation>[2] & { employerName?: string } = {},
) {
  const { client, account } = await signedInAs(t, {
    role: 'employer',
    name: options.employerName ?? 'Erin Employer',
  });
  const organisation = await buildOrganisation(t.database.db, account.userId, {
    ...options,
    status: options.status ?? 'verified',
  });
  return { client, account, organisation };
}

export type TestEmployer = Awaited<ReturnType<typeof employerWithOrganisation>>;

/** GET /api/employer/search as `employer` with `query`; the answer must be 200. */
export async function searchAs(employer: TestEmployer, query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await employer.client.get(`/api/employer/search?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResponse;
}

export interface CandidateSeed extends AccountFactoryOptions {
  postcode?: string;
  workRadiusKm?: number | null;
  arrsRole?: string;
  rolesOfInterest?: string[];
  experienceBand?: string | null;
  availableFrom?: string | null;
  employmentTypes?: string[];
  completionPercentage?: number;
  skills?: string[];
  qualifications?: string[];
  registered?: boolean;
}

/**
 * A candidate with a saved profile, straight into the database (fast): registered, portfolio tier,
 * with consent, in LS1 with a 25 km radius unless told otherwise. Returns the account; an
 * organisation's reference for them comes from `referenceFor`.
 */
export async function buildCandidate(db: Database, seed: CandidateSeed = {}) {
  const account = await buildAccount(db, { role: 'candidate', tier: seed.tier ?? 'portfolio', ...seed });
  const repository = createCandidatesRepository({ db });
  const at = new Date();
  const postcode = seed.postcode ?? 'LS1 4AP';
  await repository.saveProfile(
    account.userId,
    {
      arrsRole: seed.arrsRole ?? 'clinical-pharmacist',
      rolesOfInterest: seed.rolesOfInterest ?? [],
      experienceBand: seed.experienceBand === undefined ? '3_5' : seed.experienceBand,
      availableFrom: seed.availableFrom ?? null,
      workRadiusKm: seed.workRadiusKm === undefined ? 25 : seed.workRadiusKm,
      employmentTypes: seed.employmentTypes ?? ['permanent'],
      ...(seed.registered === false ? {} : { registrationCompletedAt: at }),
    },
    { homePostcode: postcode, mobilePhone: '07700 900123' },
    at,
  );
  const location = locate(postcode);
  await repository.setDerivedFields(account.userId, {
    completionPercentage: seed.completionPercentage ?? 50,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  });
  for (const name of seed.skills ?? [])
    await repository.addItem('skills', account.userId, { name, description: '' }, 30, at);
  for (const title of seed.qualifications ?? [])
    await repository.addItem(
      'qualifications',
      account.userId,
      { title, institution: 'University of Leeds', yearAwarded: 2015, description: '' },
      30,
      at,
    );
  if (!(await repository.findProfile(account.userId))?.registrationCompletedAt && seed.registered !== false)
    throw new Error('candidate profile not saved');
  return account;
}

/**
 * The reference `employer`'s organisation knows `candidate` by (issued as search would issue it):
 * each organisation has its own.
 */
export async function referenceFor(t: TestApp, employer: TestEmployer, candidate: { userId: string }) {
  const references = await createCandidateReferencesRepository({ db: t.database.db }).issue(
    employer.organisation.id,
    [candidate.userId],
  );
  const reference = references.get(candidate.userId);
  if (!reference) throw new Error('no reference issued');
  return reference;
}
