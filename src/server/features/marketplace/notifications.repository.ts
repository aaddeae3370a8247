import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { adminRoles } from '../../../shared/accounts/roles';
import type { Database } from '../../db/database';
import { notificationEmailOptOuts, notifications, user, userProfiles } from '../../db/schema';
import type { NotificationSignal } from '../../realtime/notification-signal';
import { communityChannel } from '../../realtime/realtime.plugin';

export function createNotificationsRepository({ db }: { db: Database }) {
  return {
    /** On the community channel, inside the writing transaction: PostgreSQL delivers it on commit. */
    async signal(userId: string) {
      const signal: NotificationSignal = { type: 'notification', userId };
      await db.execute(sql`select pg_notify(${communityChannel}, ${JSON.stringify(signal)})`);
    },

    /**
     * The same bell notification for many users in one statement, and one statement signalling each:
     * a new vacancy may alert thousands of job seekers.
     */
    async insertForUsers(
      userIds: readonly string[],
      notification: { kind: string; title: string; body: string; link: string | null },
      at: Date,
    ) {
      if (userIds.length === 0) return;
      const recipients = sql`json_array_elements_text(${JSON.stringify(userIds)}::json) as recipient(value)`;
      await db.execute(sql`
        insert into ${notifications} (user_id, kind, title, body, link, created_at)
        select recipient.value, ${notification.kind}, ${notification.title}, ${notification.body},
          ${notification.link}, ${at.toISOString()}::timestamptz
        from ${recipients}`);
      // The payload is NotificationSignal's JSON, written as JSON.stringify writes it.
      await db.execute(sql`
        select pg_notify(${communityChannel}, '{"type":"notification","userId":' || to_json(recipient.value)::text || '}')
        from ${recipients}`);
    },

    async insert(values: (typeof notifications.$inferInsert)[]) {
      if (values.length > 0) await db.insert(notifications).values(values);
    },

    async latest(userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.total ?? 0;
    },

    async markRead(userId: string, ids: readonly string[] | undefined, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, [...ids]) : undefined,
          ),
        );
    },

    async emailOptOuts(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(notificationEmailOptOuts)
        .where(inArray(notificationEmailOptOuts.userId, [...userIds]));
    },

    async setEmailOptOuts(userId: string, kinds: readonly string[]) {
      await db.delete(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, userId));
      if (kinds.length > 0)
        await db.insert(notificationEmailOptOuts).values(kinds.map((kind) => ({ userId, kind })));
    },

    /** The provider's team: approved, active admins, who make introductions. */
    async admins() {
      return db
        .select({ userId: user.id, email: user.email, name: userProfiles.fullName })
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(
          and(
            inArray(userProfiles.role, [...adminRoles]),
            eq(userProfiles.isApproved, true),
            eq(userProfiles.isSuspended, false),
          ),
        );
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
