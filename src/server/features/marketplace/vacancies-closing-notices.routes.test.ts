import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import { opportunities } from '../../db/schema';
import { signedInClient } from '../../test/accounts.test-utils';
import {
  employerWithOrganisation,
  signedInAs,
  type TestEmployer,
  testAddress,
} from '../../test/marketplace.test-utils';
import { adminMoves, candidateWithClient, offerTo } from './opportunities.test-utils';
import {
  addColleague,
  clock,
  moveAs,
  noticesOf,
  notificationMailsTo,
  postVacancy,
  type VacanciesApp,
  vacanciesApp,
} from './vacancies.test-utils';

/*
 * Who hears that a vacancy closed: its organisation when it closed by itself or by revocation, and the
 * professionals whose opportunity about it is still awaiting an answer or approved, whatever closed it.
 */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

type Candidate = Awaited<ReturnType<typeof candidateWithClient>>;

async function link(employer: TestEmployer, candidate: Candidate, vacancyId: string | null) {
  const sent = await employer.client.post(
    '/api/employer/opportunities',
    await offerTo(t, employer, candidate, { vacancyId }),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json() as EmployerOpportunity;
}

async function approve(candidate: Candidate, opportunity: EmployerOpportunity) {
  const approved = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

const title = 'Clinical Pharmacist (care homes)';
const organisationName = 'Headingley Primary Care Network';
const jobClosed = {
  title: `The job “${title}” has closed`,
  body: `The job “${title}” at ${organisationName} has closed. Your Clinical Pharmacist opportunity with them is about this job: it stays in your list, and we will tell you if it moves on. Thank you for your interest.`,
  link: '/arrsplace/candidate/opportunities',
};

describe('a vacancy past its closing date', () => {
  it('tells each member once, by bell and e-mail as they chose, and the professionals at an early stage once', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const colleague = await addColleague(t, employer, 'Mo Member');
    const colleagueClient = (await signedInClient(t.app, colleague, false, testAddress())).client;
    const preference = await colleagueClient.put('/api/account/notification-preferences', {
      emailOff: ['vacancy_closed'],
    });
    expect(preference.statusCode, preference.body).toBe(200);
    const vacancy = await postVacancy(employer, { title, closingDate: '2026-12-01' });

    const awaiting = await candidateWithClient(t, 'Sam Sent');
    await link(employer, awaiting, vacancy.id);
    const approved = await candidateWithClient(t, 'Abi Approved');
    await approve(approved, await link(employer, approved, vacancy.id));
    const introduced = await candidateWithClient(t, 'Ivo Introduced');
    const introducedOpportunity = await link(employer, introduced, vacancy.id);
    await approve(introduced, introducedOpportunity);
    await adminMoves(admin, introducedOpportunity.id, ['introduced']);
    const declined = await candidateWithClient(t, 'Dee Declined');
    const declinedOpportunity = await link(employer, declined, vacancy.id);
    expect(
      (await declined.client.post(`/api/candidate/opportunities/${declinedOpportunity.id}/decline`, {}))
        .statusCode,
    ).toBe(200);
    const lapsed = await candidateWithClient(t, 'Eve Expired');
    const lapsedOpportunity = await link(employer, lapsed, vacancy.id);
    // Unanswered past its answer-by time: expired, whether or not the hourly task has recorded it.
    await t.database.db
      .update(opportunities)
      .set({ expiresAt: new Date('2026-11-30T00:00:00Z') })
      .where(eq(opportunities.id, lapsedOpportunity.id));
    const unlinked = await candidateWithClient(t, 'Una Unlinked');
    await link(employer, unlinked, null);

    try {
      t.setNow(new Date('2026-12-02T09:00:00Z'));
      await t.app.opportunityExpiry.runOnce();
      // Hourly, all day: nothing is said twice.
      t.setNow(new Date('2026-12-02T10:00:00Z'));
      await t.app.opportunityExpiry.runOnce();

      const closedNotice = {
        title: `Your vacancy “${title}” has closed`,
        body: `Your vacancy “${title}” has closed: its closing date, 1 December 2026, has passed, so it is no longer on the jobs board. To advertise it again, duplicate it into a new draft.`,
        link: `/arrsplace/employer/vacancies/${vacancy.id}`,
      };
      expect(await noticesOf(t, employer.account.userId, 'vacancy_closed')).toEqual([closedNotice]);
      expect(await noticesOf(t, colleague.userId, 'vacancy_closed')).toEqual([closedNotice]);
      expect(await notificationMailsTo(t, employer.account.email)).toContain(closedNotice.title);
      expect(
        (await notificationMailsTo(t, employer.account.email)).filter((s) => s === closedNotice.title),
      ).toHaveLength(1);
      // The colleague turned these e-mails off: the bell only.
      expect(await notificationMailsTo(t, colleague.email)).not.toContain(closedNotice.title);

      for (const told of [awaiting, approved]) {
        expect(await noticesOf(t, told.userId, 'job_closed')).toEqual([jobClosed]);
        expect((await notificationMailsTo(t, told.email)).filter((s) => s === jobClosed.title)).toHaveLength(
          1,
        );
      }
      for (const untold of [introduced, declined, lapsed, unlinked])
        expect(await noticesOf(t, untold.userId, 'job_closed')).toEqual([]);

      // The professional reads it on their bell, with no way to reach the organisation in it.
      const again = (await signedInClient(t.app, awaiting, false, testAddress())).client;
      const bell = (await again.get('/api/notifications')).json() as {
        notifications: { kind: string; title: string; body: string }[];
      };
      const notice = bell.notifications.find((row) => row.kind === 'job_closed');
      expect(notice).toMatchObject({ title: jobClosed.title, body: jobClosed.body });
      for (const contact of [
        '0113 496 0000',
        'Pat Manager',
        '1 Test Street',
        'LS6 2AA',
        employer.account.email,
      ])
        expect(JSON.stringify(notice)).not.toContain(contact);
    } finally {
      t.setNow(clock);
    }
  });
});

describe('revocation', () => {
  it('tells the members once for all the vacancies it closed, and the professionals of each', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const paramedic = await postVacancy(employer, { title: 'Paramedic', role: 'paramedic' });
    const physio = await postVacancy(employer, { title: 'First Contact Physiotherapist' });
    await moveAs(employer, physio.id, { status: 'paused' });
    const candidate = await candidateWithClient(t, 'Pat Paramedic');
    await link(employer, candidate, paramedic.id);

    const revoked = await admin.client.post(`/api/admin/organisations/${employer.organisation.id}/revoke`, {
      reason: 'The practice closed',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const [notice, ...more] = await noticesOf(t, employer.account.userId, 'vacancy_closed');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'Your 2 vacancies have closed',
      link: '/arrsplace/employer/vacancies',
    });
    expect(notice?.body).toMatch(
      /^Your vacancies “(Paramedic|First Contact Physiotherapist)” and “(Paramedic|First Contact Physiotherapist)” have closed because our team withdrew your organisation’s verification/,
    );
    expect(notice?.body).toContain('“Paramedic”');
    expect(notice?.body).toContain('“First Contact Physiotherapist”');
    expect(await notificationMailsTo(t, employer.account.email)).toContain('Your 2 vacancies have closed');
    expect(await noticesOf(t, candidate.userId, 'job_closed')).toEqual([
      expect.objectContaining({ title: 'The job “Paramedic” has closed' }),
    ]);
  });
});

