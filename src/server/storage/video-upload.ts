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

/**
 * Rewrites run one at a time (each is a second or two of the server's own thread for 100 MB), a few
 * waiting on disk; beyond that an upload is answered "busy" before its bytes are read.
 */
export const videoQueue = createProcessingQueue({ concurrency: 1, maxWaiting: 4 });

/** 503 at once, before a video's bytes are read, when the video queue would refuse it anyway. */
export function assertVideoQueueRoom(): void {
  if (!videoQueue.hasRoom()) throw new ProcessingBusyError(videoProcessingBusy);
}

/**
 * A video introduction: streamed to a private scratch file (its type decided by its first bytes, at
 * most 100 MB), rewritten without its metadata (video-metadata.ts: GPS position, author, title,
 * dates… a candidate's file may carry), and only the rewritten file is stored. Both scratch files are
 * deleted whatever happens. The rewrite needs to read the file in any order (an MP4's index is often
 * at its end), hence the scratch file rather than the request stream; neither is ever whole in memory.
 * Too large → 413, not MP4/WebM by its bytes → 415, not readable as a video → 400, queue full → 503.
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
