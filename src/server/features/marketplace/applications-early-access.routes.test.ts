import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyPreview } from '../../../shared/marketplace/application.schemas';
import type { PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import { applicant, applied, applyAs, organisationWithVacancy } from './applications.test-utils';
import { clock, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/*
 * Exclusive opportunity access (docs/product/matching.md#exclusive-opportunity-access): for 48 hours
 * after it is published, a vacancy takes applications only from job seekers at 80 % or more.
 */

let t: VacanciesApp;
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

const hoursAfter = (hours: number) => new Date(clock.getTime() + hours * 3_600_000);
// Published 10:00 UTC on 25 November 2026: open to everyone from 10:00 on 27 November.
const refusal = {
  error: { code: 'EARLY_ACCESS_ONLY', message: 'This vacancy opens to everyone on 27 November 2026.' },
};

/** A vacancy published at the clock's time (the app's clock is back at it). */
async function freshVacancy() {
  t.setNow(clock);
  const { employer } = await organisationWithVacancy(t);
  return postVacancy(employer, { title: 'Clinical Pharmacist, just opened' });
}

describe('early access', () => {
  it('lets a job seeker at 80 % apply at once, and tells them so', async () => {
    const vacancy = await freshVacancy();
    const seeker = await applicant(t, { tier: 'active_seeker', completionPercentage: 80 });
    const preview = (await seeker.client.get(`/api/candidate/jobs/${vacancy.id}`)).json() as ApplyPreview;
    expect(preview.earlyAccess).toEqual({
      opensToEveryoneOn: '2026-11-27',
      canApplyNow: true,
      note: 'Early access: you can apply now',
    });
    expect(preview.job.earlyAccessNote).toBe('Opens to everyone on 27 November 2026');
    await applied(seeker, vacancy.id);
  });

  it('refuses a job seeker at 79 % and a portfolio member at 100 %, naming the day, and counts no application', async () => {
    const vacancy = await freshVacancy();
    const nearly = await applicant(t, { tier: 'active_seeker', completionPercentage: 79 });
    const portfolio = await applicant(t, { tier: 'portfolio', completionPercentage: 100 });
    for (const candidate of [nearly, portfolio]) {
      const preview = (
        await candidate.client.get(`/api/candidate/jobs/${vacancy.id}`)
      ).json() as ApplyPreview;
      expect(preview.earlyAccess).toEqual({
        opensToEveryoneOn: '2026-11-27',
        canApplyNow: false,
        note: 'Opens to everyone on 27 November 2026',
      });
      const answer = await applyAs(candidate, vacancy.id);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(refusal);
    }
    const { applicants } = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${vacancy.id}` })
    ).json() as PublicJob & { applicants?: never };
    expect(applicants).toBeUndefined();
  });

  it('refuses until the 48th hour and lets anyone apply from it; the board says when it opens meanwhile', async () => {
    const vacancy = await freshVacancy();
    t.setNow(hoursAfter(47.9));
    // Signed in at the moved clock: sessions end after inactivity.
    const portfolio = await applicant(t, { tier: 'portfolio', completionPercentage: 40 });
    expect((await applyAs(portfolio, vacancy.id)).json()).toEqual(refusal);
    const board = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).json() as { jobs: PublicJob[] };
    expect(board.jobs.find((job) => job.id === vacancy.id)?.earlyAccessNote).toBe(
      'Opens to everyone on 27 November 2026',
    );
    t.setNow(hoursAfter(48));
    const page = (await t.app.inject({ method: 'GET', url: `/api/jobs/${vacancy.id}` })).json() as PublicJob;
    expect(page.earlyAccessNote).toBeNull();
    const preview = (await portfolio.client.get(`/api/candidate/jobs/${vacancy.id}`)).json() as ApplyPreview;
    expect(preview.earlyAccess).toBeNull();
    await applied(portfolio, vacancy.id);
    t.setNow(clock);
  });
});
