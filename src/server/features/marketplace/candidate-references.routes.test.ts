import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import {
  employerWithOrganisation,
  searchAs,
  signedInAs,
  testAddress,
} from '../../test/marketplace.test-utils';
import {
  adminMoves,
  approvedOpportunity,
  asEmployerOpportunity,
  candidateWithClient,
  offer,
  opportunitiesApp,
} from './opportunities.test-utils';
import { createOrganisationsRepository } from './organisations.repository';

/*
 * The references organisations know candidates by: each organisation its own, so two cannot link
 * what they hold; and a new one once an approval that showed the candidate's name has ended, so the
 * organisation cannot keep following the person it saw.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

/** The references in an organisation's search from Leeds. */
async function referencesIn(employer: Awaited<ReturnType<typeof employerWithOrganisation>>) {
  return (await searchAs(employer, { radiusKm: 30 })).results.map((result) => result.reference);
}

describe('each organisation knows a candidate by its own reference', () => {
  it('gives two organisations different references for one candidate, stable across searches, valid for their own organisation only', async () => {
    const candidate = await candidateWithClient(t, 'Rhea Reference');
    const first = await employerWithOrganisation(t, { name: 'First PCN' });
    const second = await employerWithOrganisation(t, { name: 'Second PCN' });
    const firstSees = await referencesIn(first);
    const secondSees = await referencesIn(second);
    expect(firstSees).toHaveLength(1);
    expect(secondSees).toHaveLength(1);
    const [firstReference = ''] = firstSees;
    const [secondReference = ''] = secondSees;
    expect(firstReference).not.toBe(secondReference);
    expect(await referencesIn(first)).toEqual([firstReference]);

    // A colleague in the same organisation sees the same reference.
    const colleague = await buildAccount(t.database.db, { role: 'employer', name: 'Col League' });
    await createOrganisationsRepository({ db: t.database.db }).addMember(
      first.organisation.id,
      colleague.userId,
      new Date(),
    );
    const { client } = await signedInClient(t.app, colleague, false, testAddress());
    expect((await client.get(`/api/employer/candidates/${firstReference}`)).statusCode).toBe(200);

    // Another organisation's reference opens nothing, and sends nothing.
    expect((await first.client.get(`/api/employer/candidates/${secondReference}`)).statusCode).toBe(404);
    expect((await second.client.get(`/api/employer/candidates/${firstReference}`)).statusCode).toBe(404);
    const crossed = await first.client.post('/api/employer/opportunities', offer(secondReference));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain(candidate.userId);
  });
});

describe('an ended approval leaves no handle on the candidate', () => {
  it('after a withdrawal: the opportunity carries no candidate, the old reference is dead, search shows a new one', async () => {
    const candidate = await candidateWithClient(t, 'Wren Withdraws', 'BS1 4DJ');
    const employer = await employerWithOrganisation(t, { name: 'Withdrawn From PCN', postcode: 'BS2 0JA' });
    const found = await referencesIn(employer);
    expect(found).toHaveLength(1);
    const [before = ''] = found;
    const opportunity = await approvedOpportunity(t, employer, candidate);
    const approvedView = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(approvedView.revealed?.fullName).toBe('Wren Withdraws');
    expect(approvedView.candidate?.reference).toBe(before);

    const withdrawn = await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const after = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(after).toMatchObject({ status: 'withdrawn', revealed: null, candidate: null });
    const list = await employer.client.get('/api/employer/opportunities');
    expect(list.body).not.toContain(before);
    for (const url of [`/api/employer/candidates/${before}`, `/api/employer/candidates/${before}/video`])
      expect((await employer.client.get(url)).statusCode).toBe(404);
    expect((await employer.client.post('/api/employer/opportunities', offer(before))).statusCode).toBe(404);
    const now = await referencesIn(employer);
    expect(now).toHaveLength(1);
    expect(now).not.toContain(before);
  });

  it('after a close: the same', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t, 'Cleo Closed', 'M1 1AE');
    const employer = await employerWithOrganisation(t, { name: 'Closed With PCN', postcode: 'M2 3AW' });
    const found = await referencesIn(employer);
    expect(found).toHaveLength(1);
    const [before = ''] = found;
    const opportunity = await approvedOpportunity(t, employer, candidate);
    await adminMoves(admin, opportunity.id, ['introduced', 'closed']);
    const after = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(after).toMatchObject({ status: 'closed', revealed: null, candidate: null });
    expect((await employer.client.get(`/api/employer/candidates/${before}`)).statusCode).toBe(404);
    const now = await referencesIn(employer);
    expect(now).toHaveLength(1);
    expect(now).not.toContain(before);
  });
});
