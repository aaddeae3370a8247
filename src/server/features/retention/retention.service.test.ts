import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { retentionCutoff, retentionPeriods, shiftByPeriod } from '../../../shared/content/retention-periods';
import { authRateLimits } from '../../auth/auth-rate-limits';
import type { Database } from '../../db/database';
import {
  consentHistory,
  contactSubmissions,
  mailOutbox,
  notFoundLog,
  rateLimitBlocks,
  rateLimitHits,
  recruitmentSubmissions,
  securityEvents,
  session,
  user,
  userProfiles,
  verification,
} from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { inactivityAction, inactivityPeriods } from './retention.service';

const minute = 60_000;
const day = 24 * 60 * minute;

let t: TestApp;
let clock: Date;
afterEach(async () => {
  await t.app.close();
});

async function start() {
  clock = new Date();
  t = await createTestApp({ now: () => clock });
}

/** Just inside the period (kept) and just past it (deleted), for a record of `period`. */
function around(period: keyof typeof retentionPeriods) {
  const cutoff = retentionCutoff(clock, retentionPeriods[period]);
  return { inside: new Date(cutoff.getTime() + minute), past: new Date(cutoff.getTime() - minute) };
}

const contactRow = (createdAt: Date) => ({
  name: 'Priya Shah',
  email: 'priya@example.test',
  message: 'Please call me about ARRS recruitment.',
  createdAt,
});

const recruitmentRow = (submissionType: 'employer' | 'candidate', createdAt: Date) => ({
  submissionType,
  name: 'Tom Reed',
  email: 'tom@example.test',
  phone: '07700 900123',
  organisation: 'Leeds North PCN',
  role: 'Clinical Pharmacist',
  description: 'Two days a week.',
  location: 'Leeds',
  privacyAcceptedAt: createdAt,
  termsAcceptedAt: createdAt,
  createdAt,
});

const mailRow = (status: 'pending' | 'sending' | 'sent' | 'dead', createdAt: Date, sentAt?: Date) => {
  const id = randomUUID();
  return {
    id,
    messageId: `<${id}@example.test>`,
    template: 'generic-notice',
    toAddress: 'someone@example.test',
    subject: 'Hello',
    textBody: 'Hello',
    htmlBody: '<p>Hello</p>',
    status,
    createdAt,
    nextAttemptAt: createdAt,
    sentAt: sentAt ?? null,
  };
};

async function sessionRow(
  db: Database,
  userId: string,
  values: { expiresAt: Date; lastActiveAt: Date; rememberMe: boolean },
) {
  const id = randomUUID();
  await db.insert(session).values({ id, token: randomUUID(), userId, ...values });
  return id;
}

async function ids<T extends { id: unknown }>(rows: Promise<T[]>) {
  return (await rows).map((row) => row.id);
}

