import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateOpportunity,
  ConsentReceipt,
  EmployerOpportunity,
} from '../../../shared/marketplace/opportunity.schemas';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import {
  adminMoves,
  approvedOpportunity,
  asEmployerOpportunity,
  candidateWithClient,
  inbox,
  opportunitiesApp,
} from './opportunities.test-utils';

/*
 * Withdrawing recruitment representation consent withdraws every approval it stood behind, at once:
 * the receipts are marked, the organisations lose the candidate's details (a placement stays on record
 * without them), the team is told — and the candidate can still see and withdraw what they approved.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

const filesOf = (opportunity: EmployerOpportunity) =>
  ['photo', 'cv', 'video'].map((kind) => `/api/employer/opportunities/${opportunity.id}/files/${kind}`);

describe('withdrawing recruitment representation consent', () => {
  it('withdraws every live approval, ends each organisation’s access, tells the team, and leaves the candidate their inbox', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t, 'Willa Withdrawn');
    const approving = await employerWithOrganisation(t, { name: 'Approved PCN' });
    const interviewing = await employerWithOrganisation(t, { name: 'Interviewing PCN' });
    const placing = await employerWithOrganisation(t, { name: 'Placing PCN' });
    const approved = await approvedOpportunity(t, approving, candidate);
    const atInterview = await approvedOpportunity(t, interviewing, candidate);
    await adminMoves(admin, atInterview.id, ['introduced', 'interviewing']);
    const placed = await approvedOpportunity(t, placing, candidate);
    await adminMoves(admin, placed.id, ['introduced', 'placed']);
    const approvals = [
      [approving, approved],
      [interviewing, atInterview],
      [placing, placed],
    ] as const;
    for (const [employer, opportunity] of approvals) {
      const view = asEmployerOpportunity(
        await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
      );
      expect(view.revealed?.fullName).toBe('Willa Withdrawn');
    }

    const withdrawn = await candidate.client.put('/api/account/consents', {
      consentType: 'recruitment_representation_consent',
      given: false,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // The organisations no longer see who the candidate is, nor their files.
    for (const [employer, opportunity] of approvals) {
      const view = asEmployerOpportunity(
        await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
      );
      expect(view).toMatchObject({ revealed: null, candidate: null });
      expect(JSON.stringify(view)).not.toContain('Willa');
      for (const url of filesOf(opportunity)) expect((await employer.client.get(url)).statusCode).toBe(404);
      const bell = (await employer.client.get('/api/notifications')).json() as {
        notifications: { title: string }[];
      };
      expect(bell.notifications.map((notice) => notice.title)).toContain(
        'A professional withdrew their approval (Clinical Pharmacist)',
      );
    }
    // Before placement the opportunity is withdrawn; the placement stays on record, its fee owed.
    const statuses = Object.fromEntries(
      (await inbox(candidate.client)).map((row: CandidateOpportunity) => [row.id, row.status]),
    );
    expect(statuses).toEqual({
      [approved.id]: 'withdrawn',
      [atInterview.id]: 'withdrawn',
      [placed.id]: 'placed',
    });

    // Every receipt is marked withdrawn, and the candidate can still read and download them.
    const receipts = (await candidate.client.get('/api/candidate/consent-receipts')).json() as {
      receipts: ConsentReceipt[];
    };
    expect(receipts.receipts).toHaveLength(3);
    for (const receipt of receipts.receipts) expect(receipt.withdrawnAt).not.toBeNull();
    const text = await candidate.client.get(`/api/candidate/consent-receipts/${receipts.receipts[0]?.id}`);
    expect(text.statusCode).toBe(200);
    // The withdraw route answers (the approval is already withdrawn), rather than refusing for consent.
    const again = await candidate.client.post(`/api/candidate/opportunities/${approved.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error: { code: string } }).error.code).toBe('NOT_APPROVED_OPPORTUNITY');

    // The team is told once.
    const teamBell = (await admin.client.get('/api/notifications')).json() as {
      notifications: { title: string; body: string }[];
    };
    const told = teamBell.notifications.filter(
      (notice) => notice.title === 'A professional withdrew their recruitment representation consent',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('which withdrew 3 approvals');
  });

  it('lets a candidate without the consent see and withdraw an approval, but not answer a new opportunity', async () => {
    const candidate = await candidateWithClient(t, 'Nadia Noconsent');
    const employer = await employerWithOrganisation(t, { name: 'Later PCN' });
    const opportunity = await approvedOpportunity(t, employer, candidate);
    // Consent withdrawn directly in the data (as if an older version had done it without the cascade):
    // the candidate must still be able to end the approval themselves.
    await t.database.db.execute(
      `update user_profiles set recruitment_representation_consent = false where user_id = '${candidate.userId}'`,
    );
    expect((await candidate.client.get('/api/candidate/opportunities')).statusCode).toBe(200);
    const withdraw = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/withdraw`);
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const view = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(view).toMatchObject({ status: 'withdrawn', revealed: null });
    const answer = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    expect(answer.statusCode).toBe(403);
    expect((answer.json() as { error: { code: string } }).error.code).toBe('CONSENT_REQUIRED');
  });
});
