import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOpportunity,
  CandidateOpportunity,
  ConsentReceipt,
  EmployerOpportunity,
} from '../../../shared/marketplace/opportunity.schemas';
import { consentReceipts, opportunities } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  signedInAs,
  testAddress,
} from '../../test/marketplace.test-utils';

let t: TestApp;
const clock = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.app.close();
});

const offer = (candidateReference: string, overrides: Record<string, unknown> = {}) => ({
  candidateReference,
  role: 'clinical-pharmacist',
  location: 'Headingley, Leeds',
  employmentType: 'permanent',
  payBasis: 'annual_salary',
  payAmountPence: 4_500_000,
  hours: '8 sessions a week',
  startDate: '2027-02-01',
  message: 'We would love to talk about our medicines optimisation work.',
  ...overrides,
});

/** A candidate who can sign in (for their inbox), findable from Leeds. */
async function candidateWithClient(name = 'Cara Candidate') {
  const seeded = await buildCandidate(t.database.db, { name, postcode: 'LS1 4AP', workRadiusKm: 30 });
  const { client } = await signedInClient(t.app, seeded, false, testAddress());
  return { ...seeded, client };
}

async function inbox(client: Awaited<ReturnType<typeof candidateWithClient>>['client']) {
  const response = await client.get('/api/candidate/opportunities');
  expect(response.statusCode).toBe(200);
  return (response.json() as { opportunities: CandidateOpportunity[] }).opportunities;
}
const asEmployerOpportunity = (response: { json: () => unknown }) => response.json() as EmployerOpportunity;

