import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { earlyAccessHours } from '../../../shared/marketplace/matching.constants';
import type { NotificationKind } from '../../../shared/marketplace/opportunity.schemas';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { notifications, vacancies } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import type { TestEmployer } from '../../test/marketplace.test-utils';
import { createOrganisationsRepository } from './organisations.repository';

/*
 * Helpers of the vacancies API tests (vacancies-*.routes.test.ts): an app whose clock the test may move,
 * a vacancy to post, and posting it.
 */

export const clock = new Date('2026-11-25T10:00:00Z');

/** An app on a clock the test moves with `setNow` (self-closing after the closing date). */
export async function vacanciesApp() {
  let now = clock;
  const t = await createTestApp({ now: () => now });
  return Object.assign(t, {
    setNow(at: Date) {
      now = at;
    },
  });
}
export type VacanciesApp = Awaited<ReturnType<typeof vacanciesApp>>;

/** A clinical pharmacist vacancy at the organisation's address, with `overrides`. */
export const advert = (overrides: Record<string, unknown> = {}) => ({
  role: 'clinical-pharmacist',
  title: 'Clinical Pharmacist (PCN)',
  employmentType: 'permanent',
  sessionsPerWeek: 8,
  payBasis: 'annual_salary',
  payMinPounds: 42_000,
  payMaxPounds: 48_000,
  workArrangement: 'hybrid',
  startDate: '2027-02-01',
  closingDate: '2027-01-10',
  description: 'Join our friendly PCN.\n\n- Structured medication reviews\n- Care home rounds',
  registrationBody: 'GPhC',
  skills: ['Independent prescribing'],
  experienceBand: '3_5',
  ...overrides,
});

/** Posts `advert(overrides)` as `employer` in `status` (open unless told); the answer must be 201. */
export async function postVacancy(
  employer: TestEmployer,
  overrides: Record<string, unknown> = {},
  status: 'draft' | 'open' = 'open',
) {
  const response = await employer.client.post('/api/employer/vacancies', {
    status,
    vacancy: advert(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EmployerVacancy;
}

/**
 * Moves the vacancy's publication back past its early access (48 hours before `now`), so anyone may
 * apply: the tests of applying itself are not about early access.
 */
export async function pastEarlyAccess(t: TestApp, vacancyId: string, now: Date = clock) {
  await t.database.db
    .update(vacancies)
    .set({ publishedAt: new Date(now.getTime() - (earlyAccessHours + 1) * 3_600_000) })
    .where(eq(vacancies.id, vacancyId));
}

export async function moveAs(employer: TestEmployer, id: string, body: Record<string, unknown>) {
  return employer.client.post(`/api/employer/vacancies/${id}/status`, body);
}

export type { TestApp };

/** Every bell notice of `kind` the user has, oldest first (read from the database: sessions end as clocks move). */
export async function noticesOf(t: TestApp, userId: string, kind: NotificationKind) {
  return t.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** The notification e-mails queued for `email`, by subject. */
export async function notificationMailsTo(t: TestApp, email: string) {
  return (await listOutbox(t.database.db))
    .filter((mail) => mail.toAddress === email && mail.template === 'notification')
    .map((mail) => mail.subject);
}

/** A second member of `employer`'s organisation, who can sign in. */
export async function addColleague(t: TestApp, employer: TestEmployer, name: string) {
  const account = await buildAccount(t.database.db, { role: 'employer', name });
  await createOrganisationsRepository({ db: t.database.db }).addMember(
    employer.organisation.id,
    account.userId,
    new Date(),
  );
  return account;
}
