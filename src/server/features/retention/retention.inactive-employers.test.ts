import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retentionCutoff, retentionPeriods, shiftByPeriod } from '../../../shared/content/retention-periods';
import { securityEvents, session, user, userProfiles } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { asDatabaseOwner } from '../../test/database.test-utils';
import { inactivityAction, inactivityPeriods } from './retention.service';
import { ageAccount, day, minute, retentionJobTest, warningLead } from './retention.test-utils';

const job = retentionJobTest();

const employerInactivity = retentionPeriods.employerInactivity;

describe('retention job: inactive employers', () => {
  it('keeps employers for 6 years without activity, warns a month before and then erases them', async () => {
    expect(inactivityPeriods.employer).toEqual({ amount: 6, unit: 'years' });
    await job.start();
    const db = job.db;
    const due = await buildAccount(db, {
      role: 'employer',
      email: 'practice@example.test',
      name: 'Pat Manager',
    });
    const inside = await buildAccount(db, { role: 'employer', email: 'surgery@example.test' });
    await ageAccount(db, due.userId, new Date(job.warningEdge(employerInactivity).getTime() - minute));
    await ageAccount(db, inside.userId, new Date(job.warningEdge(employerInactivity).getTime() + minute));

    const first = await job.app.retention.runOnce();
    expect(first.inactiveEmployers).toEqual({ warned: 1, erased: 0, failed: 0 });
    expect(first.inactiveCandidates).toEqual({ warned: 0, erased: 0, failed: 0 });
    const [warning] = await job.warningsTo(due.email);
    expect(warning?.subject).toMatch(/^Your ARRS Place account will be deleted on \d{1,2} \w+ \d{4}$/);
    expect(warning?.textBody).toContain('erase them after 6 years without activity');
    expect(warning?.textBody).toContain('you have an employer account');
    expect(warning?.textBody).not.toMatch(/candidate/i);
    expect(await job.warningsTo(inside.email)).toHaveLength(0);

    // Once only: the next days send nothing new, and nobody goes before the 30 days are up.
    job.clock = new Date(job.clock.getTime() + day);
    expect((await job.app.retention.runOnce()).inactiveEmployers).toEqual({
      warned: 1,
      erased: 0,
      failed: 0,
    });
    expect(await job.warningsTo(due.email)).toHaveLength(1);
    expect(await job.warningsTo(inside.email)).toHaveLength(1);
    job.clock = new Date(shiftByPeriod(job.clock, warningLead).getTime() - 2 * day);
    expect((await job.app.retention.runOnce()).inactiveEmployers.erased).toBe(0);
    expect(await db.select().from(user).where(eq(user.id, due.userId))).toHaveLength(1);

    job.clock = new Date(job.clock.getTime() + day + minute);
    expect((await job.app.retention.runOnce()).inactiveEmployers).toEqual({
      warned: 0,
      erased: 1,
      failed: 0,
    });
    expect(await db.select().from(user).where(eq(user.id, due.userId))).toHaveLength(0);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, due.userId))).toHaveLength(0);
    const audit = await db.select().from(securityEvents);
    expect(JSON.stringify(audit)).not.toContain(due.email);
    expect(
      audit.find((event) => event.eventType === 'account_deleted' && event.targetUserId === due.userId)
        ?.details,
    ).toEqual({ by: 'inactivity' });
    // The second employer, warned a day later, still has that day.
    expect(await db.select().from(user).where(eq(user.id, inside.userId))).toHaveLength(1);
  });

  it('cancels the erasure when the employer signs in after the warning', async () => {
    await job.start();
    const db = job.db;
    const account = await buildAccount(db, { role: 'employer' });
    await ageAccount(db, account.userId, retentionCutoff(job.clock, { amount: 7, unit: 'years' }));
    expect((await job.app.retention.runOnce()).inactiveEmployers.warned).toBe(1);

    job.clock = new Date(job.clock.getTime() + 10 * day);
    expect((await createClient(job.app).signIn(account.email)).statusCode).toBe(200);
    // The sign-in's audit event will be gone after 12 months; last_active_at keeps it for the 6 years.
    await asDatabaseOwner(db, (owner) =>
      owner.delete(securityEvents).where(eq(securityEvents.userId, account.userId)),
    );
    await db.delete(session).where(eq(session.userId, account.userId));

    job.clock = shiftByPeriod(job.clock, { amount: 5, unit: 'years' });
    expect((await job.app.retention.runOnce()).inactiveEmployers).toEqual({
      warned: 0,
      erased: 0,
      failed: 0,
    });
    expect(await db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
    expect(await job.warningsTo(account.email)).toHaveLength(1);
  });

  it('never erases admin accounts, however long unused', async () => {
    await job.start();
    const db = job.db;
    const admins = await Promise.all(
      (['admin', 'master_admin', 'system_admin'] as const).map((role) => buildAccount(db, { role })),
    );
    for (const admin of admins)
      await ageAccount(db, admin.userId, retentionCutoff(job.clock, { amount: 10, unit: 'years' }));
    for (let run = 0; run < 2; run += 1) {
      const report = await job.app.retention.runOnce();
      expect(report.inactiveCandidates).toEqual({ warned: 0, erased: 0, failed: 0 });
      expect(report.inactiveEmployers).toEqual({ warned: 0, erased: 0, failed: 0 });
      job.clock = shiftByPeriod(job.clock, warningLead, 2);
    }
    expect(await db.select().from(user)).toHaveLength(admins.length);
    expect((await listOutbox(db)).filter((row) => row.template === 'inactivity-warning')).toHaveLength(0);
  });

  it('decides by the employer period', () => {
    job.clock = new Date('2031-06-15T12:00:00Z');
    const sixYearsAgo = retentionCutoff(job.clock, employerInactivity);
    const monthAgo = retentionCutoff(job.clock, warningLead);
    const action = (lastActiveAt: Date, warnedAt: Date | null) =>
      inactivityAction({ lastActiveAt, warnedAt }, job.clock, employerInactivity);
    expect(action(retentionCutoff(job.clock, { amount: 5, unit: 'years' }), null)).toBe('none');
    expect(action(new Date(job.warningEdge(employerInactivity).getTime() + minute), null)).toBe('none');
    expect(action(new Date(job.warningEdge(employerInactivity).getTime() - minute), null)).toBe('warn');
    expect(action(new Date(sixYearsAgo.getTime() + minute), new Date(monthAgo.getTime() - minute))).toBe(
      'none',
    );
    expect(action(new Date(sixYearsAgo.getTime() - day), new Date(monthAgo.getTime() - minute))).toBe(
      'erase',
    );
    expect(action(new Date(sixYearsAgo.getTime() - day), new Date(monthAgo.getTime() + minute))).toBe('none');
  });
});
