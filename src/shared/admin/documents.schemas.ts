import { z } from 'zod';
import { candidateDocumentSchema, documentStatuses, documentTypes } from '../candidates/uploads';
import { singleLineText } from '../validation/text';

export { documentExpiryWindowDays } from '../candidates/documents.constants';

export const adminDocumentsPageSize = 20;
export const documentReasonMax = 500;

export const documentDecisionMessages = {
  reasonRequired: 'Please give a reason',
  notFound: 'Document not found',
  wrongStatus: 'This document has already been decided. Please refresh the list.',
} as const;

export const adminDocumentsQuerySchema = z.strictObject({
  status: z.enum(documentStatuses, 'status must be pending, verified, rejected or expired').optional(),
  type: z.enum(documentTypes, 'Please choose a known document type').optional(),
  page: z.coerce.number('page must be a number').int().min(1).max(10_000).default(1),
});
export type AdminDocumentsQuery = z.input<typeof adminDocumentsQuerySchema>;

export const adminDocumentSchema = candidateDocumentSchema.extend({
  candidateId: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  reviewerName: z.string().nullable(),
});
export type AdminDocument = z.output<typeof adminDocumentSchema>;

export const adminDocumentsResponseSchema = z.object({
  documents: z.array(adminDocumentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminDocumentsResponse = z.output<typeof adminDocumentsResponseSchema>;

export const adminExpiringDocumentsResponseSchema = z.object({
  documents: z.array(adminDocumentSchema),
  withinDays: z.number(),
});

export const adminDocumentIdParamsSchema = z.strictObject({ id: z.uuid('Document not found') });

export const documentRejectionSchema = z.strictObject({
  reason: singleLineText({ error: documentDecisionMessages.reasonRequired })
    .max(documentReasonMax, `Please keep the reason to ${documentReasonMax} characters or fewer`)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, documentDecisionMessages.reasonRequired),
});

export const adminDocumentResponseSchema = z.object({ document: adminDocumentSchema });
