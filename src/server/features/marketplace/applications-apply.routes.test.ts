import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages } from '../../../shared/marketplace/application.constants';
import type { ApplyPreview } from '../../../shared/marketplace/application.schemas';
import type { ConsentReceipt, EmployerOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { consentReceipts, notifications, opportunities } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { applicationsPerDay } from './applications.candidate.service';
import {
  applicant,
  applicationsOf,
  applied,
  applyAs,
  coverNote,
  organisationWithVacancy,
} from './applications.test-utils';
import { inbox } from './opportunities.test-utils';
import {
  moveAs,
  pastEarlyAccess,
  postVacancy,
  type VacanciesApp,
  vacanciesApp,
} from './vacancies.test-utils';

/* A candidate applies to an open vacancy in one step (docs/product/jobs.md#applications). */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('applying', () => {
  it('is the approval: the organisation sees what was shared at once, on terms and a fee from the vacancy', async () => {
    const { employer, vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t, { name: 'Aisha Shared' });
    await candidate.client.put('/api/account/consents', { consentType: 'cv_sharing_consent', given: true });

    const preview = (await candidate.client.get(`/api/candidate/jobs/${vacancy.id}`)).json() as ApplyPreview;
    expect(preview.job).toMatchObject({
      id: vacancy.id,
      title: vacancy.title,
      organisationName: 'Aire Valley PCN',
    });
    expect(preview).toMatchObject({ cvIncluded: true, applicationId: null, registrationComplete: true });
    expect(preview.sharedFields).toContain('CV');

    const application = await applied(candidate, vacancy.id);
    expect(application).toMatchObject({
      status: 'approved',
      vacancyId: vacancy.id,
      jobTitle: 'Clinical Pharmacist (PCN)',
      organisationName: 'Aire Valley PCN',
      role: 'clinical-pharmacist',
      location: 'LS6',
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmountPence: 4_800_000,
      // The candidate reads the pay as advertised; the terms hold the band's top, for the fee.
      advertisedPay: { basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 },
      hours: '8 sessions a week',
      startDate: '2027-02-01',
      message: coverNote,
    });
    // Candidates are never shown a fee.
    expect(application).not.toHaveProperty('feePence');
    expect(application.timeline).toEqual([expect.objectContaining({ status: 'approved', by: 'candidate' })]);

    // The receipt is written for that organisation, with the same list the page showed.
    const receipts = (await candidate.client.get('/api/candidate/consent-receipts')).json() as {
      receipts: ConsentReceipt[];
    };
    expect(receipts.receipts).toEqual([
      expect.objectContaining({
        id: application.receiptId,
        opportunityId: application.id,
        organisationName: 'Aire Valley PCN',
        sharedFields: preview.sharedFields,
        withdrawnAt: null,
      }),
    ]);

    // The organisation sees them at once, with the fee on the band's top (9 % of £48,000).
    const seen = (
      await employer.client.get(`/api/employer/opportunities/${application.id}`)
    ).json() as EmployerOpportunity;
    expect(seen.revealed).toMatchObject({ fullName: 'Aisha Shared', email: candidate.email });
    expect(seen.revealed?.cvUrl).toBeNull(); // no CV uploaded, though sharing is agreed
    expect(seen).toMatchObject({
      feeRate: 0.09,
      feePence: 432_000,
      message: coverNote,
      application: {
        vacancyId: vacancy.id,
        jobTitle: 'Clinical Pharmacist (PCN)',
        shortlisted: false,
        introductionRequestedAt: null,
      },
    });
    const counts = (
      (await employer.client.get(`/api/employer/vacancies/${vacancy.id}`)).json() as EmployerVacancy
    ).applicantCounts;
    expect(counts.approved).toBe(1);

    // Each member hears of it, in the bell and by e-mail, without the professional's name.
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employer.account.userId));
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'application_received',
        title: 'New application: Clinical Pharmacist (PCN)',
        link: `/arrsplace/employer/vacancies/${vacancy.id}/applicants`,
      }),
    ]);
    expect(JSON.stringify(bell)).not.toContain('Aisha');
    const mails = (await listOutbox(t.database.db)).filter(
      (mail) => mail.toAddress === employer.account.email,
    );
    expect(mails.map((mail) => mail.template)).toEqual(['notification']);

    // Listed under applications, not among the opportunities employers sent.
    expect((await applicationsOf(candidate)).map((row) => row.id)).toEqual([application.id]);
    expect(await inbox(candidate.client)).toEqual([]);
    const again = (await candidate.client.get(`/api/candidate/jobs/${vacancy.id}`)).json() as ApplyPreview;
    expect(again.applicationId).toBe(application.id);
  });

  it('lists no CV without CV-sharing consent, and a cover note may be left out', async () => {
    const { vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t);
    const preview = (await candidate.client.get(`/api/candidate/jobs/${vacancy.id}`)).json() as ApplyPreview;
    expect(preview.cvIncluded).toBe(false);
    expect(preview.sharedFields).not.toContain('CV');
    const response = await candidate.client.post('/api/candidate/applications', { vacancyId: vacancy.id });
    expect(response.statusCode, response.body).toBe(201);
    const [receipt] = await t.database.db
      .select()
      .from(consentReceipts)
      .where(eq(consentReceipts.candidateUserId, candidate.userId));
    expect(receipt?.sharedFields).toEqual(preview.sharedFields);
  });

  it('charges a locum day rate at 14 % with its days to confirm, and a fixed term as a permanent hire', async () => {
    const { employer, vacancy: locum } = await organisationWithVacancy(t, {
      employmentType: 'locum',
      payBasis: 'day_rate',
      payMinPounds: 450,
      payMaxPounds: null,
      sessionsPerWeek: null,
      hoursPerWeek: 22.5,
    });
    const fixedTerm = await postVacancy(employer, { employmentType: 'fixed_term' });
    await pastEarlyAccess(t, fixedTerm.id);
    const candidate = await applicant(t);
    const day = await applied(candidate, locum.id);
    const year = await applied(candidate, fixedTerm.id);
    expect(day).toMatchObject({
      employmentType: 'locum',
      payAmountPence: 45_000,
      hours: '22.5 hours a week',
    });
    const asEmployer = async (id: string) =>
      (await employer.client.get(`/api/employer/opportunities/${id}`)).json() as EmployerOpportunity;
    expect(await asEmployer(day.id)).toMatchObject({
      feeRate: 0.14,
      feeBasis: '14 % of £450 a day (one day’s rate — terms not recorded) = £63',
    });
    expect(await asEmployer(year.id)).toMatchObject({
      employmentType: 'fixed_term',
      feeRate: 0.09,
      feeBasis: '9 % of £48,000 a year = £4,320',
    });
  });
});

