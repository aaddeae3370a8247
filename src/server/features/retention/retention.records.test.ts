import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retentionCutoff, retentionPeriods } from '../../../shared/content/retention-periods';
import { authRateLimits } from '../../auth/auth-rate-limits';
import type { Database } from '../../db/database';
import {
  contactSubmissions,
  mailOutbox,
  notFoundLog,
  rateLimitBlocks,
  rateLimitHits,
  recruitmentSubmissions,
  securityEvents,
  session,
  signInFailures,
  verification,
} from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount } from '../../test/accounts.test-utils';
import { day, minute, retentionJobTest } from './retention.test-utils';

const job = retentionJobTest();

/** Just inside the period (kept) and just past it (deleted), for a record of `period`. */
function around(period: keyof typeof retentionPeriods) {
  const cutoff = retentionCutoff(job.clock, retentionPeriods[period]);
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
    await job.start();
    const db = job.db;
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
          // Judged by the last time the path was asked for, not the first.
          {
            path: '/old-page',
            site: 'consultancy',
            createdAt: around('notFoundLog').past,
            lastSeenAt: around('notFoundLog').inside,
          },
          {
            path: '/older-page',
            site: 'marketplace',
            createdAt: around('notFoundLog').past,
            lastSeenAt: around('notFoundLog').past,
          },
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
      { bucket: 'form:x', clientKey: 'active', blockedUntil: new Date(job.clock.getTime() + minute) },
      { bucket: 'form:x', clientKey: 'ended', blockedUntil: around('rateLimitRecords').past },
    ]);
    await db.insert(signInFailures).values(
      (['inside', 'past'] as const).map((when) => ({
        accountKey: when,
        failures: 5,
        firstFailureAt: around('rateLimitRecords')[when],
        lastFailureAt: around('rateLimitRecords')[when],
        lockedUntil: around('rateLimitRecords')[when],
      })),
    );
    const longAgo = new Date(job.clock.getTime() - 400 * day);
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
      expiresAt: new Date(job.clock.getTime() + day),
      lastActiveAt: new Date(job.clock.getTime() - 10 * minute),
      rememberMe: false,
    });
    const rememberedSession = await sessionRow(db, owner, {
      expiresAt: new Date(job.clock.getTime() + day),
      lastActiveAt: new Date(job.clock.getTime() - 2 * day),
      rememberMe: true,
    });
    await sessionRow(db, owner, {
      expiresAt: new Date(job.clock.getTime() - minute),
      lastActiveAt: new Date(job.clock.getTime() - 2 * minute),
      rememberMe: true,
    });
    await sessionRow(db, owner, {
      expiresAt: new Date(job.clock.getTime() + day),
      lastActiveAt: new Date(job.clock.getTime() - 31 * minute),
      rememberMe: false,
    });
    await sessionRow(db, owner, {
      expiresAt: new Date(job.clock.getTime() + day),
      lastActiveAt: new Date(job.clock.getTime() - 8 * day),
      rememberMe: true,
    });
    await db.insert(verification).values([
      { id: 'live', identifier: 'a', value: 'x', expiresAt: new Date(job.clock.getTime() + minute) },
      { id: 'expired', identifier: 'b', value: 'y', expiresAt: new Date(job.clock.getTime() - minute) },
    ]);

    const report = await job.app.retention.runOnce();

    expect(report.deleted).toEqual({
      contactSubmissions: 1,
      candidateSubmissions: 1,
      employerSubmissions: 1,
      securityEvents: 1,
      notFoundLog: 1,
      rateLimitHits: 1,
      rateLimitBlocks: 1,
      signInFailures: 1,
      deliveredMail: 1,
      undeliverableMail: 1,
      sessions: 3,
      verifications: 1,
      // Analytics has its own period (ANALYTICS_RETENTION_MONTHS): retention.analytics.test.ts.
      analyticsPageViews: 0,
      analyticsClicks: 0,
      analyticsSessions: 0,
      analyticsSalts: 0,
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
    expect((await db.select().from(signInFailures)).map((row) => row.accountKey)).toEqual(['inside']);
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
