import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { noFileChosen, type UploadKind, uploadKinds } from '../../shared/candidates/uploads';
import { AppError } from '../errors/app-error';
import type { FileStorage } from './file-storage';

// Loaded with the first upload, not with the server (docs/performance.md, Memory).
export const fileTypeFromBuffer = async (bytes: Uint8Array) =>
  (await import('file-type')).fileTypeFromBuffer(bytes);

/** How many leading bytes decide a file's type (a .docx is a ZIP whose entries may come a little later). */
export const sniffBytes = { photo: 4100, video: 4100, document: 64 * 1024 } as const;

export const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export const tooLarge = (kind: UploadKind) => new AppError(413, 'FILE_TOO_LARGE', uploadKinds[kind].tooLarge);
export const wrongType = (kind: UploadKind) =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', uploadKinds[kind].wrongType);

/** Anything beyond one file of the kind's size and a few short fields is refused by the parser. */
export async function receiveFile(request: FastifyRequest, kind: UploadKind): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: uploadKinds[kind].maxBytes, files: 1, fields: 8, fieldSize: 200, parts: 10 },
    });
  } catch (error) {
    if (
      error instanceof Error &&
      'statusCode' in error &&
      (error as { statusCode: number }).statusCode === 413
    )
      throw tooLarge(kind);
    throw error;
  }
  if (!part) throw new AppError(400, 'NO_FILE', noFileChosen);
  return part;
}

export function fieldsOf(part: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string')
      fields[name] = value.value;
  }
  return fields;
}

/** Fails the stream, so nothing is stored, unless its first `sniffBytes` are one of `accepted`. */
export class TypeSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  detected: string | undefined;

  constructor(
    private readonly wanted: number,
    private readonly accepted: readonly string[],
    private readonly refusal: () => Error,
  ) {
    super();
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    const type = await fileTypeFromBuffer(head);
    if (!type || !this.accepted.includes(type.mime)) throw this.refusal();
    this.detected = type.mime;
    this.decided = true;
    this.head = [];
    this.push(head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.decided) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < this.wanted) {
      callback();
      return;
    }
    this.decide().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.decided) {
      callback();
      return;
    }
    this.decide().then(() => callback(), callback);
  }
}

export interface StoredUpload {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
}

/** Too large → 413, wrong type → 415; either way nothing stays stored. */
export async function storeStreamed(
  storage: FileStorage,
  part: MultipartFile,
  kind: 'document',
  baseName: string,
): Promise<StoredUpload> {
  const storageKey = randomUUID();
  const sniffer = new TypeSniffer(sniffBytes[kind], uploadKinds[kind].types, () => wrongType(kind));
  // The storage's pipeline reports the sniffer's refusal; `pipe` would rethrow it once that pipeline
  // has let go of the stream, so the error is also listened to here.
  sniffer.on('error', () => undefined);
  let size: number;
  try {
    ({ size } = await storage.write(storageKey, part.file.pipe(sniffer)));
  } catch (error) {
    part.file.resume();
    await storage.remove(storageKey);
    throw error;
  }
  if (part.file.truncated) {
    await storage.remove(storageKey);
    throw tooLarge(kind);
  }
  const contentType = sniffer.detected ?? 'application/octet-stream';
  return {
    storageKey,
    contentType,
    sizeBytes: size,
    fileName: `${baseName}.${extensionOf[contentType] ?? 'bin'}`,
  };
}
