import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { vacancyMessages } from '../../../shared/marketplace/vacancy.schemas';
import { securityEvents } from '../../db/schema';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import { advert, clock, moveAs, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/* The employer's vacancies: who may post, per-object access, the states, edits and ARRS guidance. */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

const asVacancy = (response: { json: () => unknown }) => response.json() as EmployerVacancy;

describe('who may post', () => {
  it.each(['pending', 'revoked', 'rejected'] as const)(
    'refuses a member of a %s organisation as the search routes do',
    async (status) => {
      const employer = await employerWithOrganisation(t, { status });
      const created = await employer.client.post('/api/employer/vacancies', { vacancy: advert() });
      const searched = await employer.client.get('/api/employer/search');
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual(searched.json());
      expect((await employer.client.get('/api/employer/vacancies')).statusCode).toBe(403);
    },
  );

  it('refuses a candidate and an anonymous caller', async () => {
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.post('/api/employer/vacancies', { vacancy: advert() })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/employer/vacancies' })).statusCode).toBe(401);
  });

  it('creates a draft by default, at the organisation district, with a readable slug and its timeline', async () => {
    const employer = await employerWithOrganisation(t);
    const response = await employer.client.post('/api/employer/vacancies', { vacancy: advert() });
    expect(response.statusCode, response.body).toBe(201);
    expect(asVacancy(response)).toMatchObject({
      status: 'draft',
      publishedAt: null,
      postcodeDistrict: 'LS6',
      atOrganisationAddress: true,
      slug: 'clinical-pharmacist-pcn-ls6',
      roleName: 'Clinical Pharmacist',
      timeline: [{ kind: 'created', actorKind: 'employer' }],
    });
  });

  it('stores another postcode by its district; an unknown district is a 400 with a clear message', async () => {
    const employer = await employerWithOrganisation(t);
    const elsewhere = await postVacancy(employer, { postcode: 'bs1 4dj' });
    expect(elsewhere).toMatchObject({ postcodeDistrict: 'BS1', atOrganisationAddress: false });
    const unknown = await employer.client.post('/api/employer/vacancies', {
      vacancy: advert({ postcode: 'ZZ9 9ZZ' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { code: 'POSTCODE_UNKNOWN', message: vacancyMessages.postcodeUnknown },
    });
  });

  it('wants a closing date after today and within six months', async () => {
    const employer = await employerWithOrganisation(t);
    for (const closingDate of ['2026-11-25', '2027-07-01']) {
      const response = await employer.client.post('/api/employer/vacancies', {
        vacancy: advert({ closingDate }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'CLOSING_DATE_INVALID' } });
    }
  });

  it('refuses HTML in the description', async () => {
    const employer = await employerWithOrganisation(t);
    const response = await employer.client.post('/api/employer/vacancies', {
      vacancy: advert({ description: 'Apply <a href="https://x">here</a>' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: vacancyMessages.descriptionHtml } });
  });
});

describe("an organisation's own vacancies only", () => {
  it("answers 404 to another organisation's member for every action", async () => {
    const owner = await employerWithOrganisation(t);
    const other = await employerWithOrganisation(t, { name: 'Other PCN' });
    const vacancy = await postVacancy(owner);
    const url = `/api/employer/vacancies/${vacancy.id}`;
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await other.client.put(url, advert({ title: 'Mine now' }))).statusCode).toBe(404);
    expect((await moveAs(other, vacancy.id, { status: 'paused' })).statusCode).toBe(404);
    expect((await other.client.post(`${url}/duplicate`)).statusCode).toBe(404);
    const list = (await other.client.get('/api/employer/vacancies')).json() as {
      vacancies: EmployerVacancy[];
    };
    expect(list.vacancies.map((row) => row.id)).not.toContain(vacancy.id);
    expect((await owner.client.get(url)).statusCode).toBe(200);
  });

  it('lists them newest first with applicant counts by stage (zero until applications exist)', async () => {
    const employer = await employerWithOrganisation(t);
    const first = await postVacancy(employer);
    // A minute later: on the app's fixed clock both would share a creation time.
    t.setNow(new Date(clock.getTime() + 60_000));
    const second = await postVacancy(employer, { title: 'Paramedic', role: 'paramedic' }, 'draft');
    t.setNow(clock);
    const list = (await employer.client.get('/api/employer/vacancies')).json() as {
      vacancies: EmployerVacancy[];
    };
    expect(list.vacancies.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(list.vacancies[0]?.applicantCounts).toMatchObject({ sent: 0, approved: 0, placed: 0 });
    expect(list.vacancies[0]).not.toHaveProperty('timeline');
  });
});

describe('states', () => {
  it('draft → open → paused → open (reopened) → closed filled, each on the timeline', async () => {
    const employer = await employerWithOrganisation(t);
    const draft = await postVacancy(employer, {}, 'draft');
    const opened = asVacancy(await moveAs(employer, draft.id, { status: 'open' }));
    expect(opened).toMatchObject({ status: 'open', publishedAt: '2026-11-25T10:00:00.000Z' });
    expect(asVacancy(await moveAs(employer, draft.id, { status: 'paused' })).status).toBe('paused');
    expect(asVacancy(await moveAs(employer, draft.id, { status: 'open' })).status).toBe('open');
    const closed = asVacancy(await moveAs(employer, draft.id, { status: 'closed', reason: 'filled' }));
    expect(closed).toMatchObject({
      status: 'closed',
      closedReason: 'filled',
      closedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(closed.timeline?.map((event) => [event.kind, event.closedReason])).toEqual([
      ['created', null],
      ['opened', null],
      ['paused', null],
      ['opened', null],
      ['closed', 'filled'],
    ]);
  });

  it('answers an invalid move with 409 VACANCY_WRONG_STATUS, and a closed vacancy cannot be edited', async () => {
    const employer = await employerWithOrganisation(t);
    const draft = await postVacancy(employer, {}, 'draft');
    const pauseDraft = await moveAs(employer, draft.id, { status: 'paused' });
    expect(pauseDraft.statusCode).toBe(409);
    expect(pauseDraft.json()).toMatchObject({ error: { code: 'VACANCY_WRONG_STATUS' } });
    await moveAs(employer, draft.id, { status: 'closed', reason: 'withdrawn' });
    for (const status of ['open', 'paused'])
      expect((await moveAs(employer, draft.id, { status })).json()).toMatchObject({
        error: { code: 'VACANCY_WRONG_STATUS' },
      });
    const edit = await employer.client.put(`/api/employer/vacancies/${draft.id}`, advert());
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ error: { code: 'VACANCY_CLOSED' } });
  });

  it('closing needs filled or withdrawn; expired is the platform’s', async () => {
    const employer = await employerWithOrganisation(t);
    const vacancy = await postVacancy(employer);
    expect((await moveAs(employer, vacancy.id, { status: 'closed' })).statusCode).toBe(400);
    expect((await moveAs(employer, vacancy.id, { status: 'closed', reason: 'expired' })).statusCode).toBe(
      400,
    );
  });

  it('duplicates any vacancy as a new draft of the same advert', async () => {
    const employer = await employerWithOrganisation(t);
    const original = await postVacancy(employer);
    await moveAs(employer, original.id, { status: 'closed', reason: 'filled' });
    const response = await employer.client.post(`/api/employer/vacancies/${original.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = asVacancy(response);
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      status: 'draft',
      closedReason: null,
      publishedAt: null,
      title: original.title,
    });
    expect(copy.pay).toEqual(original.pay);
  });
});

describe('edits', () => {
  it('audits an edit of an open vacancy with the names of the changed fields, not their text', async () => {
    const employer = await employerWithOrganisation(t);
    const vacancy = await postVacancy(employer);
    const edited = await employer.client.put(
      `/api/employer/vacancies/${vacancy.id}`,
      advert({ title: 'Senior clinical pharmacist', description: 'A secret new description' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(asVacancy(edited)).toMatchObject({
      title: 'Senior clinical pharmacist',
      slug: 'senior-clinical-pharmacist-ls6',
    });
    const audit = (await t.database.db.select().from(securityEvents)).filter(
      (event) =>
        event.eventType === 'vacancy_edited' &&
        (event.details as { vacancyId?: string }).vacancyId === vacancy.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ changedFields: ['title', 'description'] });
    expect(JSON.stringify(audit[0]?.details)).not.toContain('secret');
    expect(asVacancy(edited).timeline?.at(-1)).toMatchObject({
      kind: 'edited',
      changedFields: ['title', 'description'],
    });
  });

  it('does not audit an edit of a draft', async () => {
    const employer = await employerWithOrganisation(t);
    const draft = await postVacancy(employer, {}, 'draft');
    await employer.client.put(`/api/employer/vacancies/${draft.id}`, advert({ title: 'Draft title' }));
    const audit = (await t.database.db.select().from(securityEvents)).filter(
      (event) =>
        event.eventType === 'vacancy_edited' &&
        (event.details as { vacancyId?: string }).vacancyId === draft.id,
    );
    expect(audit).toHaveLength(0);
  });
});

describe('ARRS guidance', () => {
  it('gives the role maximum this financial year and flags a salary above it without refusing it', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const rate = await admin.client.put('/api/admin/reimbursement-rates', {
      role: 'clinical-pharmacist',
      financialYear: '2026/27',
      maxAnnualPence: 4_600_000,
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const employer = await employerWithOrganisation(t);
    const above = await postVacancy(employer);
    expect(above.arrsGuidance).toEqual({
      financialYear: '2026/27',
      maxAnnualPounds: 46_000,
      payAboveArrsMaximum: true,
    });
    const within = await postVacancy(employer, { payMaxPounds: 46_000 });
    expect(within.arrsGuidance.payAboveArrsMaximum).toBe(false);
    const noRate = await postVacancy(employer, { role: 'paramedic' });
    expect(noRate.arrsGuidance).toEqual({
      financialYear: '2026/27',
      maxAnnualPounds: null,
      payAboveArrsMaximum: false,
    });
  });
});

describe('how far a vacancy looks for professionals', () => {
  it('looks 25 km unless told, keeps what the form says through an edit and a copy, and records the edit', async () => {
    const employer = await employerWithOrganisation(t);
    const created = await postVacancy(employer);
    expect(created.matchRadiusKm).toBe(25);
    const edited = await employer.client.put(
      `/api/employer/vacancies/${created.id}`,
      advert({ matchRadiusKm: 60 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(asVacancy(edited).matchRadiusKm).toBe(60);
    expect(asVacancy(edited).timeline?.at(-1)).toMatchObject({
      kind: 'edited',
      changedFields: ['matchRadiusKm'],
    });
    const read = asVacancy(await employer.client.get(`/api/employer/vacancies/${created.id}`));
    expect(read.matchRadiusKm).toBe(60);
    const copy = await employer.client.post(`/api/employer/vacancies/${created.id}/duplicate`);
    expect(asVacancy(copy).matchRadiusKm).toBe(60);
  });

  it.each([0, 201, 12.5, '30'])('refuses %s km with the form’s message', async (matchRadiusKm) => {
    const employer = await employerWithOrganisation(t);
    const response = await employer.client.post('/api/employer/vacancies', {
      vacancy: advert({ matchRadiusKm }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(vacancyMessages.matchRadiusRange);
  });
});
