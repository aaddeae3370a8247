import {
  type AdminDocument,
  type AdminDocumentsResponse,
  adminDocumentsPageSize,
  documentDecisionMessages,
  documentExpiryWindowDays,
} from '../../../shared/admin/documents.schemas';
import {
  type DocumentStatus,
  type DocumentType,
  documentTypeLabels,
  type RegistrationBody,
} from '../../../shared/candidates/uploads';
import { addDays, ukDate } from '../../../shared/validation/uk-day';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { AppError, notFoundError } from '../../errors/app-error';
import type { Mailer } from '../../mail/mail.service';
import {
  type AdminDocumentFilter,
  type AdminDocumentRow,
  createAdminDocumentsRepository,
} from './admin-documents.repository';

export interface AdminDocumentsDeps {
  db: Database;
  mail: Mailer;
  now: () => Date;
}

export type DocumentDecision = 'verified' | 'rejected';

/** Which statuses each decision may follow: a verified document can still be rejected, and the reverse. */
const decisions = {
  verified: { from: ['pending', 'rejected'], event: 'candidate_document_verified' },
  rejected: { from: ['pending', 'verified'], event: 'candidate_document_rejected' },
} as const satisfies Record<DocumentDecision, { from: readonly DocumentStatus[]; event: string }>;

const errors = {
  notFound: () => notFoundError(documentDecisionMessages.notFound),
  wrongStatus: () => new AppError(409, 'WRONG_STATUS', documentDecisionMessages.wrongStatus),
};

/** A document past its expiry date shows as expired even before the daily job marks it. */
export function presentAdminDocument(row: AdminDocumentRow, today: string): AdminDocument {
  const lapsed = row.expiryDate !== null && row.expiryDate < today && row.status !== 'rejected';
  return {
    id: row.id,
    documentType: row.documentType as DocumentType,
    registrationBody: row.registrationBody as RegistrationBody | null,
    registrationNumber: row.registrationNumber,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    status: lapsed ? 'expired' : row.status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    fileUrl: `/api/files/${row.fileId}`,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    reviewerName: row.reviewerName,
  };
}

export async function listAdminDocuments(
  deps: AdminDocumentsDeps,
  filter: AdminDocumentFilter & { page: number },
): Promise<AdminDocumentsResponse> {
  const repository = createAdminDocumentsRepository(deps);
  const pageSize = adminDocumentsPageSize;
  const [rows, total] = await Promise.all([
    repository.list(filter, pageSize, (filter.page - 1) * pageSize),
    repository.count(filter),
  ]);
  const today = ukDate(deps.now());
  return {
    documents: rows.map((row) => presentAdminDocument(row, today)),
    total,
    page: filter.page,
    pageSize,
  };
}

export async function listExpiringDocuments(deps: AdminDocumentsDeps) {
  const today = ukDate(deps.now());
  const rows = await createAdminDocumentsRepository(deps).expiring(
    today,
    addDays(today, documentExpiryWindowDays),
  );
  return {
    documents: rows.map((row) => presentAdminDocument(row, today)),
    withinDays: documentExpiryWindowDays,
  };
}

/** The decision, the audit event and the candidate's e-mail commit together. */
export async function decideDocument(
  deps: AdminDocumentsDeps,
  adminId: string,
  documentId: string,
  decision: DocumentDecision,
  reason: string | null,
): Promise<AdminDocument> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const repository = createAdminDocumentsRepository({ db: tx });
    const existing = await repository.find(documentId);
    if (!existing) throw errors.notFound();
    const rule = decisions[decision];
    const changed = await repository.decide(
      documentId,
      { from: rule.from, to: decision, reason: decision === 'rejected' ? reason : null },
      adminId,
      at,
    );
    if (!changed) throw errors.wrongStatus();
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: rule.event,
      userId: adminId,
      targetUserId: existing.candidateId,
      details: {
        documentId,
        documentType: existing.documentType,
        ...(decision === 'rejected' && reason ? { reason } : {}),
      },
      at,
    });
    await deps.mail.enqueue(tx, {
      template: 'document-decision',
      to: existing.candidateEmail,
      data: {
        name: existing.candidateName,
        document: documentTypeLabels[existing.documentType as DocumentType] ?? existing.documentType,
        decision,
        reason: decision === 'rejected' ? reason : null,
      },
    });
  });
  const updated = await createAdminDocumentsRepository(deps).find(documentId);
  if (!updated) throw errors.notFound();
  return presentAdminDocument(updated, ukDate(deps.now()));
}
