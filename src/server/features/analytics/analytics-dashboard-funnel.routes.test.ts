import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFunnel,
  addDays,
  profileViewEventType,
} from '../../../shared/analytics/dashboard.schemas';
import { opportunities, opportunityEvents, securityEvents } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  buildOrganisation,
  employerWithOrganisation,
  referenceFor,
  signedInAs,
} from '../../test/marketplace.test-utils';
import { dashboardApp, get, recentDays } from './analytics-dashboard.test-utils';

/* The recruitment funnel, from employers' profile views to placements. */

const { today, yesterday } = recentDays();
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await dashboardApp());
});
afterAll(async () => {
  await t.app.close();
});

describe('recruitment funnel', () => {
  it('counts each step of the opportunities created in the range, with conversion and median times', async () => {
    const db = t.database.db;
    const { account: employer } = await signedInAs(t, { role: 'employer' });
    const organisation = await buildOrganisation(db, employer.userId);
    const [c1, c2, c3] = [
      (await buildCandidate(db)).userId,
      (await buildCandidate(db)).userId,
      (await buildCandidate(db)).userId,
    ];
    const t0 = new Date(Date.now() - 3 * 24 * 3600_000);
    const plus = (hours: number) => new Date(t0.getTime() + hours * 3600_000);
    const viewed = (candidateId: string, at: Date) => ({
      eventType: profileViewEventType,
      userId: employer.userId,
      targetUserId: candidateId,
      details: { organisationId: organisation.id },
      createdAt: at,
    });
    await db
      .insert(securityEvents)
      .values([viewed(c1, t0), viewed(c1, plus(0.5)), viewed(c2, t0), viewed(c3, t0)]);
    const opportunity = (candidateId: string, createdAt: Date) => ({
      organisationId: organisation.id,
      candidateUserId: candidateId,
      role: 'Clinical pharmacist',
      location: 'Leeds',
      employmentType: 'permanent' as const,
      payBasis: 'annual_salary' as const,
      payAmountPence: 5_000_000,
      hours: 'Full time',
      startDate: '2027-01-04',
      feeRate: 0.09,
      feePence: 450_000,
      expiresAt: new Date(createdAt.getTime() + 14 * 24 * 3600_000),
      createdAt,
    });
    const inserted = await db
      .insert(opportunities)
      .values([opportunity(c1, plus(1)), opportunity(c2, plus(3))])
      .returning({ id: opportunities.id });
    const [first, second] = inserted.map((row) => row.id);
    if (!first || !second) throw new Error('opportunities not inserted');
    const event = (opportunityId: string, status: 'approved' | 'introduced' | 'placed', at: Date) => ({
      opportunityId,
      status,
      actorKind: 'admin' as const,
      createdAt: at,
    });
    await db
      .insert(opportunityEvents)
      .values([
        event(first, 'approved', plus(3)),
        event(first, 'introduced', plus(5)),
        event(first, 'placed', plus(29)),
        event(second, 'approved', plus(4)),
      ]);

    const funnel = await get<AnalyticsFunnel>(
      admin,
      `/api/admin/analytics/funnel?from=${addDays(today, -10)}&to=${yesterday}`,
    );
    expect(funnel.steps).toEqual([
      { key: 'profile_views', count: 4, conversion: null, medianSeconds: null },
      { key: 'interest', count: 2, conversion: 0.5, medianSeconds: 2 * 3600 },
      { key: 'approval', count: 2, conversion: 1, medianSeconds: 1.5 * 3600 },
      { key: 'introduction', count: 1, conversion: 0.5, medianSeconds: 2 * 3600 },
      { key: 'placement', count: 1, conversion: 1, medianSeconds: 24 * 3600 },
    ]);

    const before = await get<AnalyticsFunnel>(
      admin,
      `/api/admin/analytics/funnel?from=${addDays(today, -30)}&to=${addDays(today, -20)}`,
    );
    expect(before.steps.map((step) => step.count)).toEqual([0, 0, 0, 0, 0]);
    expect(before.steps[1]?.conversion).toBeNull();
  });
});

describe('profile views by employers', () => {
  it('are recorded when a verified employer opens a candidate’s CV, once per organisation, candidate and day, and counted by the funnel', async () => {
    const db = t.database.db;
    const employer = await employerWithOrganisation(t);
    const { client, organisation } = employer;
    const candidate = await buildCandidate(db);
    const range = `from=${today}&to=${today}`;
    expect((await get<AnalyticsFunnel>(admin, `/api/admin/analytics/funnel?${range}`)).steps[0]?.count).toBe(
      0,
    );

    // Reopened, even many times the same day, it is one view of this organisation.
    const url = `/api/employer/candidates/${await referenceFor(t, employer, candidate)}`;
    for (let view = 0; view < 5; view += 1) expect((await client.get(url)).statusCode).toBe(200);
    const views = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, profileViewEventType));
    expect(views.filter((event) => event.targetUserId === candidate.userId)).toHaveLength(1);

    const [recorded] = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, profileViewEventType))
      .orderBy(desc(securityEvents.createdAt))
      .limit(1);
    expect(recorded).toMatchObject({
      eventType: profileViewEventType,
      targetUserId: candidate.userId,
      details: { organisationId: organisation.id },
    });
    expect((await get<AnalyticsFunnel>(admin, `/api/admin/analytics/funnel?${range}`)).steps[0]?.count).toBe(
      1,
    );
  });
});
