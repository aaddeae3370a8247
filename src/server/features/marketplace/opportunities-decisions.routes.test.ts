import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentReceipt } from '../../../shared/marketplace/opportunity.schemas';
import { ukLongDate } from '../../../shared/validation/uk-day';
import { consentReceipts, opportunities } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, referenceFor, signedInAs } from '../../test/marketplace.test-utils';
import {
  asEmployerOpportunity,
  candidateWithClient,
  clock,
  inbox,
  offer,
  offerTo,
  opportunitiesApp,
} from './opportunities.test-utils';

/*
 * An employer sends an opportunity; the candidate approves (details revealed to that organisation
 * only, a consent receipt kept), declines, withdraws, or lets it expire.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('express interest → the candidate decides', () => {
  it('sends the opportunity with its 9 % fee; the candidate is told in the app and by e-mail; nothing is revealed yet', async () => {
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t, { name: 'Kirkstall PCN' });
    const sent = await employer.client.post(
      '/api/employer/opportunities',
      await offerTo(t, employer, candidate),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const opportunity = asEmployerOpportunity(sent);
    expect(opportunity).toMatchObject({
      status: 'sent',
      feeRate: 0.09,
      feePence: 405_000,
      revealed: null,
      candidate: { reference: await referenceFor(t, employer, candidate), postcodeDistrict: 'LS1' },
    });
    expect(opportunity.timeline.map((entry) => [entry.status, entry.by])).toEqual([['sent', 'employer']]);
    expect(sent.body).not.toContain('Cara');

    const [received] = await inbox(candidate.client);
    expect(received).toMatchObject({ id: opportunity.id, organisationName: 'Kirkstall PCN', status: 'sent' });
    const bell = (await candidate.client.get('/api/notifications')).json() as {
      unread: number;
      notifications: { title: string; body: string }[];
    };
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]?.title).toBe('New opportunity: Clinical Pharmacist with Kirkstall PCN');
    // The answer-by date as the opportunity's own expiry, a UK calendar date in words.
    expect(bell.notifications[0]?.body).toContain(
      `please answer by ${ukLongDate(new Date(opportunity.expiresAt))}.`,
    );
    const mails = (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === candidate.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      'New opportunity: Clinical Pharmacist with Kirkstall PCN',
    );

    // One unanswered opportunity per organisation and candidate.
    const again = await employer.client.post(
      '/api/employer/opportunities',
      await offerTo(t, employer, candidate),
    );
    expect(again.statusCode).toBe(409);
  });

  it('needs the salary or day rate and a known role, and a candidate this organisation may see', async () => {
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const noPay = await employer.client.post('/api/employer/opportunities', {
      ...(await offerTo(t, employer, candidate)),
      payAmountPence: undefined,
    });
    expect(noPay.statusCode).toBe(400);
    expect(noPay.body).toContain('Please enter the salary or day rate');
    const badRole = await employer.client.post(
      '/api/employer/opportunities',
      await offerTo(t, employer, candidate, { role: 'surgeon' }),
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
    const candidate = await candidateWithClient(t, 'Rhiannon Revealed');
    const employer = await employerWithOrganisation(t, { name: 'Approved PCN' });
    const other = await employerWithOrganisation(t, { name: 'Other PCN' });
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', await offerTo(t, employer, candidate)),
    );
    const otherOpportunity = asEmployerOpportunity(
      await other.client.post('/api/employer/opportunities', await offerTo(t, other, candidate)),
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
      // The CV only with the CV sharing consent: opportunities-cv-and-documents.routes.test.ts.
      expect.arrayContaining(['full name', 'email address', 'phone number']),
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
    const candidate = await candidateWithClient(t, 'Dina Declines');
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', await offerTo(t, employer, candidate)),
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
    const candidate = await candidateWithClient(t, 'Wendy Withdraws');
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', await offerTo(t, employer, candidate)),
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
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', await offerTo(t, employer, candidate)),
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