describe('express interest → the candidate decides', () => {
  it('sends the opportunity with its 9 % fee; the candidate is told in the app and by e-mail; nothing is revealed yet', async () => {
    const candidate = await candidateWithClient();
    const employer = await employerWithOrganisation(t, { name: 'Kirkstall PCN' });
    const sent = await employer.client.post('/api/employer/opportunities', offer(candidate.reference));
    expect(sent.statusCode, sent.body).toBe(201);
    const opportunity = asEmployerOpportunity(sent);
    expect(opportunity).toMatchObject({
      status: 'sent',
      feeRate: 0.09,
      feePence: 405_000,
      revealed: null,
      candidate: { reference: candidate.reference, postcodeDistrict: 'LS1' },
    });
    expect(opportunity.timeline.map((entry) => [entry.status, entry.by])).toEqual([['sent', 'employer']]);
    expect(sent.body).not.toContain('Cara');

    const [received] = await inbox(candidate.client);
    expect(received).toMatchObject({ id: opportunity.id, organisationName: 'Kirkstall PCN', status: 'sent' });
    const bell = (await candidate.client.get('/api/notifications')).json() as {
      unread: number;
      notifications: { title: string }[];
    };
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]?.title).toBe('New opportunity: Clinical Pharmacist with Kirkstall PCN');
    const mails = (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === candidate.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      'New opportunity: Clinical Pharmacist with Kirkstall PCN',
    );

    // One unanswered opportunity per organisation and candidate.
    const again = await employer.client.post('/api/employer/opportunities', offer(candidate.reference));
    expect(again.statusCode).toBe(409);
  });

  it('needs the salary or day rate and a known role, and a candidate this organisation may see', async () => {
    const candidate = await candidateWithClient();
    const employer = await employerWithOrganisation(t);
    const noPay = await employer.client.post('/api/employer/opportunities', {
      ...offer(candidate.reference),
      payAmountPence: undefined,
    });
    expect(noPay.statusCode).toBe(400);
    expect(noPay.body).toContain('Please enter the salary or day rate');
    const badRole = await employer.client.post(
      '/api/employer/opportunities',
      offer(candidate.reference, { role: 'surgeon' }),
    );
    expect(badRole.statusCode).toBe(400);
    const unknown = await employer.client.post(
      '/api/employer/opportunities',
      offer('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('approve: a consent receipt is kept, the organisation sees the details for that opportunity only, the team is asked to introduce', async () => {
    const admin = await signedInAs(t, { role: 'master_admin' });
    const candidate = await candidateWithClient('Rhiannon Revealed');
    const employer = await employerWithOrganisation(t, { name: 'Approved PCN' });
    const other = await employerWithOrganisation(t, { name: 'Other PCN' });
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', offer(candidate.reference)),
    );
    const otherOpportunity = asEmployerOpportunity(
      await other.client.post('/api/employer/opportunities', offer(candidate.reference)),
    );

    const approved = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const [receipt] = await t.database.db
      .select()
      .from(consentReceipts)
      .where(eq(consentReceipts.opportunityId, opportunity.id));
    expect(receipt).toMatchObject({
      candidateUserId: candidate.userId,
      organisationName: 'Approved PCN',
      consentVersion: 'v1.0',
      withdrawnAt: null,
    });
    expect(receipt?.sharedFields).toEqual(
      expect.arrayContaining(['full name', 'email address', 'phone number', 'CV']),
    );

    const seen = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(seen.status).toBe('approved');
    expect(seen.revealed).toMatchObject({
      fullName: 'Rhiannon Revealed',
      email: candidate.email,
      phone: '07700 900123',
      postcode: 'LS1 4AP',
    });
    // The other organisation's opportunity is unanswered: nothing revealed there.
    const notSeen = asEmployerOpportunity(
      await other.client.get(`/api/employer/opportunities/${otherOpportunity.id}`),
    );
    expect(notSeen.revealed).toBeNull();
    expect(JSON.stringify(notSeen)).not.toContain('Rhiannon');
    // Nor can it open the first organisation's opportunity.
    expect((await other.client.get(`/api/employer/opportunities/${opportunity.id}`)).statusCode).toBe(404);

    const team = (await admin.client.get('/api/notifications')).json() as {
      notifications: { kind: string }[];
    };
    expect(team.notifications.map((n) => n.kind)).toContain('introduction_needed');
    const employerBell = (await employer.client.get('/api/notifications')).json() as {
      notifications: { kind: string }[];
    };
    expect(employerBell.notifications.map((n) => n.kind)).toContain('opportunity_approved');

    // The receipt, listed and downloadable.
    const receipts = (await candidate.client.get('/api/candidate/consent-receipts')).json() as {
      receipts: ConsentReceipt[];
    };
    expect(receipts.receipts).toHaveLength(1);
    const download = await candidate.client.get(
      `/api/candidate/consent-receipts/${receipts.receipts[0]?.id}`,
    );
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toContain('Shared with: Approved PCN');
    expect(download.body).toContain('Consent version: v1.0');
    // Answered once only.
    expect(
      (await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/decline`, {})).statusCode,
    ).toBe(409);
  });

  it('decline (optional reason): the organisation sees "declined" and nothing more', async () => {
    const candidate = await candidateWithClient('Dina Declines');
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', offer(candidate.reference)),
    );
    const declined = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/decline`, {
      reason: 'Happy where I am, thank you',
    });
    expect(declined.statusCode).toBe(200);
    expect((await inbox(candidate.client))[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Happy where I am, thank you',
    });
    const seen = await employer.client.get(`/api/employer/opportunities/${opportunity.id}`);
    expect(asEmployerOpportunity(seen)).toMatchObject({ status: 'declined', revealed: null });
    expect(seen.body).not.toContain('Happy where I am');
    expect(seen.body).not.toContain('Dina');
  });

  it('withdrawing an approval ends the organisation’s access at once', async () => {
    const candidate = await candidateWithClient('Wendy Withdraws');
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', offer(candidate.reference)),
    );
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    expect(
      asEmployerOpportunity(await employer.client.get(`/api/employer/opportunities/${opportunity.id}`))
        .revealed,
    ).not.toBeNull();

    const withdrawn = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    const seen = await employer.client.get(`/api/employer/opportunities/${opportunity.id}`);
    expect(asEmployerOpportunity(seen)).toMatchObject({ status: 'withdrawn', revealed: null });
    expect(seen.body).not.toContain('Wendy');
    expect(
      (await employer.client.get(`/api/employer/opportunities/${opportunity.id}/files/cv`)).statusCode,
    ).toBe(404);
    const receipts = (await candidate.client.get('/api/candidate/consent-receipts')).json() as {
      receipts: ConsentReceipt[];
    };
    expect(receipts.receipts[0]?.withdrawnAt).not.toBeNull();
    expect(
      (await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/withdraw`)).statusCode,
    ).toBe(409);
  });

  it('expires after 14 days without an answer; the organisation is told; it can no longer be approved', async () => {
    const candidate = await candidateWithClient();
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', offer(candidate.reference)),
    );
    expect(Date.parse(opportunity.expiresAt) - Date.parse(opportunity.createdAt)).toBe(
      14 * 24 * 60 * 60 * 1000,
    );
    expect((await inbox(candidate.client)).find((row) => row.id === opportunity.id)?.status).toBe('sent');
    // Fourteen days pass (moved in the data: a session would not survive the clock moving).
    await t.database.db
      .update(opportunities)
      .set({ expiresAt: new Date(clock.getTime() - 1000) })
      .where(eq(opportunities.id, opportunity.id));
    {
      expect((await inbox(candidate.client)).find((row) => row.id === opportunity.id)?.status).toBe(
        'expired',
      );
      expect(
        (await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`)).statusCode,
      ).toBe(409);
      const report = await t.app.opportunityExpiry.runOnce();
      expect(report.expired).toBeGreaterThanOrEqual(1);
      const seen = asEmployerOpportunity(
        await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
      );
      expect(seen.timeline.map((entry) => [entry.status, entry.by])).toEqual([
        ['sent', 'employer'],
        ['expired', 'system'],
      ]);
      const bell = (await employer.client.get('/api/notifications')).json() as {
        notifications: { kind: string }[];
      };
      expect(bell.notifications.map((n) => n.kind)).toContain('opportunity_expired');
    }
  });
});

