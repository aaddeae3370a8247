import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { securityEvents, user, userProfiles } from '../../db/schema';

export interface AuditFilter {
  eventType?: string;
  actor?: string;
  target?: string;
  from?: Date;
  before?: Date;
  /** Events where this account is the actor or the target (the per-account trail). */
  involving?: string;
}

export interface AuditRow {
  id: number;
  eventType: string;
  severity: 'low' | 'medium' | 'high';
  userId: string | null;
  targetUserId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  actorName: string | null;
  actorEmail: string | null;
  targetName: string | null;
  targetEmail: string | null;
}

const actorUser = alias(user, 'actor_user');
const actorProfile = alias(userProfiles, 'actor_profile');
const targetUser = alias(user, 'target_user');
const targetProfile = alias(userProfiles, 'target_profile');

/** The audit trail, read-only: this repository never writes to security_events. */
export function createAdminAuditRepository({ db }: { db: Database }) {
  /** The ids an account reference stands for: the id itself, or the account with that e-mail. */
  function partyIs(
    column: typeof securityEvents.userId | typeof securityEvents.targetUserId,
    reference: string,
  ): SQL | undefined {
    const byEmail = db.select({ id: user.id }).from(user).where(eq(user.email, reference.toLowerCase()));
    return or(eq(column, reference), inArray(column, byEmail));
  }

  return {
    async list(filter: AuditFilter, page: { limit: number; offset: number }): Promise<AuditRow[]> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.eventType) conditions.push(eq(securityEvents.eventType, filter.eventType));
      if (filter.actor) conditions.push(partyIs(securityEvents.userId, filter.actor));
      if (filter.target) conditions.push(partyIs(securityEvents.targetUserId, filter.target));
      if (filter.from) conditions.push(gte(securityEvents.createdAt, filter.from));
      if (filter.before) conditions.push(lt(securityEvents.createdAt, filter.before));
      if (filter.involving) {
        conditions.push(
          or(eq(securityEvents.userId, filter.involving), eq(securityEvents.targetUserId, filter.involving)),
        );
      }
      return db
        .select({
          id: securityEvents.id,
          eventType: securityEvents.eventType,
          severity: securityEvents.severity,
          userId: securityEvents.userId,
          targetUserId: securityEvents.targetUserId,
          details: securityEvents.details,
          createdAt: securityEvents.createdAt,
          actorName: actorProfile.fullName,
          actorEmail: actorUser.email,
          targetName: targetProfile.fullName,
          targetEmail: targetUser.email,
        })
        .from(securityEvents)
        .leftJoin(actorUser, eq(actorUser.id, securityEvents.userId))
        .leftJoin(actorProfile, eq(actorProfile.userId, securityEvents.userId))
        .leftJoin(targetUser, eq(targetUser.id, securityEvents.targetUserId))
        .leftJoin(targetProfile, eq(targetProfile.userId, securityEvents.targetUserId))
        .where(and(...conditions))
        .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    async eventTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ eventType: securityEvents.eventType })
        .from(securityEvents)
        .orderBy(asc(securityEvents.eventType));
      return rows.map((row) => row.eventType);
    },
  };
}
