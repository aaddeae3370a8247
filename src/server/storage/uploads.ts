import { randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { noFileChosen, type UploadKind, unreadableImage, uploadKinds } from '../../shared/candidate/uploads';
import { AppError } from '../http/app-error';
import type { FileStorage } from './file-storage';

/*
 * sharp (libvips, ~17 MB resident once loaded) and file-type load with the first upload, not with the
 * server: most processes never see one (docs/performance.md, Memory).
 */
const loadSharp = async () => (await import('sharp')).default;
const fileTypeFromBuffer = async (bytes: Uint8Array) => (await import('file-type')).fileTypeFromBuffer(bytes);

/** How many leading bytes decide a file's type (a .docx is a ZIP whose entries may come a little later). */
const sniffBytes = { photo: 4100, video: 4100, document: 64 * 1024 } as const;

const extensionOf: Record<string, string> = {
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

/**
 * The one file of a multipart upload, with the fields sent before it. Limits: one file of the kind's
 * size, a few short fields; anything else is refused by the parser with a 4xx.
 */
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

/** The string fields that came before the file. */
export function fieldsOf(part: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string')
      fields[name] = value.value;
  }
  return fields;
}

/**
 * Passes bytes through once their type is known: holds the first `sniffBytes`, asks file-type what
 * they are, and fails the stream (so nothing is stored) unless it is one of `accepted`.
 */
class TypeSniffer extends Transform {
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

/**
 * Streams a video or document into the storage under a new key, its type decided by its bytes. Too
 * large → 413, wrong type → 415; in either case nothing stays stored.
 */
export async function storeStreamed(
  storage: FileStorage,
  part: MultipartFile,
  kind: 'video' | 'document',
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

/**
 * A photo: at most 5 MB read, its type decided by its bytes, then re-encoded by sharp — turned upright,
 * at most 800 × 800, WebP — which drops every bit of metadata (location, camera, …) of the original.
 */
export async function storePhoto(storage: FileStorage, part: MultipartFile): Promise<StoredUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge('photo');
  const original = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(original);
  if (!type || !(uploadKinds.photo.types as readonly string[]).includes(type.mime)) throw wrongType('photo');
  const sharp = await loadSharp();
  let encoded: Buffer;
  try {
    encoded = await sharp(original, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'UNREADABLE_IMAGE', unreadableImage);
  }
  const storageKey = randomUUID();
  const { size } = await storage.write(storageKey, Readable.from([encoded]));
  return { storageKey, contentType: 'image/webp', sizeBytes: size, fileName: 'photo.webp' };
}
