import { z } from 'zod';
import { invalidDateMessage, optionalIsoDateField } from '../validation/dates';
import { singleLineText } from '../validation/text';

/** The server decides a file's type by its first bytes, never by its name or header. */
export const megabyte = 1024 * 1024;

export const uploadKinds = {
  photo: {
    maxBytes: 5 * megabyte,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    accept: 'image/jpeg,image/png,image/webp',
    tooLarge: 'Your photo is too large. Please choose an image of 5 MB or less.',
    wrongType: 'Please choose a JPEG, PNG or WebP image.',
  },
  video: {
    maxBytes: 100 * megabyte,
    types: ['video/mp4', 'video/webm'],
    accept: 'video/mp4,video/webm',
    tooLarge: 'Your video is too large. Please choose a video of 100 MB or less.',
    wrongType: 'Please choose an MP4 or WebM video.',
  },
  document: {
    maxBytes: 10 * megabyte,
    types: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    accept: '.pdf,.docx,image/jpeg,image/png',
    tooLarge: 'This document is too large. Please choose a file of 10 MB or less.',
    wrongType: 'Please choose a PDF, Word (.docx), JPEG or PNG file.',
  },
} as const;
export type UploadKind = keyof typeof uploadKinds;

export const unreadableImage = 'We could not read that image. Please choose another photo.';
export const unreadableVideo = 'We could not read that video. Please choose another MP4 or WebM video.';
export const noFileChosen = 'Please choose a file to upload.';

/** Shown at most 800 × 800: decoding more than a phone camera takes costs memory and time for nothing. */
export const photoMaxPixels = 25_000_000;
export const photoTooManyPixels =
  'Your photo has too many pixels. Please choose an image of 25 megapixels or less (for example 5000 × 5000).';

export const mediaUploadLimits = { perMinute: 10, perDay: 100 } as const;
export const tooManyUploads = 'You are uploading very often. Please wait a while before uploading again.';
/** When the server is already processing as many photos (videos) as it can take. */
export const photoProcessingBusy =
  'We are processing a lot of photos right now. Please try again in a moment.';
export const videoProcessingBusy =
  'We are processing a lot of videos right now. Please try again in a few minutes.';

export const documentTypes = [
  'cv',
  'professional_registration',
  'dbs_certificate',
  'right_to_work',
  'indemnity',
  'basic_life_support',
  'safeguarding',
] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeLabels: Record<DocumentType, string> = {
  cv: 'CV',
  professional_registration: 'Professional registration',
  dbs_certificate: 'DBS certificate',
  right_to_work: 'Right to work',
  indemnity: 'Indemnity insurance',
  basic_life_support: 'Basic life support',
  safeguarding: 'Safeguarding training',
};

export const registrationBodies = ['GMC', 'NMC', 'GPhC', 'HCPC', 'other'] as const;
export type RegistrationBody = (typeof registrationBodies)[number];
export const registrationBodyLabels: Record<RegistrationBody, string> = {
  GMC: 'GMC',
  NMC: 'NMC',
  GPhC: 'GPhC',
  HCPC: 'HCPC',
  other: 'Other',
};

export const documentStatuses = ['pending', 'verified', 'rejected', 'expired'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const documentStatusLabels: Record<DocumentStatus, string> = {
  pending: 'Awaiting verification',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** A document past its expiry date reads as expired before the nightly job marks it (a rejection stands). */
export function effectiveDocumentStatus(
  document: { status: DocumentStatus; expiryDate: string | null },
  today: string,
): DocumentStatus {
  const lapsed =
    document.expiryDate !== null && document.expiryDate < today && document.status !== 'rejected';
  return lapsed ? 'expired' : document.status;
}

export const documentMessages = {
  chooseBody: 'Please choose the registration body',
  enterNumber: 'Please enter your registration number',
  expiryBeforeIssue: 'The expiry date must be after the issue date',
  invalidDate: invalidDateMessage,
} as const;

/** Multipart fields, all strings (docs/product/candidate.md#compliance-documents). */
export const documentFieldsSchema = z
  .strictObject({
    documentType: z.enum(documentTypes, 'Please choose the document type'),
    registrationBody: z
      .enum([...registrationBodies, ''])
      .default('')
      .transform((value) => (value === '' ? null : value)),
    registrationNumber: singleLineText()
      .trim()
      .max(40)
      .default('')
      .transform((value) => (value === '' ? null : value)),
    issueDate: optionalIsoDateField,
    expiryDate: optionalIsoDateField,
  })
  .superRefine((fields, ctx) => {
    if (fields.documentType === 'professional_registration') {
      if (!fields.registrationBody)
        ctx.addIssue({ code: 'custom', path: ['registrationBody'], message: documentMessages.chooseBody });
      if (!fields.registrationNumber)
        ctx.addIssue({ code: 'custom', path: ['registrationNumber'], message: documentMessages.enterNumber });
    }
    if (fields.issueDate && fields.expiryDate && fields.expiryDate <= fields.issueDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: documentMessages.expiryBeforeIssue });
  });
export type DocumentFieldsInput = z.input<typeof documentFieldsSchema>;
export type DocumentFields = z.output<typeof documentFieldsSchema>;

export const candidateDocumentSchema = z.object({
  id: z.string(),
  documentType: z.enum(documentTypes),
  registrationBody: z.enum(registrationBodies).nullable(),
  registrationNumber: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  status: z.enum(documentStatuses),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  fileUrl: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type CandidateDocument = z.output<typeof candidateDocumentSchema>;
export const documentListSchema = z.object({ documents: z.array(candidateDocumentSchema) });
export const documentResponseSchema = z.object({ document: candidateDocumentSchema });
