import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMatchesPath } from '../../../shared/marketplace/match-alerts.messages';
import { signedInClient } from '../../test/accounts.test-utils';
import { buildCandidate, employerWithOrganisation, testAddress } from '../../test/marketplace.test-utils';
import { alertsOf, buildSavedSearch } from './match-alerts.test-utils';
import { createSearchRepository } from './search.repository';
import {
  moveAs,
  noticesOf,
  notificationMailsTo,
  postVacancy,
  type VacanciesApp,
  vacanciesApp,
} from './vacancies.test-utils';

/* Alerts of new matches: a vacancy opening tells job seekers; a professional saved tells saved searches. */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

const seeker = (postcode = 'LS1 4AP') => buildCandidate(t.database.db, { tier: 'active_seeker', postcode });

describe('a vacancy opening alerts matching job seekers', () => {
  it('tells nearby job seekers of the role by the bell only, not portfolio members or those too far', async () => {
    const employer = await employerWithOrganisation(t, { name: 'Kirkstall PCN' });
    const near = await seeker();
    const portfolio = await buildCandidate(t.database.db, { tier: 'portfolio' });
    const far = await seeker('BS1 4DJ');
    const otherRole = await buildCandidate(t.database.db, { tier: 'active_seeker', arrsRole: 'paramedic' });

    const vacancy = await postVacancy(employer, { title: 'Lead Clinical Pharmacist' });

    expect(await noticesOf(t, near.userId, 'vacancy_match')).toEqual([
      {
        title: 'New matching vacancy: Lead Clinical Pharmacist',
        body: 'Kirkstall PCN is recruiting a Lead Clinical Pharmacist, and it matches your profile. See your matches.',
        link: candidateMatchesPath,
      },
    ]);
    expect(await alertsOf(t.database.db, near.userId, 'vacancy_match')).toMatchObject([
      { vacancyId: vacancy.id, digestedAt: null, seenAt: null },
    ]);
    for (const other of [portfolio, far, otherRole]) {
      expect(await noticesOf(t, other.userId, 'vacancy_match')).toEqual([]);
      expect(await alertsOf(t.database.db, other.userId, 'vacancy_match')).toEqual([]);
    }
    // The e-mail is the digest's: no notification e-mail per vacancy.
    expect(await notificationMailsTo(t, near.email)).toEqual([]);
  });

  it('alerts when a draft opens, and a reopening after a pause tells only job seekers not yet told', async () => {
    const employer = await employerWithOrganisation(t);
    const first = await seeker();
    const draft = await postVacancy(employer, {}, 'draft');
    expect(await noticesOf(t, first.userId, 'vacancy_match')).toEqual([]);

    expect((await moveAs(employer, draft.id, { status: 'open' })).statusCode).toBe(200);
    expect(await noticesOf(t, first.userId, 'vacancy_match')).toHaveLength(1);
    expect((await moveAs(employer, draft.id, { status: 'paused' })).statusCode).toBe(200);
    const second = await seeker();
    expect((await moveAs(employer, draft.id, { status: 'open' })).statusCode).toBe(200);

    expect(await noticesOf(t, first.userId, 'vacancy_match')).toHaveLength(1);
    expect(await alertsOf(t.database.db, first.userId, 'vacancy_match')).toHaveLength(1);
    expect(await noticesOf(t, second.userId, 'vacancy_match')).toHaveLength(1);
  });
});

async function signIn(account: { email: string; password: string }) {
  return (await signedInClient(t.app, account, false, testAddress())).client;
}