describe('refusals', () => {
  it('says how to give the recruitment consent that applying needs', async () => {
    const { vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t, { recruitmentConsent: false });
    const response = await applyAs(candidate, vacancy.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'CONSENT_REQUIRED', message: applicationMessages.consentRequired },
    });
    expect(applicationMessages.consentRequired).toMatch(/recruitment representation consent/);
    // The page's read needs the consent as the candidate area does.
    expect((await candidate.client.get(`/api/candidate/jobs/${vacancy.id}`)).statusCode).toBe(403);
  });

  it('refuses a closed, paused, draft or unknown vacancy as the board does', async () => {
    const { employer, vacancy: closed } = await organisationWithVacancy(t);
    const paused = await postVacancy(employer);
    const draft = await postVacancy(employer, {}, 'draft');
    expect((await moveAs(employer, closed.id, { status: 'closed', reason: 'filled' })).statusCode).toBe(200);
    expect((await moveAs(employer, paused.id, { status: 'paused' })).statusCode).toBe(200);
    const candidate = await applicant(t);
    const closedAnswer = await applyAs(candidate, closed.id);
    expect(closedAnswer.statusCode).toBe(410);
    expect(closedAnswer.json()).toMatchObject({
      error: { code: 'JOB_CLOSED', message: 'This job is no longer accepting applications.' },
    });
    for (const id of [paused.id, draft.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await applyAs(candidate, id);
      expect(answer.statusCode, id).toBe(404);
      expect((await candidate.client.get(`/api/candidate/jobs/${id}`)).statusCode, id).toBe(404);
    }
    expect(await applicationsOf(candidate)).toEqual([]);
  });

  it('takes one application per candidate and vacancy, in the database too', async () => {
    const { vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t);
    const first = await applied(candidate, vacancy.id);
    const second = await applyAs(candidate, vacancy.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'ALREADY_APPLIED', message: applicationMessages.alreadyApplied },
    });
    // Withdrawn, it still counts: one application per vacancy.
    await candidate.client.post(`/api/candidate/opportunities/${first.id}/withdraw`);
    expect((await applyAs(candidate, vacancy.id)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(opportunities).where(eq(opportunities.id, first.id));
    if (!row) throw new Error('application missing');
    const { id: _id, ...copy } = row;
    const duplicate = await t.database.db
      .insert(opportunities)
      .values(copy)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect((duplicate as { cause?: { constraint?: string } } | undefined)?.cause?.constraint).toBe(
      'opportunities_application_idx',
    );
    const rows = await t.database.db
      .select()
      .from(opportunities)
      .where(
        and(eq(opportunities.vacancyId, vacancy.id), eq(opportunities.candidateUserId, candidate.userId)),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuses a candidate not yet approved, or not yet registered', async () => {
    const { vacancy } = await organisationWithVacancy(t);
    const pending = await applicant(t, { approved: false });
    const refused = await applyAs(pending, vacancy.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'NOT_APPROVED' } });
    const unregistered = await applicant(t, { registered: false });
    const answer = await applyAs(unregistered, vacancy.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: { code: 'REGISTRATION_REQUIRED', message: applicationMessages.registrationRequired },
    });
    const employerAnswer = await (await organisationWithVacancy(t)).employer.client.post(
      '/api/candidate/applications',
      { vacancyId: vacancy.id },
    );
    expect(employerAnswer.statusCode).toBe(403);
  });

  it('limits a candidate to 20 applications a day', async () => {
    const { vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t);
    for (let sent = 0; sent < applicationsPerDay.max; sent += 1)
      await t.app.rateLimiter.consume(applicationsPerDay, `user:${candidate.userId}`);
    const answer = await applyAs(candidate, vacancy.id);
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: applicationMessages.tooMany },
    });
    expect(answer.headers['retry-after']).toBeDefined();
    // Another candidate is not affected.
    await applied(await applicant(t), vacancy.id);
  });

  it('refuses a cover note over 1,000 characters, or one with control characters', async () => {
    const { vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t);
    const long = await applyAs(candidate, vacancy.id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(applicationMessages.coverNoteTooLong);
    expect((await applyAs(candidate, vacancy.id, 'bad\u0000note')).statusCode).toBe(400);
    expect((await applyAs(candidate, vacancy.id, 'x'.repeat(1000))).statusCode).toBe(201);
  });
});

