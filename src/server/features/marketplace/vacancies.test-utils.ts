import { expect } from 'vitest';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import type { TestEmployer } from '../../test/marketplace.test-utils';

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

export async function moveAs(employer: TestEmployer, id: string, body: Record<string, unknown>) {
  return employer.client.post(`/api/employer/vacancies/${id}/status`, body);
}

export type { TestApp };
