import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  photoMaxPixels,
  photoProcessingBusy,
  photoTooManyPixels,
  unreadableImage,
  uploadKinds,
} from '../../shared/candidates/uploads';
import { AppError } from '../errors/app-error';
import type { FileStorage } from './file-storage';
import { createProcessingQueue, ProcessingBusyError, QueueFullError } from './processing-queue';
import { fileTypeFromBuffer, type StoredUpload, tooLarge, wrongType } from './uploads';

/*
 * sharp loads with the first photo, not with the server (docs/performance.md, Memory). No libvips cache:
 * each photo is decoded once, and the queue below decides how many run at once.
 */
let sharpModule: Promise<typeof import('sharp')['default']> | undefined;
const loadSharp = () => {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
};

/**
 * A CPU is left to serve pages; beyond a few waiting, an upload is answered "busy" at once rather than
 * holding its bytes in memory.
 */
export const photoQueue = createProcessingQueue({
  concurrency: Math.max(1, availableParallelism() - 1),
  maxWaiting: 8,
});

const unreadable = () => new AppError(400, 'UNREADABLE_IMAGE', unreadableImage);
export const tooManyPixels = () => new AppError(413, 'TOO_MANY_PIXELS', photoTooManyPixels);

/**
 * Re-encoding drops every bit of metadata (location, camera, …). The size comes from the header first,
 * so a picture over the pixel cap is refused before anything is decoded.
 */
async function encodePhoto(original: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(original, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    throw unreadable();
  }
  if (pixels > photoMaxPixels) throw tooManyPixels();
  try {
    return await sharp(original, { limitInputPixels: photoMaxPixels })
      .rotate()
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

export function assertPhotoQueueRoom(): void {
  if (!photoQueue.hasRoom()) throw new ProcessingBusyError(photoProcessingBusy);
}

/** Too large → 413, wrong type → 415, too many pixels → 413, unreadable → 400, queue full → 503. */
export async function storePhoto(storage: FileStorage, part: MultipartFile): Promise<StoredUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge('photo');
  const original = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(original);
  if (!type || !(uploadKinds.photo.types as readonly string[]).includes(type.mime)) throw wrongType('photo');
  let encoded: Buffer;
  try {
    encoded = await photoQueue.run(() => encodePhoto(original));
  } catch (error) {
    if (error instanceof QueueFullError) throw new ProcessingBusyError(photoProcessingBusy);
    throw error;
  }
  const storageKey = randomUUID();
  const { size } = await storage.write(storageKey, Readable.from([encoded]));
  return { storageKey, contentType: 'image/webp', sizeBytes: size, fileName: 'photo.webp' };
}
