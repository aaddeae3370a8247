import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { unreadableVideo, uploadKinds, videoProcessingBusy } from '../../shared/candidates/uploads';
import { AppError } from '../errors/app-error';
import type { FileStorage } from './file-storage';
import { createProcessingQueue, ProcessingBusyError, QueueFullError } from './processing-queue';
import { extensionOf, type StoredUpload, sniffBytes, TypeSniffer, tooLarge, wrongType } from './uploads';
import { rewriteVideoWithoutMetadata, UnreadableVideoError } from './video-metadata';

export const unreadableVideoError = () => new AppError(400, 'UNREADABLE_VIDEO', unreadableVideo);

/** One at a time (a second or two of the server's own thread for 100 MB), a few waiting on disk. */
export const videoQueue = createProcessingQueue({ concurrency: 1, maxWaiting: 4 });

export function assertVideoQueueRoom(): void {
  if (!videoQueue.hasRoom()) throw new ProcessingBusyError(videoProcessingBusy);
}

/**
 * Rewritten without its metadata (decision 036) from a private scratch file: the rewrite reads in any
 * order (an MP4's index is often at its end). Both scratch files are deleted whatever happens.
 */
export async function storeVideo(storage: FileStorage, part: MultipartFile): Promise<StoredUpload> {
  const scratch = await mkdtemp(join(tmpdir(), 'arrs-video-'));
  try {
    const original = join(scratch, 'original');
    const rewritten = join(scratch, 'rewritten');
    const sniffer = new TypeSniffer(sniffBytes.video, uploadKinds.video.types, () => wrongType('video'));
    try {
      await pipeline(part.file, sniffer, createWriteStream(original, { mode: 0o600 }));
    } catch (error) {
      part.file.resume();
      throw error;
    }
    if (part.file.truncated) throw tooLarge('video');
    const container = sniffer.detected;
    if (container !== 'video/mp4' && container !== 'video/webm') throw wrongType('video');
    try {
      await videoQueue.run(() => rewriteVideoWithoutMetadata(original, rewritten, container));
    } catch (error) {
      if (error instanceof UnreadableVideoError) throw unreadableVideoError();
      if (error instanceof QueueFullError) throw new ProcessingBusyError(videoProcessingBusy);
      throw error;
    }
    await rm(original);
    const storageKey = randomUUID();
    let size: number;
    try {
      ({ size } = await storage.write(storageKey, createReadStream(rewritten)));
    } catch (error) {
      await storage.remove(storageKey);
      throw error;
    }
    return {
      storageKey,
      contentType: container,
      sizeBytes: size,
      fileName: `video-introduction.${extensionOf[container]}`,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