describe('retention job: records past their period', () => {
  it('deletes each kind of record just past its period and keeps it just inside', async () => {
    await start();
    const db = t.database.db;
    const [contactKept, contactGone] = await ids(
      db
        .insert(contactSubmissions)
        .values([contactRow(around('contactEnquiry').inside), contactRow(around('contactEnquiry').past)])
        .returning(),
    );
    const [candidateKept, candidateGone, employerKept, employerGone] = await ids(
      db
        .insert(recruitmentSubmissions)
        .values([
          recruitmentRow('candidate', around('candidateSubmission').inside),
          recruitmentRow('candidate', around('candidateSubmission').past),
          recruitmentRow('employer', around('employerSubmission').inside),
          recruitmentRow('employer', around('employerSubmission').past),
        ])
        .returning(),
    );
    const [eventKept, eventGone] = await ids(
      db
        .insert(securityEvents)
        .values([
          { eventType: 'sign_in_failure', createdAt: around('securityEvents').inside },
          { eventType: 'sign_in_failure', createdAt: around('securityEvents').past },
        ])
        .returning(),
    );
    const [notFoundKept, notFoundGone] = await ids(
      db
        .insert(notFoundLog)
        .values([
          { path: '/old-page', site: 'consultancy', createdAt: around('notFoundLog').inside },
          { path: '/older-page', site: 'marketplace', createdAt: around('notFoundLog').past },
        ])
        .returning(),
    );
    const [hitKept, hitGone] = await ids(
      db
        .insert(rateLimitHits)
        .values([
          { bucket: 'form:contact', clientKey: 'k1', createdAt: around('rateLimitRecords').inside },
          { bucket: 'form:contact', clientKey: 'k2', createdAt: around('rateLimitRecords').past },
        ])
        .returning(),
    );
    await db.insert(rateLimitBlocks).values([
      { bucket: 'form:x', clientKey: 'active', blockedUntil: new Date(clock.getTime() + minute) },
      { bucket: 'form:x', clientKey: 'ended', blockedUntil: around('rateLimitRecords').past },
    ]);
    const longAgo = new Date(clock.getTime() - 400 * day);
    const mails = [
      mailRow('sent', longAgo, around('deliveredMail').inside),
      mailRow('sent', longAgo, around('deliveredMail').past),
      mailRow('dead', around('undeliverableMail').inside),
      mailRow('dead', around('undeliverableMail').past),
      mailRow('pending', longAgo),
      mailRow('sending', longAgo),
    ];
    await db.insert(mailOutbox).values(mails);
    const owner = (await buildAccount(db)).userId;
    const liveSession = await sessionRow(db, owner, {
      expiresAt: new Date(clock.getTime() + day),
      lastActiveAt: new Date(clock.getTime() - 10 * minute),
      rememberMe: false,
    });
    const rememberedSession = await sessionRow(db, owner, {
      expiresAt: new Date(clock.getTime() + day),
      lastActiveAt: new Date(clock.getTime() - 2 * day),
      rememberMe: true,
    });
    await sessionRow(db, owner, {
      expiresAt: new Date(clock.getTime() - minute),
      lastActiveAt: new Date(clock.getTime() - 2 * minute),
      rememberMe: true,
    });
    await sessionRow(db, owner, {
      expiresAt: new Date(clock.getTime() + day),
      lastActiveAt: new Date(clock.getTime() - 31 * minute),
      rememberMe: false,
    });
    await sessionRow(db, owner, {
      expiresAt: new Date(clock.getTime() + day),
      lastActiveAt: new Date(clock.getTime() - 8 * day),
      rememberMe: true,
    });
    await db.insert(verification).values([
      { id: 'live', identifier: 'a', value: 'x', expiresAt: new Date(clock.getTime() + minute) },
      { id: 'expired', identifier: 'b', value: 'y', expiresAt: new Date(clock.getTime() - minute) },
    ]);

    const report = await t.app.retention.runOnce();

    expect(report.deleted).toEqual({
      contactSubmissions: 1,
      candidateSubmissions: 1,
      employerSubmissions: 1,
      securityEvents: 1,
      notFoundLog: 1,
      rateLimitHits: 1,
      rateLimitBlocks: 1,
      deliveredMail: 1,
      undeliverableMail: 1,
      sessions: 3,
      verifications: 1,
    });
    expect(await ids(db.select().from(contactSubmissions))).toEqual([contactKept]);
    expect((await ids(db.select().from(recruitmentSubmissions))).toSorted()).toEqual(
      [candidateKept, employerKept].toSorted(),
    );
    expect([candidateGone, employerGone, contactGone]).not.toContain(undefined);
    const events = await ids(db.select().from(securityEvents));
    expect(events).toContain(eventKept);
    expect(events).not.toContain(eventGone);
    expect(await ids(db.select().from(notFoundLog))).toEqual([notFoundKept]);
    expect(notFoundGone).toBeDefined();
    expect(await ids(db.select().from(rateLimitHits))).toEqual([hitKept]);
    expect(hitGone).toBeDefined();
    expect((await db.select().from(rateLimitBlocks)).map((row) => row.clientKey)).toEqual(['active']);
    const outbox = await listOutbox(db);
    expect(outbox.map((row) => row.id).toSorted()).toEqual(
      [mails[0], mails[2], mails[4], mails[5]].map((row) => row?.id).toSorted(),
    );
    expect((await ids(db.select().from(session))).toSorted()).toEqual(
      [liveSession, rememberedSession].toSorted(),
    );
    expect(await ids(db.select().from(verification))).toEqual(['live']);
  });

  it('keeps rate-limit records for longer than any account limit counts or blocks', () => {
    const keptMs = retentionPeriods.rateLimitRecords.amount * 60 * minute;
    for (const rule of Object.values(authRateLimits)) {
      expect(rule.windowMs).toBeLessThanOrEqual(keptMs);
      expect('blockMs' in rule ? rule.blockMs : 0).toBeLessThanOrEqual(keptMs);
    }
  });
});

/** Makes the account look untouched since `at` (as if created then and never changed). */
async function ageAccount(db: Database, userId: string, at: Date) {
  await db.update(user).set({ createdAt: at, updatedAt: at }).where(eq(user.id, userId));
  await db
    .update(userProfiles)
    .set({ createdAt: at, updatedAt: at, lastActiveAt: at })
    .where(eq(userProfiles.userId, userId));
}

const inactivity = retentionPeriods.candidateInactivity;
const warningLead = retentionPeriods.inactivityWarning;
/** The last activity that makes a candidate due a warning today (erasure exactly warningLead away). */
const warningEdge = () => retentionCutoff(shiftByPeriod(clock, warningLead), inactivity);

async function warningsTo(email: string) {
  return (await listOutbox(t.database.db)).filter(
    (row) => row.template === 'inactivity-warning' && row.toAddress === email,
  );
}

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

const employerInactivity = retentionPeriods.employerInactivity;
/** The last activity that makes an employer due a warning today (erasure exactly warningLead away). */
const employerWarningEdge = () => retentionCutoff(shiftByPeriod(clock, warningLead), employerInactivity);

