import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import {
  approvedOpportunity,
  asEmployerOpportunity,
  candidateWithClient,
  inbox,
  opportunitiesApp,
} from './opportunities.test-utils';

/*
 * Timeline notes have an audience: the team and the organisation only (unless chosen otherwise), or
 * both parties. The professional reads exactly the notes meant for both; fee notes never.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('timeline notes and who reads them', () => {
  it('the organisation and the team read every note; the professional only those for both parties', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = await approvedOpportunity(t, employer, candidate);
    const move = (status: string, body: Record<string, unknown>) =>
      admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, { status, ...body });

    // Without a choice, the safer audience: the team and the organisation.
    expect((await move('introduced', { note: 'Called the practice manager' })).statusCode).toBe(200);
    const employerMove = await employer.client.post(`/api/employer/opportunities/${opportunity.id}/status`, {
      status: 'interviewing',
      note: 'First interview on Monday',
      noteAudience: 'both',
    });
    expect(employerMove.statusCode, employerMove.body).toBe(200);
    const placed = await move('placed', { note: 'Congratulations to you both', noteAudience: 'both' });
    expect(placed.statusCode, placed.body).toBe(200);
    const adjusted = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/fee`, {
      feePence: 350_000,
      note: 'Second placement discount',
    });
    expect(adjusted.statusCode).toBe(200);

    const notes = (timeline: { note: string | null; noteAudience: string | null }[]) =>
      timeline.map((entry) => [entry.note, entry.noteAudience]);
    const employerSide = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    const everyNote = [
      [null, null],
      [null, null],
      ['Called the practice manager', 'organisation'],
      ['First interview on Monday', 'both'],
      ['Congratulations to you both', 'both'],
      ['Fee adjusted to £3,500: Second placement discount', 'organisation'],
    ];
    expect(notes(employerSide.timeline)).toEqual(everyNote);
    const teamSide = (
      (await admin.client.get('/api/admin/opportunities')).json() as {
        opportunities: AdminOpportunity[];
      }
    ).opportunities.find((row) => row.id === opportunity.id);
    expect(notes(teamSide?.timeline ?? [])).toEqual(everyNote);

    const theirs = (await inbox(candidate.client)).find((row) => row.id === opportunity.id);
    expect(theirs?.timeline.map((entry) => [entry.status, entry.note, entry.noteAudience])).toEqual([
      ['sent', null, null],
      ['approved', null, null],
      ['introduced', null, null],
      ['interviewing', 'First interview on Monday', 'both'],
      ['placed', 'Congratulations to you both', 'both'],
    ]);
    expect(JSON.stringify(theirs)).not.toMatch(/practice manager|discount/);
  });

  it('refuses an audience it does not know, with a 400', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = await approvedOpportunity(t, employer, candidate);
    const refused = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'introduced',
      note: 'Hello',
      noteAudience: 'everyone',
    });
    expect(refused.statusCode).toBe(400);
    const byEmployer = await employer.client.post(`/api/employer/opportunities/${opportunity.id}/status`, {
      status: 'closed',
      noteAudience: 'candidate',
    });
    expect(byEmployer.statusCode).toBe(400);
  });
});
