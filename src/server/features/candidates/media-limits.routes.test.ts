import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mediaUploadLimits,
  photoProcessingBusy,
  photoTooManyPixels,
  tooManyUploads,
  videoProcessingBusy,
} from '../../../shared/candidates/uploads';
import { files } from '../../db/schema';
import { photoQueue } from '../../storage/photo-upload';
import type { ProcessingQueue } from '../../storage/processing-queue';
import { videoQueue } from '../../storage/video-upload';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { registeredCandidate } from '../../test/marketplace.test-utils';
import { multipart } from '../../test/multipart.test-utils';
import { plainMp4 } from '../../test/video-fixtures.test-utils';
import { mediaUploadRules } from './media-rate-limits';

/** What keeps uploads from exhausting the server: per-candidate limits, a pixel cap, bounded queues. */
let t: TestApp;
let now = new Date('2026-03-02T09:00:00Z');
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.app.close();
});

function upload(client: TestClient, slot: 'photo' | 'video', content: Buffer, filename = 'me.png') {
  const body = multipart({}, { filename, contentType: 'application/octet-stream', content });
  return client.request('POST', `/api/candidate/${slot}`, body.payload, body.headers);
}

async function fileCount() {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

/** A PNG whose header claims `width` × `height` (its pixel data is a token): enough for the header check. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo and video upload limits', () => {
  it(`refuses the ${mediaUploadLimits.perMinute + 1}th photo within a minute with 429 and Retry-After; the video counts apart`, async () => {
    const { client } = await registeredCandidate(t);
    for (let index = 0; index < mediaUploadLimits.perMinute; index += 1) {
      now = new Date(now.getTime() + 1000);
      const response = await upload(client, 'photo', photo);
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await fileCount();
    const refused = await upload(client, 'photo', photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: tooManyUploads });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await fileCount()).toBe(before);
    // While refused, trying again is refused at once, without asking the database again.
    const consume = vi.spyOn(t.app.rateLimiter, 'consume');
    const again = await upload(client, 'photo', photo);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(retryAfter);
    expect(consume).not.toHaveBeenCalled();
    consume.mockRestore();

    const video = await upload(client, 'video', await plainMp4({ seconds: 1 }), 'intro.mp4');
    expect(video.statusCode, video.body).toBe(200);

    // The limiter frees a hit once it is strictly older than the window: a second past Retry-After.
    now = new Date(now.getTime() + (retryAfter + 1) * 1000);
    expect((await upload(client, 'photo', photo)).statusCode).toBe(200);
  });

  it(`refuses a photo once ${mediaUploadLimits.perDay} were sent in a day, for hours`, async () => {
    const { client, account } = await registeredCandidate(t);
    const [, daily] = mediaUploadRules('photo');
    if (!daily) throw new Error('no daily rule');
    for (let index = 0; index < mediaUploadLimits.perDay; index += 1)
      await t.app.rateLimiter.consume(daily, `user:${account.userId}`);
    const refused = await upload(client, 'photo', photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(tooManyUploads);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });
});

describe('photo pixel cap', () => {
  it('refuses a 26-megapixel photo with 413 and the message, before decoding it', async () => {
    const { client } = await registeredCandidate(t);
    const before = await fileCount();
    const response = await upload(client, 'photo', pngClaiming(5200, 5000));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'TOO_MANY_PIXELS', message: photoTooManyPixels });
    expect(await fileCount()).toBe(before);
  });
});

describe('processing queues', () => {
  /** Fills `queue` with jobs that wait for the returned `open`. */
  function fill(queue: ProcessingQueue) {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const occupying: Promise<void>[] = [];
    while (queue.hasRoom()) occupying.push(queue.run(() => gate));
    return async () => {
      open();
      await Promise.all(occupying);
    };
  }

  it('answers 503 with Retry-After when a queue is full, and takes uploads again once it drains', async () => {
    const { client } = await registeredCandidate(t);
    const video = await plainMp4({ seconds: 1 });
    for (const [slot, queue, content, message] of [
      ['photo', photoQueue, photo, photoProcessingBusy],
      ['video', videoQueue, video, videoProcessingBusy],
    ] as const) {
      const drain = fill(queue);
      const busy = await upload(client, slot, content, slot === 'video' ? 'intro.mp4' : 'me.png');
      expect(busy.statusCode, slot).toBe(503);
      expect(busy.json().error).toEqual({ code: 'PROCESSING_BUSY', message });
      expect(busy.headers['retry-after']).toBe('5');
      await drain();
      const accepted = await upload(client, slot, content, slot === 'video' ? 'intro.mp4' : 'me.png');
      expect(accepted.statusCode, slot).toBe(200);
    }
  });
});
