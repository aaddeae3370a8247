import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationMessages } from '../../../shared/marketplace/organisation.schemas';
import type { AnonymisedCandidate } from '../../../shared/marketplace/search.schemas';
import { candidateDocuments, files } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  referenceFor,
  searchAs as search,
  signedInAs,
} from '../../test/marketplace.test-utils';

/*
 * The anonymised profile an employer reads, in the search's cards and alone: the listed fields only,
 * and only for employers of a verified organisation. Each test places its candidates in its own area
 * of the country, so the tests do not see each other's candidates.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('the anonymised profile', () => {
  const anonymisedKeys = [
    'reference',
    'arrsRole',
    'rolesOfInterest',
    'profileTier',
    'experienceBand',
    'skills',
    'qualifications',
    'registrationBodies',
    'postcodeDistrict',
    'distanceKm',
    'workRadiusKm',
    'availableFrom',
    'employmentTypes',
    'completionPercentage',
    'completionLabel',
    'videoUrl',
  ].sort();

  it('shows the listed fields only: never name, e-mail, phone, full postcode, photo or files', async () => {
    const candidate = await buildCandidate(t.database.db, {
      name: 'Zanele Uniquename',
      email: 'zanele.unique@example.test',
      postcode: 'BA1 1AA',
      skills: ['Medication reviews', 'Asthma clinics'],
      qualifications: ['MPharm'],
    });
    const employer = await employerWithOrganisation(t, { postcode: 'BA2 3AA' });
    const body = await search(employer, {});
    const reference = await referenceFor(t, employer, candidate);
    const card = body.results.find((result) => result.reference === reference);
    expect(card).toBeDefined();
    expect(Object.keys(card ?? {}).sort()).toEqual(anonymisedKeys);
    expect(card).toMatchObject({
      postcodeDistrict: 'BA1',
      skills: ['Medication reviews', 'Asthma clinics'],
      qualifications: [{ title: 'MPharm', yearAwarded: 2015 }],
      videoUrl: null,
    });
    const text = JSON.stringify(body);
    for (const secret of [
      'Zanele',
      'Uniquename',
      'zanele.unique',
      '07700',
      '900123',
      'BA1 1AA',
      candidate.userId,
      'University of Leeds',
    ])
      expect(text).not.toContain(secret);

    const profile = await employer.client.get(`/api/employer/candidates/${reference}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json() as AnonymisedCandidate).toEqual(card);
    // No video allowed: none served.
    expect((await employer.client.get(`/api/employer/candidates/${reference}/video`)).statusCode).toBe(404);
  });

  it('gives each candidate on a page their own skills, qualifications, registration bodies and label', async () => {
    const db = t.database.db;
    const area = { postcode: 'EX1 1AA' };
    const first = await buildCandidate(db, {
      ...area,
      skills: ['Minor illness', 'Triage', 'Wound care'],
      qualifications: ['BSc Paramedic Science'],
    });
    const second = await buildCandidate(db, { ...area, skills: ['Social prescribing'] });
    const third = await buildCandidate(db, area);
    const [file] = await db
      .insert(files)
      .values({
        userId: second.userId,
        kind: 'document',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `test/${second.userId}`,
        fileName: 'registration.pdf',
        createdAt: new Date(),
      })
      .returning();
    await db.insert(candidateDocuments).values({
      userId: second.userId,
      documentType: 'professional_registration',
      registrationBody: 'HCPC',
      registrationNumber: 'PA54321',
      fileId: file?.id ?? '',
    });
    const employer = await employerWithOrganisation(t, { postcode: 'EX2 4AA' });
    const body = await search(employer, {});
    const card = async (candidate: { userId: string }) => {
      const reference = await referenceFor(t, employer, candidate);
      return body.results.find((result) => result.reference === reference);
    };
    expect(await card(first)).toMatchObject({
      skills: ['Minor illness', 'Triage', 'Wound care'],
      qualifications: [{ title: 'BSc Paramedic Science', yearAwarded: 2015 }],
      registrationBodies: [],
    });
    expect(await card(second)).toMatchObject({
      skills: ['Social prescribing'],
      qualifications: [],
      registrationBodies: ['HCPC'],
    });
    expect(await card(third)).toMatchObject({ skills: [], qualifications: [], registrationBodies: [] });
    // The CV dialog reads the same lists for one candidate.
    const profile = await employer.client.get(
      `/api/employer/candidates/${await referenceFor(t, employer, second)}`,
    );
    expect(profile.json() as AnonymisedCandidate).toEqual(await card(second));
  });

  it('is refused to employers whose organisation is not verified, saying why', async () => {
    // Any reference: the organisation's status is refused before the reference is looked at.
    const urls = ['/api/employer/search', `/api/employer/candidates/${randomUUID()}`];
    const refusal = async (client: Awaited<ReturnType<typeof signedInAs>>['client'], url: string) => {
      const response = await client.get(url);
      expect(response.statusCode).toBe(403);
      return (response.json() as { error: { code: string; message: string } }).error;
    };
    const messages = {
      pending: organisationMessages.notVerified,
      rejected: organisationMessages.verificationRejected,
      revoked: organisationMessages.verificationRevoked,
    };
    for (const status of ['pending', 'rejected', 'revoked'] as const) {
      const employer = await employerWithOrganisation(t, { postcode: 'BA2 3AA', status });
      for (const url of urls) {
        expect(await refusal(employer.client, url)).toMatchObject({
          code: 'ORGANISATION_NOT_VERIFIED',
          message: messages[status],
        });
      }
    }
    // An employer who has not registered an organisation is told to register it, not to wait.
    const unregistered = await signedInAs(t, { role: 'employer', name: 'Una Registered' });
    for (const url of urls) {
      expect(await refusal(unregistered.client, url)).toMatchObject({
        code: 'ORGANISATION_NOT_VERIFIED',
        message: organisationMessages.notRegistered,
      });
    }
  });
});
