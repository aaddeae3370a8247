import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retentionCutoff, retentionPeriods, shiftByPeriod } from '../../../shared/content/retention-periods';
import { consentHistory, securityEvents, user, userProfiles } from '../../db/schema';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { inactivityAction } from './retention.service';
import { ageAccount, day, minute, retentionJobTest, warningLead } from './retention.test-utils';

const job = retentionJobTest();

const inactivity = retentionPeriods.candidateInactivity;

describe('retention job: inactive candidates', () => {
  it('warns a candidate a month before the inactivity period ends, once, and erases them after it', async () => {
    await job.start();
    const db = job.db;
    const due = await buildAccount(db, { email: 'dormant@example.test', name: 'Dana Dormant' });
    const notYet = await buildAccount(db, { email: 'recent@example.test' });
    const employer = await buildAccount(db, { role: 'employer', email: 'practice@example.test' });
    await ageAccount(db, due.userId, new Date(job.warningEdge(inactivity).getTime() - minute));
    await ageAccount(db, notYet.userId, new Date(job.warningEdge(inactivity).getTime() + minute));
    await ageAccount(db, employer.userId, retentionCutoff(job.clock, { amount: 5, unit: 'years' }));
    await db.insert(securityEvents).values([
      {
        eventType: 'sign_in_success',
        userId: due.userId,
        details: { email: due.email },
        createdAt: new Date(job.warningEdge(inactivity).getTime() - 2 * minute),
      },
      // A failed sign-in is not activity, but it names the address: erasure must strip it.
      { eventType: 'sign_in_failure', details: { email: due.email }, createdAt: job.clock },
    ]);

    const first = await job.app.retention.runOnce();
    expect(first.inactiveCandidates).toEqual({ warned: 1, erased: 0, failed: 0 });
    const [warning] = await job.warningsTo(due.email);
    expect(warning?.subject).toMatch(/^Your ARRS Place account will be deleted on \d{1,2} \w+ \d{4}$/);
    expect(warning?.textBody).toContain('up to 12 months after your last activity');
    expect(warning?.textBody).toContain('/arrsplace/auth');
    expect(await job.warningsTo(notYet.email)).toHaveLength(0);

    job.clock = new Date(job.clock.getTime() + 10 * day);
    await job.app.retention.runOnce();
    expect(await job.warningsTo(due.email)).toHaveLength(1);
    // Ten days on, the second candidate has reached the warning point in turn.
    expect(await job.warningsTo(notYet.email)).toHaveLength(1);

    job.clock = shiftByPeriod(new Date(job.clock.getTime() - 10 * day), warningLead);
    job.clock = new Date(job.clock.getTime() + minute);
    const last = await job.app.retention.runOnce();
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
    await job.start();
    const db = job.db;
    const ancient = await buildAccount(db);
    await ageAccount(db, ancient.userId, retentionCutoff(job.clock, { amount: 3, unit: 'years' }));
    expect((await job.app.retention.runOnce()).inactiveCandidates).toEqual({
      warned: 1,
      erased: 0,
      failed: 0,
    });
    job.clock = new Date(job.clock.getTime() + 29 * day);
    expect((await job.app.retention.runOnce()).inactiveCandidates.erased).toBe(0);
    job.clock = new Date(job.clock.getTime() + 2 * day);
    expect((await job.app.retention.runOnce()).inactiveCandidates.erased).toBe(1);
  });

  it('counts a sign-in after the warning as activity: no erasure, and the clock starts again', async () => {
    await job.start();
    const db = job.db;
    const account = await buildAccount(db);
    await ageAccount(db, account.userId, new Date(job.warningEdge(inactivity).getTime() - day));
    await job.app.retention.runOnce();
    expect(await job.warningsTo(account.email)).toHaveLength(1);

    job.clock = new Date(job.clock.getTime() + 5 * day);
    const signIn = await createClient(job.app).signIn(account.email);
    expect(signIn.statusCode).toBe(200);

    job.clock = shiftByPeriod(job.clock, warningLead);
    expect((await job.app.retention.runOnce()).inactiveCandidates).toEqual({
      warned: 0,
      erased: 0,
      failed: 0,
    });
    expect(await db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
  });

  it('counts the durable last activity, which outlives the 12-month audit trail', async () => {
    await job.start();
    const db = job.db;
    const account = await buildAccount(db);
    await ageAccount(db, account.userId, retentionCutoff(job.clock, { amount: 3, unit: 'years' }));
    await db
      .update(userProfiles)
      .set({ lastActiveAt: new Date(job.warningEdge(inactivity).getTime() + minute) })
      .where(eq(userProfiles.userId, account.userId));
    expect((await job.app.retention.runOnce()).inactiveCandidates).toEqual({
      warned: 0,
      erased: 0,
      failed: 0,
    });
    expect(await job.warningsTo(account.email)).toHaveLength(0);
  });

  it('decides warn, wait and erase from the last activity and the last warning', () => {
    job.clock = new Date('2031-06-15T12:00:00Z');
    const yearAgo = retentionCutoff(job.clock, inactivity);
    const monthAgo = retentionCutoff(job.clock, warningLead);
    const action = (lastActiveAt: Date, warnedAt: Date | null) =>
      inactivityAction({ lastActiveAt, warnedAt }, job.clock);
    expect(action(new Date(job.clock.getTime() - 30 * day), null)).toBe('none');
    expect(action(new Date(job.warningEdge(inactivity).getTime() - minute), null)).toBe('warn');
    expect(action(new Date(yearAgo.getTime() - day), new Date(monthAgo.getTime() - minute))).toBe('erase');
    expect(action(new Date(yearAgo.getTime() - day), new Date(monthAgo.getTime() + minute))).toBe('none');
    // A warning from before the last activity is stale: warn again rather than erase.
    expect(action(new Date(yearAgo.getTime() - minute), new Date(yearAgo.getTime() - day))).toBe('warn');
  });
});
