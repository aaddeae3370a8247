import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages } from '../../../shared/marketplace/application.constants';
import type { AdminOpportunity, EmployerOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { notifications } from '../../db/schema';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import {
  applicant,
  applicantsOf,
  applicationsOf,
  applied,
  coverNote,
  organisationWithVacancy,
} from './applications.test-utils';
import { adminMoves, approvedOpportunity, candidateWithClient } from './opportunities.test-utils';
import { pastEarlyAccess, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/* The organisation reviews a vacancy's applicants (docs/product/jobs.md#reviewing-applicants). */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

const kindsFor = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (row) => row.kind,
  );

describe('the applicants of a vacancy', () => {
  it('lists each applicant with what applying shared, to the vacancy’s organisation only', async () => {
    const { employer, vacancy } = await organisationWithVacancy(t);
    const other = await postVacancy(employer, { title: 'Another job' });
    await pastEarlyAccess(t, other.id);
    const first = await applicant(t, { name: 'Ada First' });
    const second = await applicant(t, { name: 'Ben Second' });
    await applied(first, vacancy.id);
    await applied(second, vacancy.id);
    await applied(second, other.id);
    const applicants = await applicantsOf(employer, vacancy.id);
    expect(applicants.map((row) => row.revealed?.fullName)).toEqual(['Ben Second', 'Ada First']);
    expect(applicants[0]).toMatchObject({ message: coverNote, status: 'approved' });
    expect(applicants[0]?.revealed?.documents).toEqual([]);

    const stranger = await employerWithOrganisation(t, { name: 'Other PCN' });
    const refused = await stranger.client.get(`/api/employer/vacancies/${vacancy.id}/applicants`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Ada');
    const id = applicants[0]?.id ?? '';
    for (const action of ['shortlist', 'decline', 'introduction']) {
      const body =
        action === 'shortlist' ? { shortlisted: true } : action === 'decline' ? { reason: 'No' } : {};
      const answer = await stranger.client.post(`/api/employer/applications/${id}/${action}`, body);
      expect(answer.statusCode, action).toBe(404);
    }
  });

  it('shortlists silently and undoably; the professional still reads Applied', async () => {
    const { employer, vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t);
    const application = await applied(candidate, vacancy.id);
    const on = await employer.client.post(`/api/employer/applications/${application.id}/shortlist`, {
      shortlisted: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json() as EmployerOpportunity).application?.shortlisted).toBe(true);
    const off = await employer.client.post(`/api/employer/applications/${application.id}/shortlist`, {
      shortlisted: false,
    });
    expect((off.json() as EmployerOpportunity).application?.shortlisted).toBe(false);
    expect(await kindsFor(candidate.userId)).toEqual([]);
    const [mine] = await applicationsOf(candidate);
    expect(mine?.status).toBe('approved');
    expect(JSON.stringify(mine)).not.toContain('shortlist');
  });

  it('declines with a reason the professional never reads, who is told kindly, and ends the access', async () => {
    const { employer, vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t, { name: 'Dora Declined' });
    const application = await applied(candidate, vacancy.id);
    const url = `/api/employer/applications/${application.id}/decline`;
    const missing = await employer.client.post(url, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(applicationMessages.declineReasonRequired);
    const reason = 'We need someone with care-home experience this time';
    const declined = await employer.client.post(url, { reason });
    expect(declined.statusCode, declined.body).toBe(200);
    const seen = declined.json() as EmployerOpportunity;
    expect(seen).toMatchObject({ status: 'declined', revealed: null, candidate: null });
    expect(declined.body).not.toContain('Dora');
    // The organisation keeps its reason on the timeline; the professional's timeline does not carry it.
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'declined',
      note: reason,
      noteAudience: 'organisation',
    });
    const mine = await candidate.client.get('/api/candidate/applications');
    expect(mine.json()).toMatchObject({ applications: [{ status: 'declined' }] });
    expect(mine.body).not.toContain('care-home');
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, candidate.userId), eq(notifications.kind, 'application_declined')));
    expect(told).toMatchObject({
      title: 'Your application for Clinical Pharmacist (PCN) with Aire Valley PCN',
      body: applicationMessages.declinedForCandidate,
      link: '/arrsplace/candidate/applications',
    });
    expect(told?.body).not.toContain('care-home');
    const again = await employer.client.post(url, { reason });
    expect(again.statusCode).toBe(409);
    const counts = (
      (await employer.client.get(`/api/employer/vacancies/${vacancy.id}`)).json() as EmployerVacancy
    ).applicantCounts;
    expect(counts).toMatchObject({ approved: 0, declined: 1 });
  });

  it('asks our team to introduce, who take it through introduced, interviewing and placed', async () => {
    const { employer, vacancy } = await organisationWithVacancy(t);
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await applicant(t);
    const application = await applied(candidate, vacancy.id);
    // The team introduces only whom the organisation asked to meet.
    const early = await admin.client.post(`/api/admin/opportunities/${application.id}/status`, {
      status: 'introduced',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'INTRODUCTION_NOT_REQUESTED' } });

    const awaiting = async () =>
      ((await admin.client.get('/api/admin/dashboard')).json() as { counts: Record<string, number> }).counts
        .opportunitiesAwaitingIntroduction;
    const before = await awaiting();
    const url = `/api/employer/applications/${application.id}/introduction`;
    const asked = await employer.client.post(url);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as EmployerOpportunity).application?.introductionRequestedAt).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    expect((await employer.client.post(url)).json()).toMatchObject({
      error: { code: 'INTRODUCTION_ALREADY_REQUESTED' },
    });
    expect(await kindsFor(admin.account.userId)).toEqual(['introduction_needed']);
    // The team's queue counts it only now.
    expect(await awaiting()).toBe((before ?? 0) + 1);
    const listed = (await admin.client.get('/api/admin/opportunities?status=approved')).json() as {
      opportunities: AdminOpportunity[];
    };
    expect(listed.opportunities.find((row) => row.id === application.id)?.application).toMatchObject({
      jobTitle: 'Clinical Pharmacist (PCN)',
      introductionRequestedAt: '2026-11-25T10:00:00.000Z',
    });

    await adminMoves(admin, application.id, ['introduced', 'interviewing', 'placed']);
    const placed = (
      await employer.client.get(`/api/employer/opportunities/${application.id}`)
    ).json() as EmployerOpportunity;
    expect(placed).toMatchObject({ status: 'placed', placedFeePence: 432_000 });
    const [mine] = await applicationsOf(candidate);
    expect(mine?.timeline.map((entry) => entry.status)).toEqual([
      'approved',
      'introduced',
      'interviewing',
      'placed',
    ]);
    const introduced = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, candidate.userId), eq(notifications.kind, 'opportunity_progress')));
    expect(introduced[0]).toMatchObject({
      title: 'Introduced to Aire Valley PCN',
      link: '/arrsplace/candidate/applications',
    });
  });

  it('offers the application actions on applications only', async () => {
    const employer = await employerWithOrganisation(t);
    const candidate = await candidateWithClient(t);
    const sent = await approvedOpportunity(t, employer, candidate);
    const answer = await employer.client.post(`/api/employer/applications/${sent.id}/shortlist`, {
      shortlisted: true,
    });
    expect(answer.statusCode).toBe(404);
    expect((await employer.client.get(`/api/employer/opportunities/${sent.id}`)).json()).toMatchObject({
      application: null,
    });
  });
});
