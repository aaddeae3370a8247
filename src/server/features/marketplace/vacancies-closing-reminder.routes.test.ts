import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { signedInClient } from '../../test/accounts.test-utils';
import { employerWithOrganisation, type TestEmployer, testAddress } from '../../test/marketplace.test-utils';
import { remindVacanciesClosingTomorrow } from './vacancies.lifecycle';
import {
  addColleague,
  advert,
  clock,
  moveAs,
  noticesOf,
  notificationMailsTo,
  postVacancy,
  type VacanciesApp,
  vacanciesApp,
} from './vacancies.test-utils';

/* The organisation's reminder the day before an open vacancy's closing date: once per closing date. */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

async function runAt(iso: string) {
  t.setNow(new Date(iso));
  return t.app.opportunityExpiry.runOnce();
}

/** Signs in again: moving the clock ends the earlier session for inactivity. */
async function again(employer: TestEmployer): Promise<TestEmployer> {
  const { client } = await signedInClient(t.app, employer.account, false, testAddress());
  return { ...employer, client };
}

async function timelineOf(employer: TestEmployer, id: string) {
  const response = await employer.client.get(`/api/employer/vacancies/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as EmployerVacancy).timeline ?? [];
}

const reminder = (title: string, day: string, id: string) => ({
  title: `Your vacancy “${title}” closes tomorrow`,
  body: `Tomorrow, ${day}, is the last day to apply for your vacancy “${title}”; the day after, it closes and leaves the jobs board. To keep it open for longer, edit its closing date before then.`,
  link: `/arrsplace/employer/vacancies/${id}`,
});

describe('the day before the closing date', () => {
  it('reminds every member once of an open vacancy, however often the task runs; not paused, drafts or later ones', async () => {
    let employer = await employerWithOrganisation(t);
    const colleague = await addColleague(t, employer, 'Mo Member');
    const open = await postVacancy(employer, { title: 'Practice Pharmacist', closingDate: '2026-12-03' });
    const paused = await postVacancy(employer, { title: 'Paused Pharmacist', closingDate: '2026-12-03' });
    await moveAs(employer, paused.id, { status: 'paused' });
    await postVacancy(employer, { title: 'Draft Pharmacist', closingDate: '2026-12-03' }, 'draft');
    await postVacancy(employer, { title: 'Later Pharmacist', closingDate: '2026-12-04' });
    try {
      // Two days before: not yet.
      await runAt('2026-12-01T09:00:00Z');
      expect(await noticesOf(t, employer.account.userId, 'vacancy_closing_tomorrow')).toEqual([]);

      const first = await runAt('2026-12-02T00:30:00Z');
      expect(first.closingReminders).toBeGreaterThanOrEqual(1);
      await runAt('2026-12-02T01:30:00Z');
      await runAt('2026-12-02T23:30:00Z');

      const expected = reminder('Practice Pharmacist', '3 December 2026', open.id);
      for (const member of [employer.account, colleague]) {
        expect(await noticesOf(t, member.userId, 'vacancy_closing_tomorrow')).toEqual([expected]);
        expect((await notificationMailsTo(t, member.email)).filter((s) => s === expected.title)).toHaveLength(
          1,
        );
      }
      employer = await again(employer);
      const reminders = (await timelineOf(employer, open.id)).filter((e) => e.kind === 'closing_reminder');
      expect(reminders).toEqual([
        expect.objectContaining({ actorKind: 'system', at: '2026-12-02T00:30:00.000Z' }),
      ]);
      expect((await timelineOf(employer, paused.id)).map((e) => e.kind)).not.toContain('closing_reminder');
    } finally {
      t.setNow(clock);
    }
  });

  it('reminds again of a new closing date, once; an edit that keeps the date earns none', async () => {
    let employer = await employerWithOrganisation(t);
    const vacancy = await postVacancy(employer, { title: 'Social Prescriber', closingDate: '2026-12-03' });
    const expectedFirst = reminder('Social Prescriber', '3 December 2026', vacancy.id);
    try {
      await runAt('2026-12-02T08:00:00Z');
      employer = await again(employer);
      // Another field edited: the same closing date, already reminded of.
      const described = await employer.client.put(
        `/api/employer/vacancies/${vacancy.id}`,
        advert({ title: 'Social Prescriber', closingDate: '2026-12-03', description: 'A new description.' }),
      );
      expect(described.statusCode, described.body).toBe(200);
      await runAt('2026-12-02T09:00:00Z');
      expect(await noticesOf(t, employer.account.userId, 'vacancy_closing_tomorrow')).toEqual([
        expectedFirst,
      ]);

      // The closing date moved: the day before the new one, a new reminder.
      employer = await again(employer);
      const extended = await employer.client.put(
        `/api/employer/vacancies/${vacancy.id}`,
        advert({ title: 'Social Prescriber', closingDate: '2026-12-10', description: 'A new description.' }),
      );
      expect(extended.statusCode, extended.body).toBe(200);
      await runAt('2026-12-08T08:00:00Z');
      await runAt('2026-12-09T08:00:00Z');
      await runAt('2026-12-09T09:00:00Z');
      expect(await noticesOf(t, employer.account.userId, 'vacancy_closing_tomorrow')).toEqual([
        expectedFirst,
        reminder('Social Prescriber', '10 December 2026', vacancy.id),
      ]);
    } finally {
      t.setNow(clock);
    }
  });

  // On PostgreSQL the two runs take two connections and the advisory lock orders them; on PGlite one
  // connection orders them anyway.
  it('two runs at once remind once', async () => {
    const employer = await employerWithOrganisation(t);
    await postVacancy(employer, { title: 'Health and Wellbeing Coach', closingDate: '2026-12-03' });
    const deps = { db: t.database.db, mail: t.app.mail, now: () => new Date('2026-12-02T12:00:00Z') };
    await Promise.all([remindVacanciesClosingTomorrow(deps), remindVacanciesClosingTomorrow(deps)]);
    expect(await noticesOf(t, employer.account.userId, 'vacancy_closing_tomorrow')).toHaveLength(1);
  });
});
