import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CandidateMatchesResponse,
  candidateMatchMessages,
} from '../../../shared/marketplace/candidate-matches.schemas';
import { candidateProfiles, matchAlerts } from '../../db/schema';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import { applicant, applied } from './applications.test-utils';
import { pastEarlyAccess, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/* Matched vacancies (docs/product/matching.md#matched-vacancies): a job seeker's own, best first. */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

async function matchesOf(candidate: { client: Awaited<ReturnType<typeof applicant>>['client'] }) {
  const response = await candidate.client.get('/api/candidate/matches');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CandidateMatchesResponse;
}

/** A job seeker in LS1 (clinical pharmacist, 25 km) who wants 8 sessions a week and prescribes. */
async function jobSeeker(seed: Parameters<typeof applicant>[1] = {}) {
  const seeker = await applicant(t, {
    tier: 'active_seeker',
    completionPercentage: 85,
    availableFrom: '2027-01-04',
    skills: ['Independent prescribing'],
    ...seed,
  });
  // Straight into the row: a save through the API would score the seeded profile's completion again.
  await t.database.db
    .update(candidateProfiles)
    .set({ sessionsPerWeek: 8 })
    .where(eq(candidateProfiles.userId, seeker.userId));
  return seeker;
}

async function alertSeenAt(recipientUserId: string, vacancyId: string) {
  const [row] = await t.database.db
    .select({ seenAt: matchAlerts.seenAt })
    .from(matchAlerts)
    .where(and(eq(matchAlerts.recipientUserId, recipientUserId), eq(matchAlerts.vacancyId, vacancyId)));
  return row?.seenAt;
}

describe('matched vacancies', () => {
  it('ranks the job seeker’s vacancies by score with the reasons and the public job, and never what the hard filters leave out', async () => {
    const leeds = await employerWithOrganisation(t, { name: 'Aire Valley PCN' });
    const best = await postVacancy(leeds, { title: 'Prescribing pharmacist' });
    const weaker = await postVacancy(leeds, {
      title: 'Locum pharmacist, 2 sessions',
      employmentType: 'locum',
      payBasis: 'day_rate',
      payMinPounds: 400,
      payMaxPounds: null,
      sessionsPerWeek: 2,
      skills: ['Care home reviews'],
    });
    await postVacancy(leeds, { title: 'Paramedic', role: 'paramedic', registrationBody: 'HCPC' });
    const bristol = await employerWithOrganisation(t, { postcode: 'BS1 4DJ', name: 'Bristol PCN' });
    await postVacancy(bristol, { title: 'Pharmacist in Bristol' });
    const hiding = await employerWithOrganisation(t, { name: 'Hidden PCN' });
    await postVacancy(hiding, { title: 'Pharmacist the seeker hides from' });
    for (const vacancy of [best, weaker]) await pastEarlyAccess(t, vacancy.id);

    const seeker = await jobSeeker();
    const hide = await seeker.client.post('/api/candidate/hidden-organisations', {
      odsCode: hiding.organisation.odsCode,
    });
    expect(hide.statusCode, hide.body).toBe(200);

    const { matchable, matches } = await matchesOf(seeker);
    expect(matchable).toBe(true);
    expect(matches.map((match) => match.title)).toEqual([best.title, weaker.title]);
    const [first, second] = matches;
    expect(first?.score).toBeGreaterThan(second?.score ?? 100);
    expect(first).toMatchObject({
      vacancyId: best.id,
      roleName: 'Clinical Pharmacist',
      organisationName: 'Aire Valley PCN',
      postcodeDistrict: 'LS6',
      employmentType: 'permanent',
      pay: { basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 },
      sessionsPerWeek: 8,
      startDate: '2027-02-01',
      closingDate: '2027-01-10',
      jobPath: `/arrsplace/jobs/${best.slug}-${best.id}`,
      application: null,
      earlyAccess: null,
    });
    expect(first?.distanceKm).toBeGreaterThan(0);
    expect(first?.reasons).toEqual(
      expect.arrayContaining([
        { factor: 'role', text: 'Clinical Pharmacist — your role', met: true },
        { factor: 'hours', text: '8 sessions a week; you want 8', met: true },
        { factor: 'skills', text: '1 of 1 skills', met: true },
      ]),
    );
    expect(second?.reasons).toEqual(
      expect.arrayContaining([
        { factor: 'employment', text: 'Locum; not a type you chose', met: false },
        { factor: 'hours', text: '2 sessions a week; you want 8', met: false },
      ]),
    );
    // Only public fields: nothing of who posted it or where exactly.
    expect(JSON.stringify(matches)).not.toMatch(/Test Street|Erin Employer|LS6 2AA/);
  });

  it('says which the job seeker applied to, with the way to the application', async () => {
    const leeds = await employerWithOrganisation(t);
    const vacancy = await postVacancy(leeds);
    await pastEarlyAccess(t, vacancy.id);
    const seeker = await jobSeeker();
    const application = await applied(seeker, vacancy.id);
    const [match] = (await matchesOf(seeker)).matches.filter((item) => item.vacancyId === vacancy.id);
    expect(match?.application).toEqual({ id: application.id, path: '/arrsplace/candidate/applications' });
  });

  it('tells a job seeker of a vacancy in its early access whether they may apply now', async () => {
    const leeds = await employerWithOrganisation(t);
    const vacancy = await postVacancy(leeds);
    const ready = await jobSeeker();
    const nearly = await jobSeeker({ completionPercentage: 60 });
    const find = async (seeker: Awaited<ReturnType<typeof jobSeeker>>) =>
      (await matchesOf(seeker)).matches.find((item) => item.vacancyId === vacancy.id);
    expect((await find(ready))?.earlyAccess).toEqual({
      opensToEveryoneOn: '2026-11-27',
      canApplyNow: true,
      note: 'Early access: you can apply now',
    });
    expect((await find(nearly))?.earlyAccess).toEqual({
      opensToEveryoneOn: '2026-11-27',
      canApplyNow: false,
      note: 'Opens to everyone on 27 November 2026',
    });
  });

  it('marks the job seeker’s alerts for the vacancies shown seen, and no one else’s', async () => {
    const leeds = await employerWithOrganisation(t);
    const shown = await postVacancy(leeds);
    const bristol = await employerWithOrganisation(t, { postcode: 'BS1 4DJ' });
    const notShown = await postVacancy(bristol);
    const seeker = await jobSeeker();
    const other = await jobSeeker();
    await t.database.db.insert(matchAlerts).values([
      { recipientUserId: seeker.userId, kind: 'vacancy_match', vacancyId: shown.id },
      { recipientUserId: seeker.userId, kind: 'vacancy_match', vacancyId: notShown.id },
      { recipientUserId: other.userId, kind: 'vacancy_match', vacancyId: shown.id },
    ]);
    await matchesOf(seeker);
    expect(await alertSeenAt(seeker.userId, shown.id)).toEqual(new Date('2026-11-25T10:00:00Z'));
    expect(await alertSeenAt(seeker.userId, notShown.id)).toBeNull();
    expect(await alertSeenAt(other.userId, shown.id)).toBeNull();
  });

  it('answers an empty list, not matchable, while the profile has no place to match from', async () => {
    const seeker = await jobSeeker();
    expect((await seeker.client.patch('/api/candidate/profile', { homePostcode: '' })).statusCode).toBe(200);
    expect(await matchesOf(seeker)).toEqual({ matchable: false, matches: [] });
  });

  it('tells portfolio and community members that matches come with the job seeker tier; others may not ask', async () => {
    for (const tier of ['portfolio', 'community'] as const) {
      const member = await applicant(t, { tier });
      const answer = await member.client.get('/api/candidate/matches');
      expect(answer.statusCode, tier).toBe(403);
      expect(answer.json()).toEqual({
        error: { code: 'JOB_SEEKERS_ONLY', message: candidateMatchMessages.jobSeekersOnly },
      });
    }
    const employer = await employerWithOrganisation(t);
    expect((await employer.client.get('/api/candidate/matches')).statusCode).toBe(403);
    const noConsent = await applicant(t, { tier: 'active_seeker', recruitmentConsent: false });
    expect((await noConsent.client.get('/api/candidate/matches')).statusCode).toBe(403);
    const admin = await signedInAs(t, { role: 'admin' });
    expect((await admin.client.get('/api/candidate/matches')).statusCode).toBe(403);
  });
});
