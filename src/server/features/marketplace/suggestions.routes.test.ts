import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  suggestionMessages,
  type VacancySuggestionsResponse,
} from '../../../shared/marketplace/suggestion.schemas';
import { candidateProfiles } from '../../db/schema';
import { signedInClient } from '../../test/accounts.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  referenceFor,
  signedInAs,
  type TestEmployer,
  testAddress,
} from '../../test/marketplace.test-utils';
import { advert, moveAs, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/*
 * Suggested professionals for a vacancy: the hard filters (role, both radii, findable, hidden
 * organisations), the ranking and reasons, the anonymised card, and who may ask. Each test works in its
 * own part of the country, so the tests do not see each other's professionals.
 */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

async function suggestionsFor(employer: TestEmployer, vacancyId: string) {
  const response = await employer.client.get(`/api/employer/vacancies/${vacancyId}/suggestions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VacancySuggestionsResponse;
}

describe('who is suggested', () => {
  it('ranks the professionals who match, priority profiles first, with the reasons, by the organisation’s references', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'BS1 4DJ' });
    const vacancy = await postVacancy(employer, { registrationBody: null, skills: ['Asthma reviews'] });
    const complete = await buildCandidate(t.database.db, {
      postcode: 'BS2 0JA',
      completionPercentage: 85,
      availableFrom: '2027-01-15',
      skills: ['Asthma reviews'],
    });
    const interested = await buildCandidate(t.database.db, {
      postcode: 'BS3 1AA',
      arrsRole: 'pharmacy-technician',
      rolesOfInterest: ['clinical-pharmacist'],
      completionPercentage: 50,
      tier: 'active_seeker',
    });
    await t.database.db
      .update(candidateProfiles)
      .set({ sessionsPerWeek: 8 })
      .where(eq(candidateProfiles.userId, interested.userId));
    // Not suggested: another role, too far for the vacancy, too far for themselves, no consent, not
    // registered, out of search.
    await buildCandidate(t.database.db, { postcode: 'BS2 0JA', arrsRole: 'paramedic' });
    await buildCandidate(t.database.db, { postcode: 'GL1 1AA', workRadiusKm: 100 });
    await buildCandidate(t.database.db, { postcode: 'BA1 1AA', workRadiusKm: 5 });
    await buildCandidate(t.database.db, { postcode: 'BS2 0JA', recruitmentConsent: false });
    await buildCandidate(t.database.db, { postcode: 'BS2 0JA', registered: false });
    const outOfSearch = await buildCandidate(t.database.db, { postcode: 'BS2 0JA' });
    await t.database.db
      .update(candidateProfiles)
      .set({ hiddenFromSearchAt: new Date() })
      .where(eq(candidateProfiles.userId, outOfSearch.userId));

    const body = await suggestionsFor(employer, vacancy.id);
    expect(body.matchRadiusKm).toBe(25);
    expect(body.suggestions.map((suggestion) => suggestion.reference)).toEqual([
      await referenceFor(t, employer, complete),
      await referenceFor(t, employer, interested),
    ]);
    const [first, second] = body.suggestions;
    expect(first?.match.priority).toBe(true);
    expect(second?.match.priority).toBe(false);
    expect(first?.match.reasons).toEqual(
      expect.arrayContaining([
        { factor: 'role', text: 'Clinical Pharmacist — their role', met: true },
        { factor: 'availability', text: 'Available from 15 Jan, vacancy starts 1 Feb', met: true },
        { factor: 'skills', text: '1 of 1 skills', met: true },
      ]),
    );
    expect(second?.match.reasons).toEqual(
      expect.arrayContaining([
        { factor: 'role', text: 'Clinical Pharmacist — a role they are interested in', met: true },
        { factor: 'hours', text: '8 sessions a week; they want 8', met: true },
        { factor: 'skills', text: '0 of 1 skills', met: false },
      ]),
    );
    // The card search shows: the district, never the postcode, name or account.
    expect(first).toMatchObject({
      postcodeDistrict: 'BS2',
      arrsRole: 'clinical-pharmacist',
      skills: ['Asthma reviews'],
    });
    expect(JSON.stringify(body)).not.toContain(complete.userId);
    expect(JSON.stringify(body)).not.toContain('BS2 0JA');
    expect(JSON.stringify(body)).not.toContain(complete.email);
  });

  it('never suggests a professional who hides from the organisation; another organisation still sees them', async () => {
    const seeded = await buildCandidate(t.database.db, { postcode: 'NR2 1AA', workRadiusKm: 30 });
    const { client } = await signedInClient(t.app, seeded, false, testAddress());
    const hiddenFrom = await employerWithOrganisation(t, { postcode: 'NR1 1AA' });
    const other = await employerWithOrganisation(t, { postcode: 'NR1 1AA' });
    const ours = await postVacancy(hiddenFrom);
    const theirs = await postVacancy(other);
    const before = await suggestionsFor(hiddenFrom, ours.id);
    expect(before.suggestions.map((s) => s.reference)).toEqual([await referenceFor(t, hiddenFrom, seeded)]);

    const hidden = await client.post('/api/candidate/hidden-organisations', {
      odsCode: hiddenFrom.organisation.odsCode,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await suggestionsFor(hiddenFrom, ours.id)).suggestions).toEqual([]);
    expect((await suggestionsFor(other, theirs.id)).suggestions.map((s) => s.reference)).toEqual([
      await referenceFor(t, other, seeded),
    ]);
  });

  it('looks as far as the vacancy says: a wider radius finds a professional further away', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'EX1 1AA' });
    const vacancy = await postVacancy(employer);
    const further = await buildCandidate(t.database.db, { postcode: 'TQ1 1AA', workRadiusKm: 60 });
    expect((await suggestionsFor(employer, vacancy.id)).suggestions).toEqual([]);
    const widened = await employer.client.put(
      `/api/employer/vacancies/${vacancy.id}`,
      advert({ matchRadiusKm: 60 }),
    );
    expect(widened.statusCode, widened.body).toBe(200);
    const body = await suggestionsFor(employer, vacancy.id);
    expect(body.matchRadiusKm).toBe(60);
    expect(body.suggestions.map((s) => s.reference)).toEqual([await referenceFor(t, employer, further)]);
    expect(body.suggestions[0]?.match.reasons).toContainEqual(
      expect.objectContaining({ factor: 'distance', met: true }),
    );
  });

  it('suggests for drafts and paused vacancies, not for closed ones', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'CB1 1AA' });
    const draft = await postVacancy(employer, {}, 'draft');
    expect((await employer.client.get(`/api/employer/vacancies/${draft.id}/suggestions`)).statusCode).toBe(
      200,
    );
    const open = await postVacancy(employer);
    expect((await moveAs(employer, open.id, { status: 'paused' })).statusCode).toBe(200);
    expect((await employer.client.get(`/api/employer/vacancies/${open.id}/suggestions`)).statusCode).toBe(
      200,
    );
    expect((await moveAs(employer, open.id, { status: 'closed', reason: 'filled' })).statusCode).toBe(200);
    const closed = await employer.client.get(`/api/employer/vacancies/${open.id}/suggestions`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ error: { code: 'VACANCY_CLOSED', message: suggestionMessages.closed } });
  });
});

describe('who may ask', () => {
  it('answers 404 for another organisation’s vacancy and for one that does not exist, alike', async () => {
    const owner = await employerWithOrganisation(t, { postcode: 'LS6 2AA' });
    const stranger = await employerWithOrganisation(t, { postcode: 'LS6 2AA' });
    const vacancy = await postVacancy(owner);
    const theirs = await stranger.client.get(`/api/employer/vacancies/${vacancy.id}/suggestions`);
    const none = await stranger.client.get(
      '/api/employer/vacancies/00000000-0000-4000-8000-000000000000/suggestions',
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
  });

  it('refuses candidates, anonymous callers and members of an unverified organisation', async () => {
    const owner = await employerWithOrganisation(t, { postcode: 'LS6 2AA' });
    const vacancy = await postVacancy(owner);
    const url = `/api/employer/vacancies/${vacancy.id}/suggestions`;
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const pending = await employerWithOrganisation(t, { status: 'pending' });
    expect((await pending.client.get(url)).statusCode).toBe(403);
  });
});
