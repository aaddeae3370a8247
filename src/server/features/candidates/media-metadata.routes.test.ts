import { count, eq } from 'drizzle-orm';
import { BufferSource, Input, MP4, WEBM } from 'mediabunny';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadableVideo } from '../../../shared/candidates/uploads';
import { files } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { registeredCandidate } from '../../test/marketplace.test-utils';
import { fileHeads, multipart } from '../../test/multipart.test-utils';
import { markersIn, mp4WithMetadata, webmWithMetadata } from '../../test/video-fixtures.test-utils';

/**
 * A candidate's video reaches employers: whatever personal details its file carries (where it was
 * filmed, who made it, an address in its title, an e-mail in its tags) must not. Each crafted file
 * below carries every kind; the stored bytes must carry none, and still be the same video.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

function uploadVideo(client: TestClient, content: Buffer, filename: string) {
  const body = multipart({}, { filename, contentType: 'application/octet-stream', content });
  return client.request('POST', '/api/candidate/video', body.payload, body.headers);
}

/** Duration, track count and each track's packets, read back with the library that wrote them. */
async function describeVideo(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4, WEBM] });
  const tracks = await input.getTracks();
  return {
    mimeType: await input.getMimeType(),
    duration: await input.computeDuration(),
    tracks: tracks.length,
    tags: await input.getMetadataTags(),
  };
}

async function storedBytesOf(userId: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.userId, userId));
  const stream = await t.app.storage.read(row?.storageKey ?? 'missing');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('video metadata is removed before the video is stored', () => {
  const cases = [
    { name: 'MP4', filename: 'intro.mp4', type: 'video/mp4', make: () => mp4WithMetadata({ seconds: 3 }) },
    {
      name: 'WebM',
      filename: 'intro.webm',
      type: 'video/webm',
      make: async () => webmWithMetadata({ seconds: 3 }),
    },
  ] as const;

  for (const { name, filename, type, make } of cases) {
    it(`${name}: none of the GPS, author, address, e-mail, XMP, track name or other markers survive`, async () => {
      const original = await make();
      // The crafted file really carries every marker, in the places players and tools read them.
      expect(markersIn(original).length).toBeGreaterThanOrEqual(11);
      expect(Object.keys((await describeVideo(original)).tags).length).toBeGreaterThan(0);

      const { client, account } = await registeredCandidate(t);
      const response = await uploadVideo(client, original, filename);
      expect(response.statusCode, response.body).toBe(200);
      const served = await client.get(response.json().profile.profileVideoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);

      // What anyone allowed to watch it downloads, and what the storage holds, are the same clean bytes.
      const stored = await storedBytesOf(account.userId);
      expect(served.rawPayload.equals(stored)).toBe(true);
      expect(markersIn(stored)).toEqual([]);

      // Still the same video: it parses, with the same duration and tracks, and no tags at all.
      const before = await describeVideo(original);
      const after = await describeVideo(stored);
      expect(after.mimeType).toBe(before.mimeType);
      expect(after.tracks).toBe(before.tracks);
      expect(after.duration).toBeCloseTo(before.duration, 3);
      expect(after.tags).toEqual({});
    });
  }

  it('refuses a file that starts like an MP4 but is no video, with a clear 400, storing nothing', async () => {
    const { client } = await registeredCandidate(t);
    const [before] = await t.database.db.select({ n: count() }).from(files);
    const response = await uploadVideo(client, fileHeads.mp4(200_000), 'intro.mp4');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'UNREADABLE_VIDEO', message: unreadableVideo });
    const [after] = await t.database.db.select({ n: count() }).from(files);
    expect(after?.n).toBe(before?.n);
  });
});