describe('pipeline and placement fee', () => {
  it('introduced (admin) → interviewing → placed; the fee is 14 % for a locum and can be adjusted with a note', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient();
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post(
        '/api/employer/opportunities',
        offer(candidate.reference, {
          employmentType: 'locum',
          payBasis: 'annual_salary',
          payAmountPence: 5_000_000,
        }),
      ),
    );
    expect(opportunity).toMatchObject({ feeRate: 0.14, feePence: 700_000 });
    // Nothing moves before the candidate approves.
    expect(
      (await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, { status: 'introduced' }))
        .statusCode,
    ).toBe(409);
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    // Employers cannot introduce or place; admins can.
    expect(
      (
        await employer.client.post(`/api/employer/opportunities/${opportunity.id}/status`, {
          status: 'introduced',
        })
      ).statusCode,
    ).toBe(409);
    const introduced = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'introduced',
      note: 'Emailed both sides',
    });
    expect((introduced.json() as AdminOpportunity).status).toBe('introduced');
    const interviewing = await employer.client.post(`/api/employer/opportunities/${opportunity.id}/status`, {
      status: 'interviewing',
    });
    expect(asEmployerOpportunity(interviewing).status).toBe('interviewing');
    const placed = (
      await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, { status: 'placed' })
    ).json() as AdminOpportunity;
    expect(placed).toMatchObject({ status: 'placed', placedFeePence: 700_000 });
    expect(placed.timeline.map((entry) => entry.status)).toEqual([
      'sent',
      'approved',
      'introduced',
      'interviewing',
      'placed',
    ]);

    const noNote = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/fee`, {
      feePence: 650_000,
      note: '',
    });
    expect(noNote.statusCode).toBe(400);
    const adjusted = (
      await admin.client.post(`/api/admin/opportunities/${opportunity.id}/fee`, {
        feePence: 650_000,
        note: 'Agreed discount for a second placement',
      })
    ).json() as AdminOpportunity;
    expect(adjusted).toMatchObject({
      placedFeePence: 650_000,
      feeNote: 'Agreed discount for a second placement',
    });
    // The candidate sees the pipeline too, but neither the team's notes nor anything about fees.
    const theirs = (await inbox(candidate.client)).find((row) => row.id === opportunity.id);
    expect(theirs?.status).toBe('placed');
    // By field names and values, not by searching the JSON for 'fee': ids are hex, and 'fee' is hex.
    expect(fieldNames(theirs).filter((name) => /fee/i.test(name))).toEqual([]);
    expect(JSON.stringify(theirs)).not.toMatch(/:(650000|700000)\b|Agreed discount/);
    expect(theirs?.timeline.map((entry) => [entry.status, entry.note])).toEqual([
      ['sent', null],
      ['approved', null],
      ['introduced', null],
      ['interviewing', null],
      ['placed', null],
    ]);
  });
});

describe('notifications and the ARRS reimbursement guidance', () => {
  it('marks notifications read and respects a kind turned off for e-mail', async () => {
    const candidate = await candidateWithClient();
    const preferences = await candidate.client.put('/api/account/notification-preferences', {
      emailOff: ['opportunity_received'],
    });
    expect(preferences.json()).toEqual({ emailOff: ['opportunity_received'] });
    const employer = await employerWithOrganisation(t);
    await employer.client.post('/api/employer/opportunities', offer(candidate.reference));
    const mails = (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === candidate.email);
    expect(mails).toEqual([]);
    const bell = (await candidate.client.get('/api/notifications')).json() as { unread: number };
    expect(bell.unread).toBe(1);
    const read = (await candidate.client.post('/api/notifications/read', {})).json() as { unread: number };
    expect(read.unread).toBe(0);
  });

  it('admins keep the maximum reimbursable amount per role and year; employers read the current year', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const saved = await admin.client.put('/api/admin/reimbursement-rates', {
      role: 'clinical-pharmacist',
      financialYear: '2026/27',
      maxAnnualPence: 5_812_800,
    });
    expect(saved.statusCode).toBe(200);
    const rates = (await employer.client.get('/api/employer/reimbursement-rates')).json() as {
      financialYear: string;
      rates: { role: string; maxAnnualPence: number }[];
    };
    expect(rates.financialYear).toBe('2026/27');
    expect(rates.rates).toEqual([
      expect.objectContaining({ role: 'clinical-pharmacist', maxAnnualPence: 5_812_800 }),
    ]);
    expect(
      (
        await admin.client.put('/api/admin/reimbursement-rates', {
          role: 'x',
          financialYear: '2026',
          maxAnnualPence: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});

/** Every field name in a JSON value, at any depth. */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)]);
}
