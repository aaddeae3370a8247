import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsResponse, PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import { organisations, vacancies } from '../../db/schema';
import { employerWithOrganisation, type TestEmployer } from '../../test/marketplace.test-utils';
import { moveAs, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/* The public jobs board: what it lists, its filters, distance and pages, one job, and what it never shows. */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

let nextAddress = 0;
/** Anonymous, each from its own address unless told, so the per-address limit stays out of the way. */
async function anonymousGet(url: string, remoteAddress?: string) {
  nextAddress += 1;
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: remoteAddress ?? `10.77.${nextAddress >> 8}.${nextAddress & 255}`,
  });
}

async function board(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await anonymousGet(`/api/jobs?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobsResponse;
}
const ids = (response: JobsResponse) => response.jobs.map((job) => job.id);

describe('what the board lists', () => {
  it('lists open vacancies of verified organisations only', async () => {
    const role = 'dietitian';
    const employer = await employerWithOrganisation(t);
    const open = await postVacancy(employer, { role });
    const draft = await postVacancy(employer, { role }, 'draft');
    const paused = await postVacancy(employer, { role });
    await moveAs(employer, paused.id, { status: 'paused' });
    const closed = await postVacancy(employer, { role });
    await moveAs(employer, closed.id, { status: 'closed', reason: 'filled' });
    const lapsed = await employerWithOrganisation(t, { name: 'Lapsed PCN' });
    const unverified = await postVacancy(lapsed, { role });
    // Verification lapsed without the revocation that would have closed the vacancy.
    await t.database.db
      .update(organisations)
      .set({ status: 'pending' })
      .where(eq(organisations.id, lapsed.organisation.id));

    const listed = await board({ role });
    expect(ids(listed)).toEqual([open.id]);
    expect(listed.total).toBe(1);
    for (const id of [draft.id, paused.id, closed.id, unverified.id]) expect(ids(listed)).not.toContain(id);
  });

  it('stops listing a vacancy once its closing date has passed, even before it is closed', async () => {
    const role = 'occupational-therapist';
    const employer = await employerWithOrganisation(t);
    const vacancy = await postVacancy(employer, { role });
    await t.database.db
      .update(vacancies)
      .set({ closingDate: '2026-11-24' })
      .where(eq(vacancies.id, vacancy.id));
    expect(ids(await board({ role }))).toEqual([]);
    const one = await anonymousGet(`/api/jobs/${vacancy.id}`);
    expect(one.statusCode).toBe(410);
  });

  it('never shows contact details, the address or who posted it', async () => {
    const employer = await employerWithOrganisation(t, { employerName: 'Priya Poster', postcode: 'LS6 2AA' });
    const vacancy = await postVacancy(employer, { role: 'podiatrist' });
    const listed = await anonymousGet('/api/jobs?role=podiatrist');
    const one = await anonymousGet(`/api/jobs/${vacancy.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      organisationName: employer.organisation.name,
      postcodeDistrict: 'LS6',
    });
    const secrets = [
      employer.account.email,
      'Priya Poster',
      employer.account.userId,
      employer.organisation.phone,
      employer.organisation.addressLine,
      employer.organisation.contactName,
      'LS6 2AA',
      employer.organisation.odsCode,
    ];
    for (const body of [listed.body, one.body])
      for (const secret of secrets) expect(body).not.toContain(secret);
    for (const key of ['createdBy', 'organisationId', 'arrsGuidance', 'applicantCounts', 'status'])
      expect(one.json()).not.toHaveProperty(key);
  });
});

