import { candidateDocuments, files } from './candidates-schema';

/**
 * A compliance document as its owner and the admins' verification both read it: its details, its
 * review and its file's type and size (a query joins files on candidate_documents.file_id).
 */
export const candidateDocumentColumns = {
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
