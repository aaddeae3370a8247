import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmployerOpportunity,
  opportunityMessages,
} from '../../../shared/marketplace/opportunity.schemas';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { opportunities } from '../../db/schema';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, type TestEmployer } from '../../test/marketplace.test-utils';
import {
  asEmployerOpportunity,
  candidateWithClient,
  inbox,
  offerTo,
  opportunitiesApp,
} from './opportunities.test-utils';
import { moveAs, postVacancy } from './vacancies.test-utils';

/* An opportunity sent from search may be linked to one of the organisation's open or paused vacancies. */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

async function send(employer: TestEmployer, candidate: { userId: string }, vacancyId: unknown) {
  return employer.client.post(
    '/api/employer/opportunities',
    await offerTo(t, employer, candidate, { vacancyId }),
  );
}

async function vacancyOf(employer: TestEmployer, id: string) {
  const response = await employer.client.get(`/api/employer/vacancies/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EmployerVacancy;
}

async function linkedRows(candidateUserId: string) {
  return t.database.db
    .select({ vacancyId: opportunities.vacancyId })
    .from(opportunities)
    .where(eq(opportunities.candidateUserId, candidateUserId));
}

describe('linking an opportunity to a vacancy', () => {
  it('links one of the organisation’s open vacancies: both sides see its title, and it counts as an applicant', async () => {
    const employer = await employerWithOrganisation(t);
    const candidate = await candidateWithClient(t);
    const vacancy = await postVacancy(employer, { title: 'Clinical Pharmacist (care homes)' });

    const sent = await send(employer, candidate, vacancy.id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(asEmployerOpportunity(sent).vacancy).toEqual({
      id: vacancy.id,
      title: 'Clinical Pharmacist (care homes)',
    });
    expect(await linkedRows(candidate.userId)).toEqual([{ vacancyId: vacancy.id }]);

    const listed = (await employer.client.get('/api/employer/opportunities')).json() as {
      opportunities: EmployerOpportunity[];
    };
    expect(listed.opportunities.map((row) => row.vacancy)).toEqual([
      { id: vacancy.id, title: 'Clinical Pharmacist (care homes)' },
    ]);
    const [received] = await inbox(candidate.client);
    expect(received?.vacancy).toEqual({
      id: vacancy.id,
      slug: vacancy.slug,
      title: 'Clinical Pharmacist (care homes)',
    });

    const counted = await vacancyOf(employer, vacancy.id);
    expect(counted.applicantCounts).toMatchObject({ sent: 1, approved: 0 });
    await candidate.client.post(`/api/candidate/opportunities/${received?.id}/approve`);
    expect((await vacancyOf(employer, vacancy.id)).applicantCounts).toMatchObject({ sent: 0, approved: 1 });
  });

  it('links a paused vacancy too; without one, neither side sees a vacancy', async () => {
    const employer = await employerWithOrganisation(t);
    const paused = await postVacancy(employer);
    await moveAs(employer, paused.id, { status: 'paused' });
    const first = await candidateWithClient(t, 'Pia Paused');
    expect((await send(employer, first, paused.id)).statusCode).toBe(201);

    const second = await candidateWithClient(t, 'Nina None');
    const unlinked = await employer.client.post(
      '/api/employer/opportunities',
      await offerTo(t, employer, second),
    );
    expect(unlinked.statusCode, unlinked.body).toBe(201);
    expect(asEmployerOpportunity(unlinked).vacancy).toBeNull();
    expect((await inbox(second.client))[0]?.vacancy).toBeNull();
    const explicitNull = await send(employer, await candidateWithClient(t, 'Ola Null'), null);
    expect(asEmployerOpportunity(explicitNull).vacancy).toBeNull();
  });

  it('refuses another organisation’s vacancy as not found, and sends nothing', async () => {
    const employer = await employerWithOrganisation(t);
    const other = await employerWithOrganisation(t, { name: 'Other PCN' });
    const theirs = await postVacancy(other);
    const candidate = await candidateWithClient(t);

    const refused = await send(employer, candidate, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: { code: 'NOT_FOUND', message: opportunityMessages.vacancyNotFound },
    });
    // The same answer as for a vacancy that does not exist: nothing tells the two apart.
    const unknown = await send(employer, candidate, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refused.json());
    expect(await linkedRows(candidate.userId)).toEqual([]);
    expect(await inbox(candidate.client)).toEqual([]);
    expect((await vacancyOf(other, theirs.id)).applicantCounts.sent).toBe(0);
  });

  it.each([
    ['closed', 'open', { status: 'closed', reason: 'filled' }],
    ['draft', 'draft', undefined],
  ] as const)('refuses the organisation’s own %s vacancy with a clear 409', async (_label, initial, move) => {
    const employer = await employerWithOrganisation(t);
    const vacancy = await postVacancy(employer, {}, initial);
    if (move) await moveAs(employer, vacancy.id, move);
    const candidate = await candidateWithClient(t);

    const refused = await send(employer, candidate, vacancy.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'VACANCY_NOT_OPEN', message: opportunityMessages.vacancyNotLinkable },
    });
    expect(await linkedRows(candidate.userId)).toEqual([]);
  });

  it('refuses a vacancy id that is not an id, with the field’s message', async () => {
    const employer = await employerWithOrganisation(t);
    const candidate = await candidateWithClient(t);
    const refused = await send(employer, candidate, 'not-a-uuid');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: opportunityMessages.vacancyNotFound } });
  });
});
