import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { retentionCutoff, retentionPeriods, shiftByPeriod } from '../../../shared/content/retention-periods';
import { consentHistory, securityEvents, user, userProfiles } from '../../db/schema';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { inactivityAction } from './retention.service';
import {
  ageAccount,
  day,
  inactivityWarningEdge,
  inactivityWarningsTo,
  minute,
  warningLead,
} from './retention.test-utils';

let t: TestApp;
let clock: Date;
afterEach(async () => {
  await t.app.close();
});

async function start() {
  clock = new Date();
  t = await createTestApp({ now: () => clock });
}

const inactivity = retentionPeriods.candidateInactivity;
/** The last activity that makes a candidate due a warning today (erasure exactly warningLead away). */
const warningEdge = () => inactivityWarningEdge(clock, inactivity);
const warningsTo = (email: string) => inactivityWarningsTo(t.database.db, email);

describe('retention job: inactive candidates', () => {
  it('warns a candidate a month before the inactivity period ends, once, and erases them after it', async () => {
    await start();
    const db = t.database.db;
    const due = await buildAccount(db, { email: 'dormant@example.test', name: 'Dana Dormant' });
    const notYet = await buildAccount(db, { email: 'recent@example.test' });
    const employer = await buildAccount(db, { role: 'employer', email: 'practice@example.test' });
    await ageAccount(db, due.userId, new Date(warningEdge().getTime() - minute));
    await ageAccount(db, notYet.userId, new Date(warningEdge().getTime() + minute));
    await ageAccount(db, employer.userId, retentionCutoff(clock, { amount: 5, unit: 'years' }));
    await db.insert(securityEvents).values([
      {
        eventType: 'sign_in_success',
        userId: due.userId,
        details: { email: due.email },
        createdAt: new Date(warningEdge().getTime() - 2 * minute),
      },
      // A failed sign-in is not activity, but it names the address: erasure must strip it.
      { eventType: 'sign_in_failure', details: { email: due.email }, createdAt: clock },
    ]);

    const first = await t.app.retention.runOnce();
    expect(first.inactiveCandidates).toEqual({ warned: 1, erased: 0, failed: 0 });
    const [warning] = await warningsTo(due.email);
    expect(warning?.subject).toMatch(/^Your ARRS Place account will be deleted on \d{1,2} \w+ \d{4}$/);
    expect(warning?.textBody).toContain('up to 12 months after your last activity');
    expect(warning?.textBody).toContain('/arrsplace/auth');
    expect(await warningsTo(notYet.email)).toHaveLength(0);

    clock = new Date(clock.getTime() + 10 * day);
    await t.app.retention.runOnce();
    expect(await warningsTo(due.email)).toHaveLength(1);
    // Ten days on, the second candidate has reached the warning point in turn.
    expect(await warningsTo(notYet.email)).toHaveLength(1);

    clock = shiftByPeriod(new Date(clock.getTime() - 10 * day), warningLead);
    clock = new Date(clock.getTime() + minute);
    const last = await t.app.retention.runOnce();
    expect(last.inactiveCandidates.erased).toBe(1);

    expect(await db.select().from(user).where(eq(user.id, due.userId))).toHaveLength(0);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, due.userId))).toHaveLength(0);
    expect(await db.select().from(consentHistory).where(eq(consentHistory.userId, due.userId))).toHaveLength(
      0,
    );
    const audit = await db.select().from(securityEvents);
    // The year-old sign-in went with the security-event period; what is left keeps no address.
    expect(audit.map((event) => event.eventType).toSorted()).toEqual(
      ['account_deleted', 'inactivity_warning', 'inactivity_warning', 'sign_in_failure'].toSorted(),
    );
    expect(JSON.stringify(audit)).not.toContain(due.email);
    expect(audit.find((event) => event.eventType === 'account_deleted')?.details).toEqual({
      by: 'inactivity',
    });
    const remaining = (await db.select({ email: user.email }).from(user)).map((row) => row.email);
    expect(remaining).toEqual(expect.arrayContaining([notYet.email, employer.email]));
  });

  it('never erases without a month’s notice, even for long-inactive candidates', async () => {
    await start();
    const db = t.database.db;
    const ancient = await buildAccount(db);
    await ageAccount(db, ancient.userId, retentionCutoff(clock, { amount: 3, unit: 'years' }));
    expect((await t.app.retention.runOnce()).inactiveCandidates).toEqual({ warned: 1, erased: 0, failed: 0 });
    clock = new Date(clock.getTime() + 29 * day);
    expect((await t.app.retention.runOnce()).inactiveCandidates.erased).toBe(0);
    clock = new Date(clock.getTime() + 2 * day);
    expect((await t.app.retention.runOnce()).inactiveCandidates.erased).toBe(1);
  });

  it('counts a sign-in after the warning as activity: no erasure, and the clock starts again', async () => {
    await start();
    const db = t.database.db;
    const account = await buildAccount(db);
    await ageAccount(db, account.userId, new Date(warningEdge().getTime() - day));
    await t.app.retention.runOnce();
    expect(await warningsTo(account.email)).toHaveLength(1);

    clock = new Date(clock.getTime() + 5 * day);
    const signIn = await createClient(t.app).signIn(account.email);
    expect(signIn.statusCode).toBe(200);

    clock = shiftByPeriod(clock, warningLead);
    expect((await t.app.retention.runOnce()).inactiveCandidates).toEqual({ warned: 0, erased: 0, failed: 0 });
    expect(await db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
  });

  it('counts the durable last activity, which outlives the 12-month audit trail', async () => {
    await start();
    const db = t.database.db;
    const account = await buildAccount(db);
    await ageAccount(db, account.userId, retentionCutoff(clock, { amount: 3, unit: 'years' }));
    await db
      .update(userProfiles)
      .set({ lastActiveAt: new Date(warningEdge().getTime() + minute) })
      .where(eq(userProfiles.userId, account.userId));
    expect((await t.app.retention.runOnce()).inactiveCandidates).toEqual({ warned: 0, erased: 0, failed: 0 });
    expect(await warningsTo(account.email)).toHaveLength(0);
  });

  it('decides warn, wait and erase from the last activity and the last warning', () => {
    clock = new Date('2031-06-15T12:00:00Z');
    const yearAgo = retentionCutoff(clock, inactivity);
    const monthAgo = retentionCutoff(clock, warningLead);
    const action = (lastActiveAt: Date, warnedAt: Date | null) =>
      inactivityAction({ lastActiveAt, warnedAt }, clock);
    expect(action(new Date(clock.getTime() - 30 * day), null)).toBe('none');
    expect(action(new Date(warningEdge().getTime() - minute), null)).toBe('warn');
    expect(action(new Date(yearAgo.getTime() - day), new Date(monthAgo.getTime() - minute))).toBe('erase');
    expect(action(new Date(yearAgo.getTime() - day), new Date(monthAgo.getTime() + minute))).toBe('none');
    // A warning from before the last activity is stale: warn again rather than erase.
    expect(action(new Date(yearAgo.getTime() - minute), new Date(yearAgo.getTime() - day))).toBe('warn');
  });
});
