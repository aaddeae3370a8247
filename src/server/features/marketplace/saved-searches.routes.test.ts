import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxSavedSearchesPerOrganisation } from '../../../shared/marketplace/matching.constants';
import {
  type SavedSearch,
  type SavedSearchesResponse,
  savedSearchMessages,
} from '../../../shared/marketplace/saved-search.schemas';
import { savedSearches } from '../../db/schema';
import { locate } from '../../geo/outcodes';
import { signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  employerWithOrganisation,
  signedInAs,
  type TestEmployer,
  testAddress,
} from '../../test/marketplace.test-utils';
import { addColleague } from './vacancies.test-utils';

/* Saved searches: what is stored for the alerts, each member's own, the organisation's limit, access. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const filter = {
  role: 'clinical-pharmacist',
  postcode: 'ls1 4ap',
  radiusKm: 40,
  employmentTypes: 'permanent,locum',
};

async function save(employer: TestEmployer, body: Record<string, unknown> = {}) {
  const response = await employer.client.post('/api/employer/saved-searches', {
    name: 'Pharmacists near Leeds',
    filter,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SavedSearch;
}

async function listOf(employer: TestEmployer) {
  const response = await employer.client.get('/api/employer/saved-searches');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SavedSearchesResponse;
}

describe('saving a search', () => {
  it('keeps the filters as the search reads them, with the alert on unless told, and the place, radius and role as columns', async () => {
    const employer = await employerWithOrganisation(t);
    const saved = await save(employer, { name: '  Pharmacists near Leeds  ' });
    expect(saved).toMatchObject({
      name: 'Pharmacists near Leeds',
      alert: true,
      filter: {
        role: 'clinical-pharmacist',
        postcode: 'LS14AP',
        radiusKm: 40,
        employmentTypes: ['permanent', 'locum'],
      },
    });
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    const place = locate('LS1 4AP');
    expect(row).toMatchObject({
      organisationId: employer.organisation.id,
      userId: employer.account.userId,
      latitude: place?.latitude,
      longitude: place?.longitude,
      radiusKm: 40,
      role: 'clinical-pharmacist',
      alert: true,
    });
    expect(await listOf(employer)).toEqual({
      savedSearches: [saved],
      remaining: maxSavedSearchesPerOrganisation - 1,
    });
  });

  it('searches from the organisation’s address without a postcode, with no role when none is chosen, alert off when asked', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'BS1 4DJ' });
    const saved = await save(employer, { alert: false, filter: {} });
    expect(saved).toMatchObject({ alert: false, filter: { radiusKm: 25 } });
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row).toMatchObject({
      latitude: employer.organisation.latitude,
      radiusKm: 25,
      role: null,
      alert: false,
    });
  });

  it('refuses an unknown postcode, an empty or long name and unknown filters, with the messages', async () => {
    const employer = await employerWithOrganisation(t);
    const post = (body: Record<string, unknown>) =>
      employer.client.post('/api/employer/saved-searches', { name: 'A search', filter: {}, ...body });
    const unknown = await post({ filter: { postcode: 'ZZ9 9ZZ' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'POSTCODE_UNKNOWN' } });
    const blank = await post({ name: '   ' });
    expect(blank.json()).toMatchObject({ error: { message: savedSearchMessages.nameRequired } });
    const long = await post({ name: 'x'.repeat(81) });
    expect(long.json()).toMatchObject({ error: { message: savedSearchMessages.nameTooLong } });
    expect((await post({ filter: { page: 2 } })).statusCode).toBe(400);
    expect((await post({ filter: { radiusKm: 500 } })).statusCode).toBe(400);
    expect(await listOf(employer)).toMatchObject({ savedSearches: [] });
  });

  it(`keeps at most ${maxSavedSearchesPerOrganisation} for the whole organisation`, async () => {
    const employer = await employerWithOrganisation(t);
    const colleague = await addColleague(t, employer, 'Colin Colleague');
    const colleagueClient = (await signedInClient(t.app, colleague, false, testAddress())).client;
    for (let index = 0; index < maxSavedSearchesPerOrganisation - 1; index += 1) await save(employer);
    const last = await colleagueClient.post('/api/employer/saved-searches', { name: 'Mine', filter: {} });
    expect(last.statusCode, last.body).toBe(201);
    const over = await employer.client.post('/api/employer/saved-searches', { name: 'One more', filter: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: { code: 'SAVED_SEARCH_LIMIT', message: savedSearchMessages.tooMany },
    });
    expect((await listOf(employer)).remaining).toBe(0);
  });
});

describe('each member’s own', () => {
  it('lists, renames, switches and deletes only the caller’s own; a colleague’s or another organisation’s is not found', async () => {
    const employer = await employerWithOrganisation(t);
    const colleague = await addColleague(t, employer, 'Cara Colleague');
    const colleagueClient = (await signedInClient(t.app, colleague, false, testAddress())).client;
    const stranger = await employerWithOrganisation(t);
    const saved = await save(employer);
    expect((await colleagueClient.get('/api/employer/saved-searches')).json()).toMatchObject({
      savedSearches: [],
    });
    expect((await listOf(stranger)).savedSearches).toEqual([]);

    for (const client of [colleagueClient, stranger.client]) {
      const renamed = await client.request('PATCH', `/api/employer/saved-searches/${saved.id}`, {
        name: 'Mine now',
      });
      expect(renamed.statusCode).toBe(404);
      expect(renamed.json()).toEqual({ error: { code: 'NOT_FOUND', message: savedSearchMessages.notFound } });
      expect((await client.request('DELETE', `/api/employer/saved-searches/${saved.id}`)).statusCode).toBe(
        404,
      );
    }

    const renamed = await employer.client.request('PATCH', `/api/employer/saved-searches/${saved.id}`, {
      name: 'Leeds pharmacists',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Leeds pharmacists', alert: true, filter: saved.filter });
    const switched = await employer.client.request('PATCH', `/api/employer/saved-searches/${saved.id}`, {
      alert: false,
    });
    expect(switched.json()).toMatchObject({ name: 'Leeds pharmacists', alert: false });
    const nothing = await employer.client.request('PATCH', `/api/employer/saved-searches/${saved.id}`, {});
    expect(nothing.json()).toMatchObject({ error: { message: savedSearchMessages.nothingToChange } });

    const deleted = await employer.client.request('DELETE', `/api/employer/saved-searches/${saved.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listOf(employer)).savedSearches).toEqual([]);
    expect(
      (await employer.client.request('DELETE', `/api/employer/saved-searches/${saved.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses candidates, anonymous callers and members of an unverified organisation', async () => {
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.get('/api/employer/saved-searches')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/employer/saved-searches' })).statusCode).toBe(401);
    const pending = await employerWithOrganisation(t, { status: 'pending' });
    const refused = await pending.client.post('/api/employer/saved-searches', { name: 'x', filter: {} });
    expect(refused.statusCode).toBe(403);
  });
});
