import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOpportunity } from '../../../shared/marketplace/opportunity.schemas';
import { opportunities } from '../../db/schema';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import {
  adminMoves,
  asEmployerOpportunity,
  candidateWithClient,
  inbox,
  offerTo,
  opportunitiesApp,
} from './opportunities.test-utils';

/*
 * A locum on a day rate states its terms (days a week; weeks or expected days), and its success fee is
 * 14 % of the day rate times the expected days, shown with its basis; the team confirms or corrects the
 * terms as it records the placement. Day rates sent before terms were asked say so.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

const locum = (locumTerms: unknown) => ({
  employmentType: 'locum',
  payBasis: 'day_rate',
  payAmountPence: 45_000,
  locumTerms,
});

async function teamView(admin: Awaited<ReturnType<typeof signedInAs>>, id: string) {
  const list = (await admin.client.get('/api/admin/opportunities')).json() as {
    opportunities: AdminOpportunity[];
  };
  return list.opportunities.find((row) => row.id === id);
}

describe('locum fees on a day rate', () => {
  it('charges 14 % of the day rate × the expected days, with its basis, and keeps it from the candidate', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const sent = await employer.client.post(
      '/api/employer/opportunities',
      await offerTo(t, employer, candidate, locum({ daysPerWeek: 3, lengthWeeks: 26 })),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const opportunity = asEmployerOpportunity(sent);
    expect(opportunity).toMatchObject({
      feeRate: 0.14,
      feePence: 491_400,
      feeBasis: '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914',
      locumTerms: { daysPerWeek: 3, lengthWeeks: 26, expectedDays: null },
    });
    expect(await teamView(admin, opportunity.id)).toMatchObject({
      feePence: 491_400,
      feeBasis: '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914',
    });
    // The professional sees the terms of the work, never the fee.
    const theirs = (await inbox(candidate.client)).find((row) => row.id === opportunity.id);
    expect(theirs?.locumTerms).toEqual({ daysPerWeek: 3, lengthWeeks: 26, expectedDays: null });
    expect(JSON.stringify(theirs)).not.toMatch(/feeBasis|491400|4,914/);
  });

  it('takes the expected days directly', async () => {
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const sent = await employer.client.post(
      '/api/employer/opportunities',
      await offerTo(t, employer, candidate, locum({ daysPerWeek: 2.5, expectedDays: 60 })),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(asEmployerOpportunity(sent)).toMatchObject({
      feePence: 378_000,
      feeBasis: '14 % of £450 a day × 60 days = £3,780',
    });
  });

  it('asks for the terms of a locum day rate only, with clear messages', async () => {
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const send = async (overrides: Record<string, unknown>) => {
      const response = await employer.client.post(
        '/api/employer/opportunities',
        await offerTo(t, employer, candidate, overrides),
      );
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { error: { message: string } }).error.message;
    };
    expect(await send(locum(null))).toBe(
      'Please enter the days a week: a number from 0.5 to 7, in half days',
    );
    expect(await send(locum({ daysPerWeek: 8, lengthWeeks: 4 }))).toBe(
      'Please enter the days a week: a number from 0.5 to 7, in half days',
    );
    expect(await send(locum({ daysPerWeek: 3 }))).toBe(
      'Please enter the length in weeks or the expected number of days',
    );
    expect(await send(locum({ daysPerWeek: 3, lengthWeeks: 4, expectedDays: 12 }))).toBe(
      'Please enter either the length in weeks or the expected number of days, not both',
    );
    expect(await send(locum({ daysPerWeek: 3, lengthWeeks: 200 }))).toBe(
      'Please enter the length in whole weeks, from 1 to 104',
    );
    expect(await send(locum({ daysPerWeek: '3', lengthWeeks: 4 }))).toBe(
      'Please enter the days a week: a number from 0.5 to 7, in half days',
    );
    expect(
      await send({
        employmentType: 'locum',
        payBasis: 'annual_salary',
        locumTerms: { daysPerWeek: 3, lengthWeeks: 4 },
      }),
    ).toBe('Days a week and length are recorded for a locum on a day rate only');
    expect(await send({ employmentType: 'permanent', payBasis: 'day_rate', payAmountPence: 45_000 })).toBe(
      'A permanent role is offered at a gross annual salary: please choose Gross annual salary',
    );
  });

  it('records the fee from the terms the team confirms or corrects at placement, and keeps the adjustment', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post(
        '/api/employer/opportunities',
        await offerTo(t, employer, candidate, locum({ daysPerWeek: 3, lengthWeeks: 26 })),
      ),
    );
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    const move = (body: Record<string, unknown>) =>
      admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, body);
    // Terms belong to the placement: not to an introduction, and never from the organisation.
    const early = await move({ status: 'introduced', locumTerms: { daysPerWeek: 4, lengthWeeks: 26 } });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ error: { code: 'LOCUM_TERMS_AT_PLACEMENT' } });
    await adminMoves(admin, opportunity.id, ['introduced']);
    const byEmployer = await employer.client.post(`/api/employer/opportunities/${opportunity.id}/status`, {
      status: 'interviewing',
      locumTerms: { daysPerWeek: 4, lengthWeeks: 26 },
    });
    expect(byEmployer.statusCode).toBe(400);
    const badTerms = await move({ status: 'placed', locumTerms: { daysPerWeek: 4 } });
    expect(badTerms.statusCode).toBe(400);
    expect(badTerms.body).toContain('Please enter the length in weeks or the expected number of days');

    const placed = await move({ status: 'placed', locumTerms: { daysPerWeek: 4, expectedDays: 90 } });
    expect(placed.statusCode, placed.body).toBe(200);
    const recorded = placed.json() as AdminOpportunity;
    expect(recorded).toMatchObject({
      status: 'placed',
      locumTerms: { daysPerWeek: 4, lengthWeeks: null, expectedDays: 90 },
      feePence: 567_000,
      placedFeePence: 567_000,
      feeBasis: '14 % of £450 a day × 90 days = £5,670',
    });
    const termsNote =
      'Terms recorded at placement: 4 days a week, 90 days in all (sent as 3 days a week for 26 weeks). Fee: 14 % of £450 a day × 90 days = £5,670';
    expect(recorded.timeline.map((entry) => entry.note)).toContain(termsNote);
    const employerSide = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(employerSide).toMatchObject({
      placedFeePence: 567_000,
      feeBasis: '14 % of £450 a day × 90 days = £5,670',
    });
    expect(employerSide.timeline.map((entry) => entry.note)).toContain(termsNote);
    const theirs = (await inbox(candidate.client)).find((row) => row.id === opportunity.id);
    expect(JSON.stringify(theirs)).not.toContain('Terms recorded');

    const adjusted = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/fee`, {
      feePence: 500_000,
      note: 'Agreed with the practice',
    });
    expect(adjusted.json()).toMatchObject({
      placedFeePence: 500_000,
      feePence: 567_000,
      feeNote: 'Agreed with the practice',
      feeBasis: '14 % of £450 a day × 90 days = £5,670',
    });
  });

  it('places on the terms as sent when the team does not change them, with no extra entry', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post(
        '/api/employer/opportunities',
        await offerTo(t, employer, candidate, locum({ daysPerWeek: 3, lengthWeeks: 26 })),
      ),
    );
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    await adminMoves(admin, opportunity.id, ['introduced']);
    const confirmed = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'placed',
      locumTerms: { daysPerWeek: 3, lengthWeeks: 26 },
    });
    const recorded = confirmed.json() as AdminOpportunity;
    expect(recorded).toMatchObject({ placedFeePence: 491_400, feePence: 491_400 });
    expect(recorded.timeline.map((entry) => entry.status)).toEqual([
      'sent',
      'approved',
      'introduced',
      'placed',
    ]);
  });

  it('shows a day rate sent before terms were asked as one day’s rate, and asks the team for terms to place it', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post(
        '/api/employer/opportunities',
        await offerTo(t, employer, candidate, locum({ daysPerWeek: 3, lengthWeeks: 26 })),
      ),
    );
    // As such a row was stored: no terms, and 14 % of one day's rate.
    await t.database.db
      .update(opportunities)
      .set({ locumDaysPerWeek: null, locumLengthWeeks: null, feePence: 6_300 })
      .where(eq(opportunities.id, opportunity.id));
    const legacy = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(legacy).toMatchObject({
      locumTerms: null,
      feePence: 6_300,
      feeBasis: '14 % of £450 a day (one day’s rate — terms not recorded) = £63',
    });
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    await adminMoves(admin, opportunity.id, ['introduced']);
    const withoutTerms = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'placed',
    });
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json()).toMatchObject({
      error: {
        code: 'LOCUM_TERMS_REQUIRED',
        message: 'Please enter the days a week: a number from 0.5 to 7, in half days',
      },
    });
    const placed = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'placed',
      locumTerms: { daysPerWeek: 2, lengthWeeks: 10 },
    });
    expect(placed.json()).toMatchObject({
      placedFeePence: 126_000,
      feeBasis: '14 % of £450 a day × 2 days a week × 10 weeks (20 days) = £1,260',
    });
    expect((placed.json() as AdminOpportunity).timeline.map((entry) => entry.note)).toContain(
      'Terms recorded at placement: 2 days a week for 10 weeks. Fee: 14 % of £450 a day × 2 days a week × 10 weeks (20 days) = £1,260',
    );
  });

  it('refuses terms when placing anything but a locum day rate', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t);
    const employer = await employerWithOrganisation(t);
    const opportunity = asEmployerOpportunity(
      await employer.client.post('/api/employer/opportunities', await offerTo(t, employer, candidate)),
    );
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
    await adminMoves(admin, opportunity.id, ['introduced']);
    const refused = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'placed',
      locumTerms: { daysPerWeek: 3, lengthWeeks: 4 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'LOCUM_TERMS_NOT_APPLICABLE' } });
    const placed = await admin.client.post(`/api/admin/opportunities/${opportunity.id}/status`, {
      status: 'placed',
    });
    expect(placed.json()).toMatchObject({
      placedFeePence: 405_000,
      feeBasis: '9 % of £45,000 a year = £4,050',
    });
  });
});
