import type { MultipartFile } from '@fastify/multipart';
import {
  type CandidateDocument,
  type DocumentFields,
  documentFieldsSchema,
} from '../../../shared/candidates/uploads';
import { ukDate } from '../../../shared/validation/uk-day';
import { AppError, notFoundError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { assertPhotoQueueRoom, storePhoto } from '../../storage/photo-upload';
import { type StoredUpload, storeStreamed } from '../../storage/uploads';
import { assertVideoQueueRoom, storeVideo } from '../../storage/video-upload';
import { fileUrl } from './candidates.presenter';
import type { CandidatesRepository } from './candidates.repository';
import { type CandidateDeps, requireRegistered, saveProfileAnd } from './candidates.service';
import { createDocumentsRepository, type DocumentRow } from './documents.repository';
import type { MediaUploadLimiter } from './media-rate-limits';

export interface MediaDeps extends CandidateDeps {
  storage: FileStorage;
  uploadLimiter: MediaUploadLimiter;
  log: { warn: (details: object, message: string) => void };
}

/** Removes stored bytes whose rows are gone; a failure leaves an orphan to log, never an error to show. */
async function removeObjects(deps: MediaDeps, keys: readonly (string | null | undefined)[]) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.remove(key);
    } catch (error) {
      deps.log.warn({ err: error, storageKey: key }, 'could not remove a stored file');
    }
  }
}

/** Runs the database part of an upload; if it fails, the just-stored bytes are removed again. */
async function withStored<T>(deps: MediaDeps, stored: StoredUpload, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeObjects(deps, [stored.storageKey]);
    throw error;
  }
}

/**
 * Asked before the upload's bytes are read. The rate limit comes first, so a refused client retrying
 * in a loop costs no further database work.
 */
export async function admitMediaUpload(deps: MediaDeps, userId: string, slot: 'photo' | 'video') {
  await deps.uploadLimiter.enforce(userId, slot, deps.now());
  await requireRegistered(deps, userId);
  if (slot === 'photo') assertPhotoQueueRoom();
  else assertVideoQueueRoom();
}

/** Stores the new file (re-encoded, or rewritten without its metadata), then deletes the one it replaces. */
export async function uploadMedia(
  deps: MediaDeps,
  userId: string,
  slot: 'photo' | 'video',
  part: MultipartFile,
) {
  const stored =
    slot === 'photo' ? await storePhoto(deps.storage, part) : await storeVideo(deps.storage, part);
  return withStored(deps, stored, () =>
    replaceMediaAndRescore(deps, userId, slot, { userId, kind: slot, ...stored, createdAt: deps.now() }),
  );
}

export async function removeMedia(deps: MediaDeps, userId: string, slot: 'photo' | 'video') {
  return replaceMediaAndRescore(deps, userId, slot, null);
}

/**
 * The photo counts towards the completion score search ranks by, so a media change is saved with the
 * score in one transaction; the replaced file's bytes go once that has committed.
 */
async function replaceMediaAndRescore(
  deps: MediaDeps,
  userId: string,
  slot: 'photo' | 'video',
  file: Parameters<CandidatesRepository['replaceMedia']>[2],
) {
  let replaced: string | null | undefined;
  const saved = await saveProfileAnd(deps, userId, async (repository) => {
    replaced = await repository.replaceMedia(userId, slot, file, deps.now());
  });
  await removeObjects(deps, [replaced]);
  return saved;
}

export function presentDocument(row: DocumentRow, today: string): CandidateDocument {
  const lapsed = row.expiryDate !== null && row.expiryDate < today && row.status !== 'rejected';
  return {
    id: row.id,
    documentType: row.documentType as CandidateDocument['documentType'],
    registrationBody: row.registrationBody as CandidateDocument['registrationBody'],
    registrationNumber: row.registrationNumber,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    status: lapsed ? 'expired' : row.status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    fileUrl: fileUrl(row.fileId),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
  };
}

export async function listDocuments(deps: MediaDeps, userId: string) {
  const rows = await createDocumentsRepository(deps).list(userId);
  const today = ukDate(deps.now());
  return { documents: rows.map((row) => presentDocument(row, today)) };
}

function detailsOf(fields: DocumentFields) {
  return {
    documentType: fields.documentType,
    // A registration body and number belong to a professional registration only.
    registrationBody: fields.documentType === 'professional_registration' ? fields.registrationBody : null,
    registrationNumber:
      fields.documentType === 'professional_registration' ? fields.registrationNumber : null,
    issueDate: fields.issueDate,
    expiryDate: fields.expiryDate,
  };
}

export function parseDocumentFields(raw: Record<string, string>): DocumentFields {
  const parsed = documentFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      parsed.error.issues[0]?.message ?? 'Invalid document details',
    );
  }
  return parsed.data;
}

export async function uploadDocument(
  deps: MediaDeps,
  userId: string,
  fields: DocumentFields,
  part: MultipartFile,
) {
  await requireRegistered(deps, userId);
  const stored = await storeStreamed(
    deps.storage,
    part,
    'document',
    fields.documentType.replaceAll('_', '-'),
  );
  const repository = createDocumentsRepository(deps);
  const id = await withStored(deps, stored, () =>
    repository.insert(
      userId,
      detailsOf(fields),
      { userId, kind: 'document', ...stored, createdAt: deps.now() },
      deps.now(),
    ),
  );
  const row = await repository.find(userId, id);
  if (!row) throw new Error('document vanished after insert');
  return { document: presentDocument(row, ukDate(deps.now())) };
}

export async function updateDocument(deps: MediaDeps, userId: string, id: string, fields: DocumentFields) {
  const repository = createDocumentsRepository(deps);
  const existing = await repository.find(userId, id);
  if (!existing) throw notFoundError('Document not found');
  if (existing.documentType !== fields.documentType)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'The document type cannot be changed: upload a new document.',
    );
  await repository.update(userId, id, detailsOf(fields), deps.now());
  const row = await repository.find(userId, id);
  if (!row) throw notFoundError('Document not found');
  return { document: presentDocument(row, ukDate(deps.now())) };
}

export async function deleteDocument(deps: MediaDeps, userId: string, id: string) {
  const key = await createDocumentsRepository(deps).delete(userId, id);
  if (key === undefined) throw notFoundError('Document not found');
  await removeObjects(deps, [key]);
}
