import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

/** What the admin mail viewer reads: never the bodies, which hold one-time links. */
const listedColumns = {
  id: mailOutbox.id,
  template: mailOutbox.template,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

export type OutboxStatus = (typeof mailOutbox.status.enumValues)[number];

export interface AdminMailRow {
  id: string;
  template: string;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export function createAdminMailRepository({ db }: { db: Database }) {
  return {
    /** Newest first; `limit` + 1 rows tell the caller whether another page follows. */
    async list(
      filter: { status?: OutboxStatus },
      page: { limit: number; offset: number },
    ): Promise<AdminMailRow[]> {
      return db
        .select(listedColumns)
        .from(mailOutbox)
        .where(filter.status ? eq(mailOutbox.status, filter.status) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    async findForUpdate(id: string): Promise<AdminMailRow | undefined> {
      const [row] = await db
        .select(listedColumns)
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
        .for('update');
      return row;
    },
    async requeueDead(id: string, at: Date): Promise<AdminMailRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'dead')))
        .returning(listedColumns);
      return row;
    },
  };
}
