import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidateDocuments, files } from '../../db/schema';

const documentColumns = {
  id: candidateDocuments.id,
  documentType: candidateDocuments.documentType,
  registrationBody: candidateDocuments.registrationBody,
  registrationNumber: candidateDocuments.registrationNumber,
  issueDate: candidateDocuments.issueDate,
  expiryDate: candidateDocuments.expiryDate,
  status: candidateDocuments.status,
  rejectionReason: candidateDocuments.rejectionReason,
  reviewedAt: candidateDocuments.reviewedAt,
  createdAt: candidateDocuments.createdAt,
  fileId: files.id,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
};

export interface DocumentValues {
  documentType: string;
  registrationBody: string | null;
  registrationNumber: string | null;
  issueDate: string | null;
  expiryDate: string | null;
}

/** All SQL of the candidate's compliance documents; every query is scoped to the owner. */
export function createDocumentsRepository({ db }: { db: Database }) {
  const select = () =>
    db
      .select(documentColumns)
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

    /** The file row and the document row, together. */
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

    /** Deletes the document and its file row; returns the storage key to remove, or undefined. */
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
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof createDocumentsRepository>['list']>>[number];