describe('a professional saved alerts saved searches that find them', () => {
  it("tells the search's owner once, without naming the professional, with a link to the search", async () => {
    const employer = await employerWithOrganisation(t);
    const search = await buildSavedSearch(t.database.db, employer, {
      name: 'Pharmacists in Leeds',
      filter: { role: 'clinical-pharmacist', radiusKm: 30, employmentTypes: 'permanent' },
    });
    const quiet = await buildSavedSearch(t.database.db, employer, { name: 'Quiet', alert: false });
    const professional = await buildCandidate(t.database.db, { name: 'Priya Patel' });
    const client = await signIn(professional);

    const tier = await client.put('/api/candidate/tier', { profileTier: 'active_seeker' });
    expect(tier.statusCode, tier.body).toBe(200);

    const notices = await noticesOf(t, employer.account.userId, 'saved_search_match');
    expect(notices).toEqual([
      {
        title: 'A new professional matches your saved search “Pharmacists in Leeds”',
        body: 'Open the search to see their anonymised profile. They stay anonymous until they accept an opportunity from you.',
        link: '/arrsplace/employer/search?employmentTypes=permanent&radiusKm=30&role=clinical-pharmacist',
      },
    ]);
    expect(JSON.stringify(notices)).not.toMatch(/Priya|Patel/);
    expect(await alertsOf(t.database.db, employer.account.userId, 'saved_search_match')).toMatchObject([
      { savedSearchId: search.id, candidateUserId: professional.userId },
    ]);
    expect(
      (await alertsOf(t.database.db, employer.account.userId, 'saved_search_match')).some(
        (alert) => alert.savedSearchId === quiet.id,
      ),
    ).toBe(false);

    // Saving the profile again tells nobody again.
    const edit = await client.patch('/api/candidate/profile', { availableFrom: '2027-01-04' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await noticesOf(t, employer.account.userId, 'saved_search_match')).toHaveLength(1);
  });

  it('never alerts an organisation the professional hides from, nor a search whose filters leave them out', async () => {
    const hiddenFrom = await employerWithOrganisation(t);
    const other = await employerWithOrganisation(t);
    const strict = await employerWithOrganisation(t);
    await buildSavedSearch(t.database.db, hiddenFrom);
    await buildSavedSearch(t.database.db, other);
    await buildSavedSearch(t.database.db, strict, { filter: { registrationBody: 'GPhC' } });
    const professional = await buildCandidate(t.database.db);
    await createSearchRepository({ db: t.database.db }).hide(
      professional.userId,
      hiddenFrom.organisation.odsCode,
      new Date(),
    );
    const client = await signIn(professional);

    const registration = await client.patch('/api/candidate/profile', { availableFrom: '2027-02-01' });
    expect(registration.statusCode, registration.body).toBe(200);

    expect(await noticesOf(t, other.account.userId, 'saved_search_match')).toHaveLength(1);
    expect(await noticesOf(t, hiddenFrom.account.userId, 'saved_search_match')).toEqual([]);
    expect(await alertsOf(t.database.db, hiddenFrom.account.userId, 'saved_search_match')).toEqual([]);
    expect(await noticesOf(t, strict.account.userId, 'saved_search_match')).toEqual([]);
  });

  it('alerts when a professional comes back into search, not while they are out of it', async () => {
    const employer = await employerWithOrganisation(t);
    await buildSavedSearch(t.database.db, employer);
    const professional = await buildCandidate(t.database.db);
    const client = await signIn(professional);

    const hide = await client.put('/api/candidate/search-visibility', { findable: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await noticesOf(t, employer.account.userId, 'saved_search_match')).toEqual([]);

    const back = await client.put('/api/candidate/search-visibility', { findable: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(await noticesOf(t, employer.account.userId, 'saved_search_match')).toHaveLength(1);
  });

  it('alerts when a professional gives recruitment consent', async () => {
    const employer = await employerWithOrganisation(t);
    await buildSavedSearch(t.database.db, employer);
    const professional = await buildCandidate(t.database.db, { recruitmentConsent: false });
    const client = await signIn(professional);
    expect(await noticesOf(t, employer.account.userId, 'saved_search_match')).toEqual([]);

    const consent = await client.post('/api/account/consent/recruitment');
    expect(consent.statusCode, consent.body).toBe(200);
    expect(await noticesOf(t, employer.account.userId, 'saved_search_match')).toHaveLength(1);
  });

  it('alerts a saved search made through the saved searches API, from another postcode', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'BS1 4DJ' });
    const saved = await employer.client.post('/api/employer/saved-searches', {
      name: 'Leeds from Bristol',
      filter: { postcode: 'LS1 4AP', radiusKm: 10, role: 'clinical-pharmacist' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const professional = await buildCandidate(t.database.db);
    const client = await signIn(professional);
    expect((await client.put('/api/candidate/tier', { profileTier: 'active_seeker' })).statusCode).toBe(200);
    expect(await noticesOf(t, employer.account.userId, 'saved_search_match')).toMatchObject([
      {
        title: 'A new professional matches your saved search “Leeds from Bristol”',
        link: '/arrsplace/employer/search?postcode=LS14AP&radiusKm=10&role=clinical-pharmacist',
      },
    ]);
  });
});