describe('filters', () => {
  let employer: TestEmployer;
  const role = 'first-contact-physiotherapist';
  beforeAll(async () => {
    employer = await employerWithOrganisation(t);
  });

  it('by employment type, pay, sessions, hours and when it was posted', async () => {
    const permanent = await postVacancy(employer, { role, sessionsPerWeek: 8, hoursPerWeek: null });
    const locum = await postVacancy(employer, {
      role,
      employmentType: 'locum',
      payBasis: 'day_rate',
      payMinPounds: 420,
      payMaxPounds: null,
      sessionsPerWeek: null,
      hoursPerWeek: 15,
    });
    const old = await postVacancy(employer, {
      role,
      employmentType: 'fixed_term',
      payMinPounds: 30_000,
      payMaxPounds: 35_000,
    });
    await t.database.db
      .update(vacancies)
      .set({ publishedAt: new Date('2026-10-01T09:00:00Z') })
      .where(eq(vacancies.id, old.id));

    expect(ids(await board({ role, employmentType: 'locum' }))).toEqual([locum.id]);
    expect(ids(await board({ role, payBasis: 'annual_salary', minPay: 40_000 }))).toEqual([permanent.id]);
    expect(ids(await board({ role, payBasis: 'day_rate', minPay: 400 }))).toEqual([locum.id]);
    expect(ids(await board({ role, payBasis: 'day_rate', minPay: 500 }))).toEqual([]);
    expect(ids(await board({ role, maxHoursPerWeek: 20 }))).toEqual([locum.id]);
    expect(ids(await board({ role, maxSessionsPerWeek: 6 }))).toEqual([]);
    expect(ids(await board({ role, maxSessionsPerWeek: 8 }))).toContain(permanent.id);
    expect(ids(await board({ role, postedWithinDays: 7 })).sort()).toEqual([permanent.id, locum.id].sort());
    // Newest first by default.
    expect(ids(await board({ role })).at(-1)).toBe(old.id);
  });

  it('refuses a pay filter without a basis and a distance sort without a location', async () => {
    expect((await anonymousGet('/api/jobs?minPay=40000')).statusCode).toBe(400);
    expect((await anonymousGet('/api/jobs?sort=distance')).statusCode).toBe(400);
  });
});

describe('distance', () => {
  it('finds jobs within the radius of a postcode or district, sorted nearest first on request', async () => {
    const role = 'nursing-associate';
    const leeds = await employerWithOrganisation(t, { postcode: 'LS6 2AA' });
    const bristol = await employerWithOrganisation(t, { postcode: 'BS1 4DJ' });
    const headingley = await postVacancy(leeds, { role });
    const cityCentre = await postVacancy(leeds, { role, postcode: 'LS1 4AP' });
    const farAway = await postVacancy(bristol, { role });

    const near = await board({ role, postcode: 'LS1 4AP', radiusKm: 10, sort: 'distance' });
    expect(ids(near)).toEqual([cityCentre.id, headingley.id]);
    expect(near.jobs[0]?.distanceKm).toBe(0);
    expect(near.jobs[1]?.distanceKm).toBeGreaterThan(0);
    expect(ids(near)).not.toContain(farAway.id);
    expect(ids(await board({ role, postcode: 'bs1', radiusKm: 25 }))).toEqual([farAway.id]);
    expect((await board({ role })).jobs[0]?.distanceKm).toBeNull();

    const unknown = await anonymousGet('/api/jobs?postcode=ZZ9');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'POSTCODE_UNKNOWN' } });
  });
});

describe('pages', () => {
  it('pages with the total, at most 50 a page', async () => {
    const role = 'pharmacy-technician';
    const employer = await employerWithOrganisation(t);
    const posted: PublicJob['id'][] = [];
    for (let index = 0; index < 3; index += 1) posted.unshift((await postVacancy(employer, { role })).id);
    const first = await board({ role, pageSize: 2 });
    const second = await board({ role, pageSize: 2, page: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect([...ids(first), ...ids(second)].sort()).toEqual([...posted].sort());
    expect(ids(second)).toHaveLength(1);
    expect((await anonymousGet('/api/jobs?pageSize=51')).statusCode).toBe(400);
  });
});

describe('one job', () => {
  it('answers 404 for an unknown id, a draft or an unverified organisation’s, and 410 JOB_CLOSED once closed', async () => {
    const employer = await employerWithOrganisation(t);
    const draft = await postVacancy(employer, {}, 'draft');
    const closed = await postVacancy(employer);
    await moveAs(employer, closed.id, { status: 'closed', reason: 'withdrawn' });
    const pending = await employerWithOrganisation(t, { name: 'Pending PCN' });
    const unverified = await postVacancy(pending);
    await t.database.db
      .update(organisations)
      .set({ status: 'pending' })
      .where(eq(organisations.id, pending.organisation.id));

    expect((await anonymousGet('/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await anonymousGet(`/api/jobs/${draft.id}`)).statusCode).toBe(404);
    expect((await anonymousGet(`/api/jobs/${unverified.id}`)).statusCode).toBe(404);
    const gone = await anonymousGet(`/api/jobs/${closed.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: { code: 'JOB_CLOSED' } });
  });
});

describe('rate limit', () => {
  it('limits reads per address', async () => {
    const address = '10.78.0.1';
    let last = 0;
    for (let index = 0; index < 121; index += 1)
      last = (await anonymousGet('/api/jobs?pageSize=1', address)).statusCode;
    expect(last).toBe(429);
    expect((await anonymousGet('/api/jobs?pageSize=1')).statusCode).toBe(200);
  });
});
