import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import {
  asEmployerOpportunity,
  candidateWithClient,
  inbox,
  offerTo,
  opportunitiesApp,
} from './opportunities.test-utils';

/* After the candidate approves: introduced, interviewing, placed, and the placement fee. */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('pipeline and placement fee', () => {
  it('introduced (admin) → interviewing → placed; the fee is 14 % for a locum and can be adjusted with a note', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post(
        '/api/employer/opportunities',
        await offerTo(t, employer, candidate, {
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
    // The team sees how to reach both sides before it introduces them.
    const queue = await admin.client.get('/api/admin/opportunities?status=approved');
    const queued = (queue.json() as { opportunities: AdminOpportunity[] }).opportunities.find(
      (row) => row.id === opportunity.id,
    );
    expect(queued).toMatchObject({
      candidateName: 'Cara Candidate',
      candidateEmail: candidate.email,
      candidateContactEmail: null,
      candidatePhone: '07700 900123',
      organisationContact: { name: 'Pat Manager', jobTitle: 'PCN manager', phone: '0113 496 0000' },
      sentBy: { name: 'Erin Employer', email: employer.account.email },
    });
    const introduced = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'introduced',
      note: 'Emailed both sides',
    });
    expect((introduced.json() as AdminOpportunity).status).toBe('introduced');
    // Each side hears what the introduction means for them; the organisation's notices never name the
    // professional (they outlast the approval).
    expect(await notices(employer.client)).toContainEqual({
      title: 'Introduction for your Clinical Pharmacist opportunity',
      body: expect.stringContaining('please get in touch to arrange an interview'),
    });
    expect(await notices(candidate.client)).toContainEqual({
      title: 'Introduced to Headingley Primary Care Network',
      body: 'Our team has introduced you to Headingley Primary Care Network for the Clinical Pharmacist opportunity. They will contact you to arrange an interview.',
    });
    const interviewing = await employer.client.post(`/api/employer/opportunities/${opportunity.id}/status`, {
      status: 'interviewing',
    });
    expect(asEmployerOpportunity(interviewing).status).toBe('interviewing');
    const placed = (
      await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, { status: 'placed' })
    ).json() as AdminOpportunity;
    expect(placed).toMatchObject({ status: 'placed', placedFeePence: 700_000 });
    expect((await notices(candidate.client)).map((notice) => notice.title)).toContain(
      'Placed: Clinical Pharmacist with Headingley Primary Care Network',
    );
    expect((await notices(employer.client)).map((notice) => notice.title)).toContain(
      'Placed: your Clinical Pharmacist opportunity',
    );
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

/** The notifications in the caller's bell, title and text. */
async function notices(client: { get: (url: string) => Promise<{ json: () => unknown }> }) {
  const bell = (await client.get('/api/notifications')).json() as {
    notifications: { title: string; body: string }[];
  };
  return bell.notifications.map(({ title, body }) => ({ title, body }));
}

/** Every field name in a JSON value, at any depth. */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)]);
}
