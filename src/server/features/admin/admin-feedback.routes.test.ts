import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFeedbackResponse, adminFeedbackPageSize } from '../../../shared/admin/feedback.schemas';
import { feedbackSurveys } from '../../db/schema';
import { buildAccount } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import { mondayOf } from './admin-feedback.service';

// The app runs on the real clock (sessions do); each seeded answer is placed from the current week's
// Monday so that it falls in a known week whatever today is.
const thisMonday = mondayOf(new Date());
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

/** `days` days before this week's Monday, at 01:00 UTC (negative: after it, never in the future). */
const daysAgo = (days: number) =>
  new Date(Math.min(Date.now(), thisMonday.getTime() - days * 86_400_000 + 3_600_000));

async function seedFeedback(rating: number, at: Date, text: string | null, role = 'candidate') {
  const account = await buildAccount(t.database.db, { role: role === 'employer' ? 'employer' : 'candidate' });
  await t.database.db.insert(feedbackSurveys).values({
    userId: account.userId,
    userRole: role,
    rating,
    feedbackText: text,
    loginCount: 5,
    createdAt: at,
  });
}

describe('mondayOf', () => {
  it('finds the Monday of the week in UTC', () => {
    expect(mondayOf(new Date('2030-01-16T12:00:00Z')).toISOString()).toBe('2030-01-14T00:00:00.000Z');
    expect(mondayOf(new Date('2030-01-20T23:59:00Z')).toISOString()).toBe('2030-01-14T00:00:00.000Z');
    expect(mondayOf(new Date('2030-01-14T00:00:00Z')).toISOString()).toBe('2030-01-14T00:00:00.000Z');
  });
});

describe('GET /api/admin/feedback', () => {
  it('spreads the ratings over the last 12 weeks and pages the texts, newest first', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const empty = (await admin.client.get('/api/admin/feedback')).json<AdminFeedbackResponse>();
    expect(empty.weeks).toHaveLength(12);
    expect(empty.weeks.at(-1)).toEqual({ weekStart: isoDay(thisMonday), rating1: 0, rating2: 0, rating3: 0 });
    expect(empty.weeks[0]?.weekStart).toBe(isoDay(new Date(thisMonday.getTime() - 77 * 86_400_000)));
    expect(empty.texts).toEqual([]);

    // This week (from Monday 01:00 on), the week before, and long ago.
    await seedFeedback(3, daysAgo(0), 'Brilliant, found a role in a week.');
    await seedFeedback(3, daysAgo(0.01), null);
    await seedFeedback(1, daysAgo(0.02), 'Too few opportunities near me.', 'employer');
    await seedFeedback(2, daysAgo(1), '  ');
    await seedFeedback(2, daysAgo(2), 'Fine.');
    // Older than 12 weeks: in the totals, not in the weeks.
    await seedFeedback(1, daysAgo(200), 'Long ago.');

    const response = await admin.client.get('/api/admin/feedback');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminFeedbackResponse>();
    expect(body.weeks.at(-1)).toEqual({ weekStart: isoDay(thisMonday), rating1: 1, rating2: 0, rating3: 2 });
    expect(body.weeks.at(-2)).toEqual({
      weekStart: isoDay(new Date(thisMonday.getTime() - 7 * 86_400_000)),
      rating1: 0,
      rating2: 2,
      rating3: 0,
    });
    expect(body.weeks.slice(0, -2).every((w) => w.rating1 + w.rating2 + w.rating3 === 0)).toBe(true);
    expect(body.totals).toEqual({ rating1: 2, rating2: 2, rating3: 2 });
    expect(body.texts.map((text) => text.text)).toEqual([
      'Brilliant, found a role in a week.',
      'Too few opportunities near me.',
      'Fine.',
      'Long ago.',
    ]);
    expect(body.texts[1]).toMatchObject({ rating: 1, role: 'employer' });
    expect(body.textsTotal).toBe(4);
  });

  it('pages the texts and refuses a bad page', async () => {
    const admin = await signedInAs(t, { role: 'system_admin' });
    for (let index = 0; index < adminFeedbackPageSize; index += 1) {
      await seedFeedback(2, daysAgo(3), `Comment ${index}`);
    }
    const first = (await admin.client.get('/api/admin/feedback')).json<AdminFeedbackResponse>();
    expect(first.texts).toHaveLength(adminFeedbackPageSize);
    const second = (await admin.client.get('/api/admin/feedback?page=2')).json<AdminFeedbackResponse>();
    expect(second.page).toBe(2);
    expect(second.texts.length).toBe(first.textsTotal - adminFeedbackPageSize);
    expect(second.texts.some((text) => first.texts.some((other) => other.id === text.id))).toBe(false);

    const bad = await admin.client.get('/api/admin/feedback?page=-1');
    expect(bad.statusCode).toBe(400);
    const employer = await signedInAs(t, { role: 'employer' });
    expect((await employer.client.get('/api/admin/feedback')).statusCode).toBe(403);
  });
});
