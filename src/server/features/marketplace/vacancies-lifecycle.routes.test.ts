import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { vacancies } from '../../db/schema';
import { signedInClient } from '../../test/accounts.test-utils';
import { employerWithOrganisation, signedInAs, testAddress } from '../../test/marketplace.test-utils';
import { clock, moveAs, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/* What closes a vacancy without its organisation: the closing date passing, and revocation. */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

type Employer = Awaited<ReturnType<typeof employerWithOrganisation>>;

/** Signs in again: moving the clock ends the earlier session for inactivity. */
async function again(employer: Employer): Promise<Employer> {
  const { client } = await signedInClient(t.app, employer.account, false, testAddress());
  return { ...employer, client };
}

const get = async (employer: Employer, id: string) => {
  const response = await employer.client.get(`/api/employer/vacancies/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EmployerVacancy;
};

describe('self-closing', () => {
  it('closes open and paused vacancies once their closing date has passed, not drafts or before', async () => {
    let employer = await employerWithOrganisation(t);
    const open = await postVacancy(employer, { closingDate: '2026-12-01' });
    const paused = await postVacancy(employer, { closingDate: '2026-12-01' });
    await moveAs(employer, paused.id, { status: 'paused' });
    const later = await postVacancy(employer, { closingDate: '2026-12-20' });
    const draft = await postVacancy(employer, { closingDate: '2026-12-01' }, 'draft');
    try {
      // The closing date is the last day to apply: still open on it.
      t.setNow(new Date('2026-12-01T20:00:00Z'));
      await t.app.opportunityExpiry.runOnce();
      employer = await again(employer);
      expect((await get(employer, open.id)).status).toBe('open');

      t.setNow(new Date('2026-12-02T09:00:00Z'));
      const report = await t.app.opportunityExpiry.runOnce();
      employer = await again(employer);
      expect(report.vacanciesClosed).toBeGreaterThanOrEqual(2);
      for (const id of [open.id, paused.id]) {
        const closed = await get(employer, id);
        expect(closed).toMatchObject({
          status: 'closed',
          closedReason: 'expired',
          closedAt: '2026-12-02T09:00:00.000Z',
        });
        expect(closed.timeline?.at(-1)).toMatchObject({
          kind: 'closed',
          closedReason: 'expired',
          actorKind: 'system',
        });
      }
      expect((await get(employer, later.id)).status).toBe('open');
      expect((await get(employer, draft.id)).status).toBe('draft');
      // A draft past its closing date cannot be opened until the date is moved.
      const opened = await moveAs(employer, draft.id, { status: 'open' });
      expect(opened.statusCode).toBe(400);
      expect(opened.json()).toMatchObject({ error: { code: 'CLOSING_DATE_INVALID' } });
    } finally {
      t.setNow(clock);
    }
  });
});

describe('revocation', () => {
  it("closes the organisation's open and paused vacancies as organisation_revoked, and leaves others alone", async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const bystander = await employerWithOrganisation(t, { name: 'Bystander PCN' });
    const open = await postVacancy(employer);
    const paused = await postVacancy(employer);
    await moveAs(employer, paused.id, { status: 'paused' });
    const filled = await postVacancy(employer);
    await moveAs(employer, filled.id, { status: 'closed', reason: 'filled' });
    const untouched = await postVacancy(bystander);

    const revoked = await admin.client.post(`/api/admin/organisations/${employer.organisation.id}/revoke`, {
      reason: 'The practice closed',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    // Read from the database: the members of a revoked organisation no longer reach the employer routes.
    const rows = await t.database.db
      .select()
      .from(vacancies)
      .where(inArray(vacancies.id, [open.id, paused.id, filled.id, untouched.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(open.id)).toMatchObject({ status: 'closed', closedReason: 'organisation_revoked' });
    expect(byId.get(paused.id)).toMatchObject({ status: 'closed', closedReason: 'organisation_revoked' });
    expect(byId.get(filled.id)).toMatchObject({ status: 'closed', closedReason: 'filled' });
    expect(byId.get(untouched.id)).toMatchObject({ status: 'open', closedReason: null });
  });
});
