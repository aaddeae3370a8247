import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentStatus, DocumentType } from '../../../shared/candidates/uploads';
import type { Database } from '../../db/database';
import { candidateDocumentColumns } from '../../db/document-columns';
import { candidateDocuments, files, user, userProfiles } from '../../db/schema';

const reviewer = alias(userProfiles, 'reviewer');

const columns = {
  ...candidateDocumentColumns,
  candidateId: candidateDocuments.userId,
  candidateName: userProfiles.fullName,
  candidateEmail: user.email,
  reviewerName: reviewer.fullName,
};

export interface AdminDocumentFilter {
  status?: DocumentStatus;
  type?: DocumentType;
}

export function createAdminDocumentsRepository({ db }: { db: Database }) {
  const select = () =>
    db
      .select(columns)
      .from(candidateDocuments)
      .innerJoin(files, eq(files.id, candidateDocuments.fileId))
      .innerJoin(user, eq(user.id, candidateDocuments.userId))
      .innerJoin(userProfiles, eq(userProfiles.userId, candidateDocuments.userId))
      .leftJoin(reviewer, eq(reviewer.userId, candidateDocuments.reviewedBy));

  const where = (filter: AdminDocumentFilter): SQL | undefined =>
    and(
      filter.status ? eq(candidateDocuments.status, filter.status) : undefined,
      filter.type ? eq(candidateDocuments.documentType, filter.type) : undefined,
    );

  return {
    /** Awaiting verification first, oldest first so none waits for ever; then the latest decisions. */
    async list(filter: AdminDocumentFilter, limit: number, offset: number) {
      return select()
        .where(where(filter))
        .orderBy(
          sql`(${candidateDocuments.status} <> 'pending')`,
          sql`case when ${candidateDocuments.status} = 'pending' then ${candidateDocuments.createdAt} end asc`,
          sql`coalesce(${candidateDocuments.reviewedAt}, ${candidateDocuments.createdAt}) desc`,
          asc(candidateDocuments.id),
        )
        .limit(limit)
        .offset(offset);
    },

    async count(filter: AdminDocumentFilter) {
      const [row] = await db.select({ n: count() }).from(candidateDocuments).where(where(filter));
      return row?.n ?? 0;
    },

    async expiring(today: string, until: string, limit = 200) {
      return select()
        .where(
          and(
            inArray(candidateDocuments.status, ['pending', 'verified']),
            gte(candidateDocuments.expiryDate, today),
            lte(candidateDocuments.expiryDate, until),
          ),
        )
        .orderBy(asc(candidateDocuments.expiryDate), asc(candidateDocuments.id))
        .limit(limit);
    },

    async find(id: string) {
      const [row] = await select().where(eq(candidateDocuments.id, id));
      return row;
    },

    /** Moves a document from one of `from` to `to`; false when it is not (or no longer) in `from`. */
    async decide(
      id: string,
      change: { from: readonly DocumentStatus[]; to: 'verified' | 'rejected'; reason: string | null },
      by: string,
      at: Date,
    ) {
      const rows = await db
        .update(candidateDocuments)
        .set({
          status: change.to,
          rejectionReason: change.reason,
          reviewedBy: by,
          reviewedAt: at,
          updatedAt: at,
        })
        .where(and(eq(candidateDocuments.id, id), inArray(candidateDocuments.status, [...change.from])))
        .returning({ id: candidateDocuments.id });
      return rows.length > 0;
    },
  };
}

export type AdminDocumentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminDocumentsRepository>['find']>>
>;