describe('the organisation closing its own vacancy', () => {
  it('tells the professionals why when it was filled, and not the organisation, which closed it', async () => {
    const employer = await employerWithOrganisation(t);
    const filled = await postVacancy(employer, { title });
    const withdrawn = await postVacancy(employer, { title: 'Care Coordinator', role: 'care-coordinator' });
    const first = await candidateWithClient(t, 'Fay Filled');
    await link(employer, first, filled.id);
    const second = await candidateWithClient(t, 'Wes Withdrawn');
    await link(employer, second, withdrawn.id);

    expect((await moveAs(employer, filled.id, { status: 'closed', reason: 'filled' })).statusCode).toBe(200);
    expect((await moveAs(employer, withdrawn.id, { status: 'closed', reason: 'withdrawn' })).statusCode).toBe(
      200,
    );

    expect(await noticesOf(t, first.userId, 'job_closed')).toEqual([
      {
        ...jobClosed,
        body: jobClosed.body.replace('has closed.', 'has closed because it has been filled.'),
      },
    ]);
    expect(await noticesOf(t, second.userId, 'job_closed')).toEqual([
      expect.objectContaining({
        title: 'The job “Care Coordinator” has closed',
        body: expect.stringMatching(
          /^The job “Care Coordinator” at Headingley Primary Care Network has closed\. /,
        ),
      }),
    ]);
    expect(await noticesOf(t, employer.account.userId, 'vacancy_closed')).toEqual([]);
  });
});
