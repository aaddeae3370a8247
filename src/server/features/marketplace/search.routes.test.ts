import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../shared/marketplace/search.schemas';
import { candidateDocuments, files } from '../../db/schema';
import { distanceKm, locate } from '../../geo/outcodes';
import { signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  referenceFor,
  searchAs as search,
  type TestEmployer,
  testAddress,
} from '../../test/marketplace.test-utils';

/*
 * Search: who can be found, both-ways distance on GB postcode districts,
 * ranking, filters and the candidate's own hide list (the anonymised profile in its cards:
 * candidate-profile.routes.test.ts). Each test places its
 * candidates in its own area of the country, so the tests do not see each other's candidates.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const references = (body: SearchResponse) => body.results.map((result) => result.reference);
/** The reference `employer`'s organisation knows `candidate` by. */
const ref = (employer: TestEmployer, candidate: { userId: string }) => referenceFor(t, employer, candidate);
const km = (from: string, to: string) => {
  const a = locate(from);
  const b = locate(to);
  if (!a || !b) throw new Error(`unknown district ${from} or ${to}`);
  return distanceKm(a, b);
};

describe('distance on GB postcode districts, both ways', () => {
  it('finds a candidate in LS1 with a 10 km radius from LS6, and not from M1', async () => {
    expect(km('LS1', 'LS6')).toBeLessThan(10);
    expect(km('LS1', 'M1')).toBeGreaterThan(50);
    const candidate = await buildCandidate(t.database.db, { postcode: 'LS1 4AP', workRadiusKm: 10 });
    const employer = await employerWithOrganisation(t, { postcode: 'LS6 2AA' });
    const reference = await ref(employer, candidate);
    expect(references(await search(employer, { postcode: 'LS6', radiusKm: 15 }))).toContain(reference);
    expect(references(await search(employer, { postcode: 'M1 1AE', radiusKm: 200 }))).not.toContain(
      reference,
    );
  });

  it('needs the employer within the candidate’s own radius too, not only the candidate within the employer’s', async () => {
    // LS1 → LS6 is a few km; LS1 → Wetherby (LS22) is further than a 5 km radius but within 25 km.
    const near = km('LS1', 'LS22');
    expect(near).toBeGreaterThan(5);
    expect(near).toBeLessThan(25);
    const stayClose = await buildCandidate(t.database.db, { postcode: 'LS1 4AP', workRadiusKm: 5 });
    const travels = await buildCandidate(t.database.db, { postcode: 'LS1 4AP', workRadiusKm: 30 });
    const employer = await employerWithOrganisation(t, { postcode: 'LS22 6AA' });
    const found = references(await search(employer, { radiusKm: 25 }));
    expect(found).toContain(await ref(employer, travels));
    expect(found).not.toContain(await ref(employer, stayClose));
    // The employer's radius binds as well.
    expect(references(await search(employer, { radiusKm: 5 }))).not.toContain(await ref(employer, travels));
  });

  it('searches from the organisation’s own postcode by default and says so', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'YO1 7HH' });
    const body = await search(employer, {});
    expect(body.origin).toEqual({ postcodeDistrict: 'YO1', radiusKm: 25 });
  });

  it('answers an unknown district or a malformed postcode with 400 and a clear message', async () => {
    const employer = await employerWithOrganisation(t);
    const unknown = await employer.client.get('/api/employer/search?postcode=BT1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('We could not find that postcode district');
    const malformed = await employer.client.get('/api/employer/search?postcode=12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Please enter a valid UK postcode or postcode district');
    expect((await employer.client.get('/api/employer/search?radiusKm=0')).statusCode).toBe(400);
  });
});

