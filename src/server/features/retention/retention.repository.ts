import { and, eq, inArray, isNotNull, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  user,
  userProfiles,
  verification,
} from '../../db/schema';

/** Rows deleted per statement: keeps each delete short, so it never holds locks for long. */
const deleteBatchSize = 1000;

/** The audit event that records an inactivity warning; it is not activity of the account holder. */
export const inactivityWarningEvent = 'inactivity_warning';

/** The roles the retention job erases after inactivity; admin roles never are. */
export type InactivityRole = 'candidate' | 'employer';

export interface InactiveAccount {
  userId: string;
  email: string;
  fullName: string;
  /**
   * The latest sign-in, session use, own audited action or change to the account we know of
   * (user_profiles.last_active_at among them, the one source that outlives the audit trail).
   */
  lastActiveAt: Date;
  warnedAt: Date | null;
}

export function createRetentionRepository({ db }: { db: Database }) {
  async function deleteInBatches(table: PgTable, keyColumn: PgColumn | SQL, where: SQL): Promise<number> {
    const key = sql`${keyColumn}`;
    let total = 0;
    for (;;) {
      const batch = db.select({ key }).from(table).where(where).limit(deleteBatchSize);
      const deleted = await db.delete(table).where(inArray(key, batch)).returning({ one: sql<number>`1` });
      total += deleted.length;
      if (deleted.length < deleteBatchSize) return total;
    }
  }

  // `ctid`: rate_limit_blocks has no key of its own.
  const blockRow = sql`${rateLimitBlocks}.ctid`;

  return {
    contactSubmissionsBefore: (cutoff: Date) =>
      deleteInBatches(contactSubmissions, contactSubmissions.id, lt(contactSubmissions.createdAt, cutoff)),
    recruitmentSubmissionsBefore: (type: 'employer' | 'candidate', cutoff: Date) =>
      deleteInBatches(
        recruitmentSubmissions,
        recruitmentSubmissions.id,
        and(
          eq(recruitmentSubmissions.submissionType, type),
          lt(recruitmentSubmissions.createdAt, cutoff),
        ) as SQL,
      ),
    /**
     * The audit trail is append-only for the application (migration 0014): old events go through the
     * one function allowed to delete them, which never deletes events younger than 90 days.
     */
    async securityEventsBefore(cutoff: Date): Promise<number> {
      let total = 0;
      for (;;) {
        const [row] = await db
          .select({
            deleted:
              sql<number>`audit_purge_before(${cutoff.toISOString()}::timestamptz, ${deleteBatchSize})`.mapWith(
                Number,
              ),
          })
          .from(sql`(select 1) as once`);
        const deleted = row?.deleted ?? 0;
        total += deleted;
        if (deleted < deleteBatchSize) return total;
      }
    },
    notFoundLogBefore: (cutoff: Date) =>
      deleteInBatches(notFoundLog, notFoundLog.id, lt(notFoundLog.lastSeenAt, cutoff)),
    rateLimitHitsBefore: (cutoff: Date) =>
      deleteInBatches(rateLimitHits, rateLimitHits.id, lt(rateLimitHits.createdAt, cutoff)),
    signInFailuresBefore: (cutoff: Date) =>
      deleteInBatches(signInFailures, signInFailures.accountKey, lt(signInFailures.lastFailureAt, cutoff)),
    rateLimitBlocksEndedBefore: (cutoff: Date) =>
      deleteInBatches(rateLimitBlocks, blockRow, lt(rateLimitBlocks.blockedUntil, cutoff)),
    /** Delivered mail, by when it was delivered. Pending and in-flight rows are never touched. */
    deliveredMailBefore: (cutoff: Date) =>
      deleteInBatches(
        mailOutbox,
        mailOutbox.id,
        and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, cutoff)) as SQL,
      ),
    undeliverableMailBefore: (cutoff: Date) =>
      deleteInBatches(
        mailOutbox,
        mailOutbox.id,
        and(eq(mailOutbox.status, 'dead'), lt(mailOutbox.createdAt, cutoff)) as SQL,
      ),
    deadSessions: (now: Date, idleLimitSeconds: { default: number; rememberMe: number }) =>
      deleteInBatches(
        session,
        session.id,
        or(
          lt(session.expiresAt, now),
          and(
            eq(session.rememberMe, false),
            lt(session.lastActiveAt, new Date(now.getTime() - idleLimitSeconds.default * 1000)),
          ),
          lt(session.lastActiveAt, new Date(now.getTime() - idleLimitSeconds.rememberMe * 1000)),
        ) as SQL,
      ),
    expiredVerifications: (now: Date) =>
      deleteInBatches(verification, verification.id, lt(verification.expiresAt, now)),

    /**
     * Activity is the latest of: last_active_at, account and profile changes, any session used, any
     * audit event the user caused, and sign-ins recorded by e-mail only (continued with a second
     * factor). Inactivity warnings are events about the user, not by them, so they do not count.
     */
    async inactiveAccounts(options: {
      role: InactivityRole;
      lastActiveBefore: Date;
      userId?: string;
    }): Promise<InactiveAccount[]> {
      const eventsByUser = db.$with('events_by_user').as(
        db
          .select({ userId: securityEvents.userId, at: max(securityEvents.createdAt).as('events_at') })
          .from(securityEvents)
          .where(isNotNull(securityEvents.userId))
          .groupBy(securityEvents.userId),
      );
      const signInEmail = sql<string>`${securityEvents.details}->>'email'`;
      const signInsByEmail = db.$with('sign_ins_by_email').as(
        db
          .select({
            email: signInEmail.as('sign_in_email'),
            at: max(securityEvents.createdAt).as('sign_ins_at'),
          })
          .from(securityEvents)
          .where(eq(securityEvents.eventType, 'sign_in_success'))
          .groupBy(signInEmail),
      );
      const sessionUse = db.$with('session_use').as(
        db
          .select({ userId: session.userId, at: max(session.lastActiveAt).as('session_at') })
          .from(session)
          .groupBy(session.userId),
      );
      const warnings = db.$with('warnings').as(
        db
          .select({ userId: securityEvents.targetUserId, at: max(securityEvents.createdAt).as('warned_at') })
          .from(securityEvents)
          .where(eq(securityEvents.eventType, inactivityWarningEvent))
          .groupBy(securityEvents.targetUserId),
      );
      const lastActiveAt = sql<Date>`greatest(${userProfiles.lastActiveAt}, ${user.createdAt}, ${user.updatedAt}, ${userProfiles.updatedAt}, ${eventsByUser.at}, ${signInsByEmail.at}, ${sessionUse.at})`;
      const rows = await db
        .with(eventsByUser, signInsByEmail, sessionUse, warnings)
        .select({
          userId: user.id,
          email: user.email,
          fullName: userProfiles.fullName,
          lastActiveAt: lastActiveAt.mapWith(user.createdAt),
          warnedAt: sql<Date | null>`${warnings.at}`.mapWith(user.createdAt),
        })
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .leftJoin(eventsByUser, eq(eventsByUser.userId, user.id))
        .leftJoin(signInsByEmail, eq(signInsByEmail.email, user.email))
        .leftJoin(sessionUse, eq(sessionUse.userId, user.id))
        .leftJoin(warnings, eq(warnings.userId, user.id))
        .where(
          and(
            eq(userProfiles.role, options.role),
            lt(lastActiveAt, options.lastActiveBefore),
            options.userId ? eq(user.id, options.userId) : undefined,
          ),
        );
      return rows.map((row) => ({ ...row, warnedAt: row.warnedAt ?? null }));
    },
    /** Takes the user's row lock: a sign-in (its session insert) waits until we are done. */
    async lockUser(userId: string): Promise<boolean> {
      const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
      return rows.length > 0;
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
