import { and, desc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidateDocumentColumns } from '../../db/document-columns';
import { candidateDocuments, files, user, userProfiles } from '../../db/schema';

export interface DocumentValues {
  documentType: string;
  registrationBody: string | null;
  registrationNumber: string | null;
  issueDate: string | null;
  expiryDate: string | null;
}

export function createDocumentsRepository({ db }: { db: Database }) {
  const select = () =>
    db
      .select(candidateDocumentColumns)
      .from(candidateDocuments)
      .innerJoin(files, eq(files.id, candidateDocuments.fileId));

  return {
    async list(userId: string) {
      return select()
        .where(eq(candidateDocuments.userId, userId))
        .orderBy(desc(candidateDocuments.createdAt));
    },

    async find(userId: string, id: string) {
      const [row] = await select().where(
        and(eq(candidateDocuments.userId, userId), eq(candidateDocuments.id, id)),
      );
      return row;
    },

    async insert(userId: string, values: DocumentValues, file: typeof files.$inferInsert, at: Date) {
      return db.transaction(async (tx) => {
        const [fileRow] = await tx.insert(files).values(file).returning({ id: files.id });
        if (!fileRow) throw new Error('file row not inserted');
        const [row] = await tx
          .insert(candidateDocuments)
          .values({ ...values, userId, fileId: fileRow.id, createdAt: at, updatedAt: at })
          .returning({ id: candidateDocuments.id });
        if (!row) throw new Error('document row not inserted');
        return row.id;
      });
    },

    /** New details send the document back for verification; false when it is not the owner's. */
    async update(userId: string, id: string, values: DocumentValues, at: Date) {
      const rows = await db
        .update(candidateDocuments)
        .set({
          ...values,
          status: 'pending',
          reviewedAt: null,
          reviewedBy: null,
          rejectionReason: null,
          reminder30SentAt: null,
          reminder7SentAt: null,
          updatedAt: at,
        })
        .where(and(eq(candidateDocuments.userId, userId), eq(candidateDocuments.id, id)))
        .returning({ id: candidateDocuments.id });
      return rows.length > 0;
    },

    async delete(userId: string, id: string) {
      return db.transaction(async (tx) => {
        const [document] = await tx
          .delete(candidateDocuments)
          .where(and(eq(candidateDocuments.userId, userId), eq(candidateDocuments.id, id)))
          .returning({ fileId: candidateDocuments.fileId });
        if (!document) return undefined;
        const [file] = await tx
          .delete(files)
          .where(and(eq(files.id, document.fileId), eq(files.userId, userId)))
          .returning({ storageKey: files.storageKey });
        return file?.storageKey ?? null;
      });
    },
  };
}
/** Rows are claimed FOR UPDATE SKIP LOCKED, so several instances never send the same reminder twice. */
export function createDocumentRemindersRepository({ db }: { db: Database }) {
  return {
    /** Documents expiring on or before `until` (and not before `today`) whose reminder is not yet sent. */
    async claimDue(reminder: 30 | 7, today: string, until: string, at: Date, limit = 200) {
      const sentColumn =
        reminder === 30 ? candidateDocuments.reminder30SentAt : candidateDocuments.reminder7SentAt;
      const due = await db
        .select({
          id: candidateDocuments.id,
          documentType: candidateDocuments.documentType,
          expiryDate: candidateDocuments.expiryDate,
          email: user.email,
          fullName: userProfiles.fullName,
        })
        .from(candidateDocuments)
        .innerJoin(user, eq(user.id, candidateDocuments.userId))
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateDocuments.userId))
        .where(
          and(
            isNull(sentColumn),
            ne(candidateDocuments.status, 'rejected'),
            sql`${candidateDocuments.expiryDate} >= ${today}::date`,
            lte(candidateDocuments.expiryDate, until),
          ),
        )
        .orderBy(candidateDocuments.expiryDate)
        .limit(limit)
        .for('update', { of: candidateDocuments, skipLocked: true });
      if (due.length === 0) return [];
      // A document first seen inside 7 days gets the 7-day reminder only: the 30-day one is skipped.
      await db
        .update(candidateDocuments)
        .set(
          reminder === 30
            ? { reminder30SentAt: at }
            : {
                reminder7SentAt: at,
                reminder30SentAt: sql`coalesce(${candidateDocuments.reminder30SentAt}, ${at})`,
              },
        )
        .where(
          inArray(
            candidateDocuments.id,
            due.map((row) => row.id),
          ),
        );
      return due;
    },

    async markExpired(today: string, at: Date) {
      const rows = await db
        .update(candidateDocuments)
        .set({ status: 'expired', updatedAt: at })
        .where(
          and(
            lt(candidateDocuments.expiryDate, today),
            inArray(candidateDocuments.status, ['pending', 'verified']),
          ),
        )
        .returning({ id: candidateDocuments.id });
      return rows.length;
    },
  };
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof createDocumentsRepository>['list']>>[number];