describe('retention job: inactive employers', () => {
  it('keeps employers for 6 years without activity, warns a month before and then erases them', async () => {
    expect(inactivityPeriods.employer).toEqual({ amount: 6, unit: 'years' });
    await start();
    const db = t.database.db;
    const due = await buildAccount(db, {
      role: 'employer',
      email: 'practice@example.test',
      name: 'Pat Manager',
    });
    const inside = await buildAccount(db, { role: 'employer', email: 'surgery@example.test' });
    await ageAccount(db, due.userId, new Date(employerWarningEdge().getTime() - minute));
    await ageAccount(db, inside.userId, new Date(employerWarningEdge().getTime() + minute));

    const first = await t.app.retention.runOnce();
    expect(first.inactiveEmployers).toEqual({ warned: 1, erased: 0, failed: 0 });
    expect(first.inactiveCandidates).toEqual({ warned: 0, erased: 0, failed: 0 });
    const [warning] = await warningsTo(due.email);
    expect(warning?.subject).toMatch(/^Your ARRS Place account will be deleted on \d{1,2} \w+ \d{4}$/);
    expect(warning?.textBody).toContain('erase them after 6 years without activity');
    expect(warning?.textBody).toContain('you have an employer account');
    expect(warning?.textBody).not.toMatch(/candidate/i);
    expect(await warningsTo(inside.email)).toHaveLength(0);

    // Once only: the next days send nothing new, and nobody goes before the 30 days are up.
    clock = new Date(clock.getTime() + day);
    expect((await t.app.retention.runOnce()).inactiveEmployers).toEqual({ warned: 1, erased: 0, failed: 0 });
    expect(await warningsTo(due.email)).toHaveLength(1);
    expect(await warningsTo(inside.email)).toHaveLength(1);
    clock = new Date(shiftByPeriod(clock, warningLead).getTime() - 2 * day);
    expect((await t.app.retention.runOnce()).inactiveEmployers.erased).toBe(0);
    expect(await db.select().from(user).where(eq(user.id, due.userId))).toHaveLength(1);

    clock = new Date(clock.getTime() + day + minute);
    expect((await t.app.retention.runOnce()).inactiveEmployers).toEqual({ warned: 0, erased: 1, failed: 0 });
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
    await start();
    const db = t.database.db;
    const account = await buildAccount(db, { role: 'employer' });
    await ageAccount(db, account.userId, retentionCutoff(clock, { amount: 7, unit: 'years' }));
    expect((await t.app.retention.runOnce()).inactiveEmployers.warned).toBe(1);

    clock = new Date(clock.getTime() + 10 * day);
    expect((await createClient(t.app).signIn(account.email)).statusCode).toBe(200);
    // The sign-in's audit event will be gone after 12 months; last_active_at keeps it for the 6 years.
    await db.delete(securityEvents).where(eq(securityEvents.userId, account.userId));
    await db.delete(session).where(eq(session.userId, account.userId));

    clock = shiftByPeriod(clock, { amount: 5, unit: 'years' });
    expect((await t.app.retention.runOnce()).inactiveEmployers).toEqual({ warned: 0, erased: 0, failed: 0 });
    expect(await db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
    expect(await warningsTo(account.email)).toHaveLength(1);
  });

  it('never erases admin accounts, however long unused', async () => {
    await start();
    const db = t.database.db;
    const admins = await Promise.all(
      (['admin', 'master_admin', 'system_admin'] as const).map((role) => buildAccount(db, { role })),
    );
    for (const admin of admins)
      await ageAccount(db, admin.userId, retentionCutoff(clock, { amount: 10, unit: 'years' }));
    for (let run = 0; run < 2; run += 1) {
      const report = await t.app.retention.runOnce();
      expect(report.inactiveCandidates).toEqual({ warned: 0, erased: 0, failed: 0 });
      expect(report.inactiveEmployers).toEqual({ warned: 0, erased: 0, failed: 0 });
      clock = shiftByPeriod(clock, warningLead, 2);
    }
    expect(await db.select().from(user)).toHaveLength(admins.length);
    expect((await listOutbox(db)).filter((row) => row.template === 'inactivity-warning')).toHaveLength(0);
  });

  it('decides by the employer period', () => {
    clock = new Date('2031-06-15T12:00:00Z');
    const sixYearsAgo = retentionCutoff(clock, employerInactivity);
    const monthAgo = retentionCutoff(clock, warningLead);
    const action = (lastActiveAt: Date, warnedAt: Date | null) =>
      inactivityAction({ lastActiveAt, warnedAt }, clock, employerInactivity);
    expect(action(retentionCutoff(clock, { amount: 5, unit: 'years' }), null)).toBe('none');
    expect(action(new Date(employerWarningEdge().getTime() + minute), null)).toBe('none');
    expect(action(new Date(employerWarningEdge().getTime() - minute), null)).toBe('warn');
    expect(action(new Date(sixYearsAgo.getTime() + minute), new Date(monthAgo.getTime() - minute))).toBe(
      'none',
    );
    expect(action(new Date(sixYearsAgo.getTime() - day), new Date(monthAgo.getTime() - minute))).toBe(
      'erase',
    );
    expect(action(new Date(sixYearsAgo.getTime() - day), new Date(monthAgo.getTime() + minute))).toBe('none');
  });
});
