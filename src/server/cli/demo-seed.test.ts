import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '../../shared/admin/dashboard.schemas';
import type { ApplicantsResponse, CandidateApplication } from '../../shared/marketplace/application.schemas';
import type { CandidateOpportunity, EmployerOpportunity } from '../../shared/marketplace/opportunity.schemas';
import { organisationAccessMessage } from '../../shared/marketplace/organisation.schemas';
import type { SearchResponse } from '../../shared/marketplace/search.schemas';
import type { JobsResponse } from '../../shared/marketplace/vacancy.public.schemas';
import type { EmployerVacancy } from '../../shared/marketplace/vacancy.schemas';
import { signedInClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { testAddress } from '../test/marketplace.test-utils';
import { demoEmailDomain, demoPassword } from './demo-content';
import { seedDemo } from './demo-seed';

/*
 * `npm run seed:demo` leaves a marketplace a newcomer can walk through: the verified demo PCN finds the
 * searchable demo professionals, one professional has an opportunity to answer, another approved one
 * (so the PCN sees who they are), and the other demo employer is still waiting for verification. The
 * PCN advertises open vacancies across West Yorkshire on the public board, and one it has filled.
 * Read back through the API, signed in as the demo accounts with the documented password.
 */
let t: TestApp;
let summary: string;
beforeAll(async () => {
  t = await createTestApp();
  summary = await seedDemo(t.database.db, t.config);
});
afterAll(async () => {
  await t.app.close();
});

const signIn = async (key: string) =>
  (
    await signedInClient(
      t.app,
      { email: `${key}@${demoEmailDomain}`, password: demoPassword },
      false,
      testAddress(),
    )
  ).client;

describe('the demo seed', () => {
  it('says what it made, and a second run changes nothing', async () => {
    expect(summary).toMatch(
      /9 candidate profiles, 2 organisations, 2 opportunities, 12 vacancies \(1 filled\), 4 applications and 1 saved search/,
    );
    expect(await seedDemo(t.database.db, t.config)).toBe(
      'Demo data is already there (12 demo accounts): nothing to do.',
    );
  });

  it("lets the verified demo employer find the portfolio and job-seeking professionals, not community members'", async () => {
    const sarah = await signIn('sarah.collins');
    const response = await sarah.get('/api/employer/search?radiusKm=100');
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<SearchResponse>();
    expect(found.total).toBe(6);
    expect(found.results.map((candidate) => candidate.arrsRole).sort()).toEqual([
      'clinical-pharmacist',
      'first-contact-physiotherapist',
      'mental-health-practitioner',
      'paramedic',
      'physician-associate',
      'social-prescriber',
    ]);
    // Complete enough to be worth reading: skills and qualifications on every card.
    expect(found.results.every((candidate) => candidate.skills.length > 0)).toBe(true);
    expect(found.results.every((candidate) => candidate.qualifications.length > 0)).toBe(true);
  });

  it('gives one professional an opportunity to answer and shows the employer the one who approved', async () => {
    const priya = await signIn('priya.shah');
    const mine = await priya.get('/api/candidate/opportunities');
    expect(mine.statusCode, mine.body).toBe(200);
    const { opportunities } = mine.json<{ opportunities: CandidateOpportunity[] }>();
    expect(opportunities).toHaveLength(1);
    expect(opportunities[0]).toMatchObject({
      status: 'sent',
      role: 'clinical-pharmacist',
      organisationName: 'Aire Valley Demo Primary Care Network',
    });

    const sarah = await signIn('sarah.collins');
    const sent = await sarah.get('/api/employer/opportunities');
    expect(sent.statusCode, sent.body).toBe(200);
    const byRole = new Map(
      sent
        .json<{ opportunities: EmployerOpportunity[] }>()
        // The ones the organisation sent; its applications are read below.
        .opportunities.filter((item) => item.application === null)
        .map((item) => [item.role, item]),
    );
    expect(byRole.get('clinical-pharmacist')).toMatchObject({ status: 'sent', revealed: null });
    expect(byRole.get('first-contact-physiotherapist')).toMatchObject({
      status: 'approved',
      revealed: {
        fullName: 'Daniel Hughes',
        email: `daniel.hughes@${demoEmailDomain}`,
        phone: '07700 900133',
      },
    });
  });

  it("puts the pending organisation and the approved opportunity in the admin's queues", async () => {
    const { client: aisha } = await signedInClient(
      t.app,
      { email: `aisha.rahman@${demoEmailDomain}`, password: demoPassword },
      true,
      testAddress(),
    );
    const response = await aisha.get('/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    // The approved opportunity; the applications wait for the organisation, or were introduced.
    expect(response.json<AdminDashboardResponse>().counts).toMatchObject({
      pendingAccounts: 0,
      organisationsToVerify: 1,
      opportunitiesAwaitingIntroduction: 1,
    });
  });

  it('leaves the second demo employer waiting for verification, as the message says', async () => {
    const james = await signIn('james.patel');
    const response = await james.get('/api/employer/search');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: 'ORGANISATION_NOT_VERIFIED', message: organisationAccessMessage('pending') },
    });
  });

  it("puts the verified demo employer's open vacancies across West Yorkshire on the public board", async () => {
    const board = await t.app.inject({ method: 'GET', url: '/api/jobs?pageSize=50' });
    expect(board.statusCode, board.body).toBe(200);
    const { total, jobs } = board.json<JobsResponse>();
    expect(total).toBe(11);
    expect(jobs).toHaveLength(11);
    expect(new Set(jobs.map((job) => job.organisationName))).toEqual(
      new Set(['Aire Valley Demo Primary Care Network']),
    );
    expect(jobs.every((job) => /^(LS|BD|HX|HD|WF)\d+$/.test(job.postcodeDistrict))).toBe(true);
    expect(new Set(jobs.map((job) => job.postcodeDistrict.replace(/\d+$/, '')))).toEqual(
      new Set(['LS', 'BD', 'HX', 'HD', 'WF']),
    );
    expect(new Set(jobs.map((job) => job.employmentType))).toEqual(
      new Set(['permanent', 'fixed_term', 'locum']),
    );
  });

  it('finds the open clinical pharmacist posts near Headingley, nearest first, not the filled one', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?role=clinical-pharmacist&postcode=LS6%202AA&sort=distance',
    });
    expect(search.statusCode, search.body).toBe(200);
    const { jobs } = search.json<JobsResponse>();
    expect(jobs.map((job) => [job.title, job.postcodeDistrict])).toEqual([
      ['Clinical Pharmacist (Independent Prescriber)', 'LS1'],
      ['Clinical Pharmacist, care homes (12 months)', 'BD18'],
    ]);
    const nearby = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?role=first-contact-physiotherapist&postcode=LS1&radiusKm=10',
    });
    expect(nearby.json<JobsResponse>().jobs.map((job) => job.postcodeDistrict)).toEqual(['LS27']);
  });

  it('shows the employer every vacancy, and the filled one answers 410 on the board', async () => {
    const sarah = await signIn('sarah.collins');
    const mine = await sarah.get('/api/employer/vacancies');
    expect(mine.statusCode, mine.body).toBe(200);
    const { vacancies } = mine.json<{ vacancies: EmployerVacancy[] }>();
    expect(vacancies).toHaveLength(12);
    const closed = vacancies.filter((vacancy) => vacancy.status === 'closed');
    expect(closed).toMatchObject([{ closedReason: 'filled', postcodeDistrict: 'LS6' }]);
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${closed[0]?.id}` });
    expect(job.statusCode, job.body).toBe(410);
    expect(job.json()).toMatchObject({ error: { code: 'JOB_CLOSED' } });
  });

  it('has demo professionals apply to the open vacancies, at each stage of the review', async () => {
    const sarah = await signIn('sarah.collins');
    const { vacancies } = (await sarah.get('/api/employer/vacancies')).json<{
      vacancies: EmployerVacancy[];
    }>();
    const stages = new Map<string, string>();
    for (const vacancy of vacancies.filter((item) => Object.values(item.applicantCounts).some(Boolean))) {
      const answer = await sarah.get(`/api/employer/vacancies/${vacancy.id}/applicants`);
      expect(answer.statusCode, answer.body).toBe(200);
      for (const applicant of answer.json<ApplicantsResponse>().applicants)
        stages.set(
          vacancy.title,
          `${applicant.status}${applicant.application?.shortlisted ? ', shortlisted' : ''} ${applicant.revealed?.fullName ?? '(not shown)'}`,
        );
    }
    expect(Object.fromEntries(stages)).toEqual({
      'Social Prescribing Link Worker': 'approved Oliver Bennett',
      'Clinical Pharmacist (Independent Prescriber)': 'approved, shortlisted Priya Shah',
      'Physician Associate': 'declined (not shown)',
      'Primary Care Paramedic': 'introduced Tom Whitfield',
    });
    const fatima = await signIn('fatima.hussain');
    const mine = (await fatima.get('/api/candidate/applications')).json<{
      applications: CandidateApplication[];
    }>();
    expect(mine.applications).toMatchObject([{ jobTitle: 'Physician Associate', status: 'declined' }]);
    expect(JSON.stringify(mine)).not.toContain('two years');
  });

  it('gives the job seekers matches and the verified employer a saved search that found someone', async () => {
    const tom = await signIn('tom.whitfield');
    const matches = await tom.get('/api/candidate/matches');
    expect(matches.statusCode, matches.body).toBe(200);
    const titles = matches.json<{ matches: { title: string }[] }>().matches.map((match) => match.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Primary Care Paramedic', 'Locum Paramedic, home visiting']),
    );

    const tomsBell = (await tom.get('/api/notifications')).json<{ notifications: { kind: string }[] }>();
    expect(
      tomsBell.notifications.filter((notification) => notification.kind === 'vacancy_match'),
    ).toHaveLength(2);

    const sarah = await signIn('sarah.collins');
    const saved = (await sarah.get('/api/employer/saved-searches')).json<{
      savedSearches: { name: string; alert: boolean }[];
    }>();
    expect(saved.savedSearches).toMatchObject([{ name: 'Physiotherapists near Leeds', alert: true }]);
    const bell = (await sarah.get('/api/notifications')).json<{
      notifications: { kind: string; body: string }[];
    }>();
    const alerts = bell.notifications.filter((notification) => notification.kind === 'saved_search_match');
    expect(alerts).toHaveLength(1);
    expect(JSON.stringify(alerts)).not.toContain('Daniel');
  });
});
