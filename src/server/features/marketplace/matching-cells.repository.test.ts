import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, type LatLng, locate, outcodeCentroids } from '../../geo/outcodes';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { asDatabaseOwner } from '../../test/database.test-utils';
import { buildCandidate } from '../../test/marketplace.test-utils';
import { createMatchingRepository } from './matching.repository';
import { createSearchRepository } from './search.repository';

/*
 * With a role, search and matching narrow by the role and the ~11 km grid cells around the origin
 * (decision 045) instead of a latitude and longitude box. Narrowing must never change who is found:
 * one professional in every district around Cardiff, some holding the role and some only interested
 * in it, is found from several origins and radii exactly when the distance says so, both without and
 * with the role-and-cell index (the index the proposed migration adds; built here on the test database).
 */
let t: TestApp;
const role = 'paramedic';
const people: { userId: string; at: LatLng; holdsRole: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const cardiff = locate('CF10');
  if (!cardiff) throw new Error('no centroid for CF10');
  const districts = [...outcodeCentroids()].filter(([, at]) => distanceKm(cardiff, at) <= 45);
  for (const [index, [district, at]] of districts.entries()) {
    const holdsRole = index % 3 !== 0;
    const account = await buildCandidate(t.database.db, {
      postcode: `${district} 1AA`,
      workRadiusKm: 150,
      arrsRole: holdsRole ? role : 'social-prescriber',
      rolesOfInterest: holdsRole ? [] : ['care-coordinator', role],
    });
    people.push({ userId: account.userId, at, holdsRole });
  }
  // Someone of another role everywhere: never found for this role.
  await buildCandidate(t.database.db, {
    postcode: 'CF10 1AA',
    workRadiusKm: 150,
    arrsRole: 'pharmacy-technician',
  });
});
afterAll(async () => {
  await t.app.close();
});

const origins = ['CF10', 'NP20', 'CF31', 'CF83'];
// 60 km still reads cells; 100 km is past the cell limit and reads the box.
const radii = [3, 9, 14, 22, 37, 60, 100];

async function expectExactlyWithinReach() {
  const db = t.database.db;
  const matching = createMatchingRepository({ db });
  const search = createSearchRepository({ db });
  for (const district of origins) {
    const origin = locate(district);
    if (!origin) throw new Error(`no centroid for ${district}`);
    for (const radiusKm of radii) {
      const expected = people
        .filter((person) => distanceKm(origin, person.at) <= radiusKm)
        .map((person) => person.userId)
        .sort();
      const found = await matching.candidatesForVacancy(
        {
          id: '',
          organisationId: '',
          organisationOdsCode: 'Q00000',
          role,
          matchRadiusKm: radiusKm,
          ...origin,
        },
        { limit: 1_000 },
      );
      expect(found.map((row) => row.userId).sort(), `${district} ${radiusKm} km`).toEqual(expected);
      const page = await search.search({
        origin,
        radiusKm,
        organisationOdsCode: 'Q00000',
        role,
        limit: 1_000,
        offset: 0,
      });
      expect(page.rows.map((row) => row.userId).sort(), `search ${district} ${radiusKm} km`).toEqual(
        expected,
      );
      expect(page.total).toBe(expected.length);
    }
  }
}

describe('narrowing by role and grid cells', () => {
  it('the people around each origin are found exactly when within both radii, whether they hold the role or want it', async () => {
    expect(people.length).toBeGreaterThan(40);
    expect(people.some((person) => !person.holdsRole)).toBe(true);
    await expectExactlyWithinReach();
  });

  it('answers the same with the role-and-cell index in place', async () => {
    // As the tables' owner (the application role may not create indexes); the database is not reused.
    await asDatabaseOwner(t.database.db, async (owner) => {
      await owner.execute(
        sql.raw(`create index if not exists candidate_profiles_role_cell_idx on candidate_profiles using gin (
          array_prepend(arrs_role, roles_of_interest),
          (array[(floor(latitude * 10) * 10000 + floor(longitude * 6))::int]))
          where latitude is not null and registration_completed_at is not null and hidden_from_search_at is null`),
      );
      await owner.execute(sql.raw('analyze candidate_profiles'));
    });
    await expectExactlyWithinReach();
  });
});