describe('withdrawing an application', () => {
  it('is withdrawing the approval: the organisation’s access ends at once and it is told', async () => {
    const { employer, vacancy } = await organisationWithVacancy(t);
    const candidate = await applicant(t, { name: 'Wren Withdrawn' });
    const application = await applied(candidate, vacancy.id);
    const withdrawn = await candidate.client.post(`/api/candidate/opportunities/${application.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [mine] = await applicationsOf(candidate);
    expect(mine).toMatchObject({ status: 'withdrawn' });
    const seen = await employer.client.get(`/api/employer/opportunities/${application.id}`);
    expect(seen.json()).toMatchObject({ status: 'withdrawn', revealed: null, candidate: null });
    expect(seen.body).not.toContain('Wren');
    expect(
      (await employer.client.get(`/api/employer/opportunities/${application.id}/files/photo`)).statusCode,
    ).toBe(404);
    const [receipt] = await t.database.db
      .select()
      .from(consentReceipts)
      .where(eq(consentReceipts.opportunityId, application.id));
    expect(receipt?.withdrawnAt).not.toBeNull();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, employer.account.userId),
          eq(notifications.kind, 'opportunity_withdrawn'),
        ),
      );
    expect(told.map((row) => row.title)).toEqual([
      'A professional withdrew their application (Clinical Pharmacist)',
    ]);
  });
});