describe('who can be found', () => {
  it('only approved portfolio and active_seeker candidates with consent, a location and a radius', async () => {
    const area = { postcode: 'EX1 1AA' };
    const db = t.database.db;
    const visible = await buildCandidate(db, { ...area, tier: 'portfolio' });
    const seeker = await buildCandidate(db, { ...area, tier: 'active_seeker' });
    const hiddenOnes = [
      await buildCandidate(db, { ...area, tier: 'community' }),
      await buildCandidate(db, { ...area, recruitmentConsent: false }),
      await buildCandidate(db, { ...area, workRadiusKm: null }),
      await buildCandidate(db, { ...area, approved: false }),
      await buildCandidate(db, { ...area, suspended: true }),
      await buildCandidate(db, { ...area, registered: false }),
      // A postcode outside the GB district data has no location.
      await buildCandidate(db, { postcode: 'BT1 1AA' }),
    ];
    const employer = await employerWithOrganisation(t, { postcode: 'EX1 2AA' });
    const found = references(await search(employer, { radiusKm: 200 }));
    expect(found).toEqual(
      expect.arrayContaining([await ref(employer, visible), await ref(employer, seeker)]),
    );
    for (const candidate of hiddenOnes) {
      const reference = await ref(employer, candidate);
      expect(found).not.toContain(reference);
      const profile = await employer.client.get(`/api/employer/candidates/${reference}`);
      expect(profile.statusCode).toBe(404);
    }
  });

  it('never shows a candidate to an organisation they hide from, by ODS code; others still see them', async () => {
    // A candidate in Norwich who can sign in to manage their hide list.
    const seeded = await buildCandidate(t.database.db, {
      postcode: 'NR2 1AA',
      workRadiusKm: 30,
      arrsRole: 'paramedic',
      employmentTypes: ['locum'],
      completionPercentage: 40,
    });
    const candidate = { client: (await signedInClient(t.app, seeded, false, testAddress())).client };
    const current = await employerWithOrganisation(t, { postcode: 'NR1 1AA', name: 'Current Practice' });
    const other = await employerWithOrganisation(t, { postcode: 'NR1 1AA', name: 'Other PCN' });
    const reference = await ref(current, seeded);

    const lookup = await candidate.client.get('/api/candidate/organisation-lookup?q=current');
    expect(lookup.json()).toEqual({
      organisations: expect.arrayContaining([
        { odsCode: current.organisation.odsCode, name: 'Current Practice', postcodeDistrict: 'NR1' },
      ]),
    });
    const hidden = await candidate.client.post('/api/candidate/hidden-organisations', {
      odsCode: current.organisation.odsCode.toLowerCase(),
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      hidden: [{ odsCode: current.organisation.odsCode, organisationName: 'Current Practice' }],
    });
    // An organisation not on the platform yet can be hidden by its code.
    await candidate.client.post('/api/candidate/hidden-organisations', { odsCode: 'Z99999' });

    expect(references(await search(current, {}))).not.toContain(reference);
    expect((await current.client.get(`/api/employer/candidates/${reference}`)).statusCode).toBe(404);
    expect(references(await search(other, {}))).toContain(await ref(other, seeded));

    const removed = await candidate.client.delete(
      `/api/candidate/hidden-organisations/${current.organisation.odsCode}`,
    );
    expect(removed.json()).toEqual({ hidden: [{ odsCode: 'Z99999', organisationName: null }] });
    expect(references(await search(current, {}))).toContain(reference);
    expect(
      (await candidate.client.post('/api/candidate/hidden-organisations', { odsCode: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('ranking, filters and paging', () => {
  it('ranks active seekers first, then profiles with enhanced ranking (40 % or more), then the nearest', async () => {
    const db = t.database.db;
    const portfolioComplete = await buildCandidate(db, { postcode: 'CB1 1AA', completionPercentage: 95 });
    const seekerThinNear = await buildCandidate(db, {
      postcode: 'CB1 1AA',
      tier: 'active_seeker',
      completionPercentage: 39,
    });
    const seekerFar = await buildCandidate(db, {
      postcode: 'CB4 1AA',
      tier: 'active_seeker',
      completionPercentage: 40,
    });
    const seekerNear = await buildCandidate(db, {
      postcode: 'CB1 1AA',
      tier: 'active_seeker',
      completionPercentage: 40,
    });
    const seekerCompleteFar = await buildCandidate(db, {
      postcode: 'CB4 1AA',
      tier: 'active_seeker',
      completionPercentage: 80,
    });
    expect(km('CB1', 'CB1')).toBeLessThan(km('CB1', 'CB4'));
    const employer = await employerWithOrganisation(t, { postcode: 'CB1 2AA' });
    expect(references(await search(employer, { radiusKm: 20 }))).toEqual([
      await ref(employer, seekerNear),
      await ref(employer, seekerCompleteFar),
      await ref(employer, seekerFar),
      await ref(employer, seekerThinNear),
      await ref(employer, portfolioComplete),
    ]);
  });

  it('filters by role or role of interest, tier, availability, employment type, experience, qualification and registration body', async () => {
    const db = t.database.db;
    const area = { postcode: 'OX1 1AA' };
    const pharmacist = await buildCandidate(db, {
      ...area,
      arrsRole: 'clinical-pharmacist',
      availableFrom: '2027-01-01',
      employmentTypes: ['permanent', 'part_time'],
      experienceBand: '6_10',
      qualifications: ['MPharm (Hons) 100%_match'],
    });
    const paramedic = await buildCandidate(db, {
      ...area,
      arrsRole: 'paramedic',
      rolesOfInterest: ['clinical-pharmacist'],
      tier: 'active_seeker',
      availableFrom: '2027-06-01',
      employmentTypes: ['locum'],
      experienceBand: '1_2',
    });
    const at = new Date();
    const [file] = await db
      .insert(files)
      .values({
        userId: paramedic.userId,
        kind: 'document',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `test/${paramedic.userId}`,
        fileName: 'registration.pdf',
        createdAt: at,
      })
      .returning();
    await db.insert(candidateDocuments).values({
      userId: paramedic.userId,
      documentType: 'professional_registration',
      registrationBody: 'HCPC',
      registrationNumber: 'PA12345',
      fileId: file?.id ?? '',
    });
    const employer = await employerWithOrganisation(t, { postcode: 'OX1 2AA' });
    const find = async (query: Record<string, string>) => references(await search(employer, query)).sort();
    const pharmacistReference = await ref(employer, pharmacist);
    const paramedicReference = await ref(employer, paramedic);
    const both = [pharmacistReference, paramedicReference].sort();

    expect(await find({ role: 'clinical-pharmacist' })).toEqual(both);
    expect(await find({ role: 'paramedic' })).toEqual([paramedicReference]);
    expect(await find({ tier: 'active_seeker' })).toEqual([paramedicReference]);
    expect(await find({ availableBy: '2027-03-01' })).toEqual([pharmacistReference]);
    expect(await find({ employmentTypes: 'locum,part_time' })).toEqual(both);
    expect(await find({ employmentTypes: 'locum' })).toEqual([paramedicReference]);
    expect(await find({ experienceBands: '6_10,over_10' })).toEqual([pharmacistReference]);
    expect(await find({ qualification: 'mpharm' })).toEqual([pharmacistReference]);
    // LIKE wildcards in the text match themselves only.
    expect(await find({ qualification: '%_match' })).toEqual([pharmacistReference]);
    expect(await find({ qualification: '_' })).toEqual([pharmacistReference]);
    expect(await find({ qualification: 'x%y' })).toEqual([]);
    expect(await find({ registrationBody: 'HCPC' })).toEqual([paramedicReference]);
    expect(await find({ registrationBody: 'GPhC' })).toEqual([]);
    expect((await employer.client.get('/api/employer/search?employmentTypes=salaried')).statusCode).toBe(400);
    expect((await employer.client.get('/api/employer/search?role=surgeon')).statusCode).toBe(400);
  });

  it('pages by 20 and reports the total', async () => {
    const db = t.database.db;
    const many = [];
    for (let index = 0; index < 23; index += 1)
      many.push(await buildCandidate(db, { postcode: 'PL1 1AA', completionPercentage: index }));
    const employer = await employerWithOrganisation(t, { postcode: 'PL1 2AA' });
    const first = await search(employer, { radiusKm: 10 });
    const second = await search(employer, { radiusKm: 10, page: 2 });
    expect(first.total).toBe(23);
    expect(first.results).toHaveLength(20);
    expect(second).toMatchObject({ total: 23, page: 2 });
    expect(second.results).toHaveLength(3);
    const all = new Set<string>();
    for (const candidate of many) all.add(await ref(employer, candidate));
    expect(new Set([...references(first), ...references(second)])).toEqual(all);
    const beyond = await search(employer, { radiusKm: 10, page: 9 });
    expect(beyond).toMatchObject({ total: 23, results: [] });
  });
});
