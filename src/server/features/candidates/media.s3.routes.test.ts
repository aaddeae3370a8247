import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createS3Storage, type S3Storage } from '../../storage/s3-storage';
import { buildAccount, signedInClient, type TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { registeredCandidate } from '../../test/marketplace.test-utils';
import { fileHeads, multipart } from '../../test/multipart.test-utils';
import { startTestS3Server, type TestS3Server } from '../../test/s3rver.test-utils';
import { plainMp4 } from '../../test/video-fixtures.test-utils';

/**
 * The upload routes of media.routes.test.ts with STORAGE=s3 against a local S3-compatible server:
 * the bytes go to the bucket, and downloads are proxied through the same access-checked routes.
 */
let s3: TestS3Server;
let t: TestApp;
/** A client of its own on the bucket, to see what the app stored there. */
let bucket: S3Storage;
let logs = '';
let address = 1;

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = await createS3Storage(s3.options);
  const logStream = new PassThrough();
  logStream.on('data', (chunk) => {
    logs += String(chunk);
  });
  t = await createTestApp({ env: { ...s3.env, LOG_LEVEL: 'info' }, logStream });
});
afterAll(async () => {
  await t?.app.close();
  bucket?.close();
  await s3?.stop();
});

const pdf = { filename: 'cv.pdf', contentType: 'application/pdf', content: fileHeads.pdf() };

function upload(client: TestClient, url: string, body: ReturnType<typeof multipart>) {
  return client.request('POST', url, body.payload, body.headers);
}

async function storageKeysOf(userId: string) {
  const rows = await t.database.db.select().from(files).where(eq(files.userId, userId));
  return rows.map((row) => row.storageKey);
}

describe('candidate media with STORAGE=s3', () => {
  it('stores a video in the bucket and serves its ranges through the same access-checked route', async () => {
    const { client, account } = await registeredCandidate(t);
    // Over one S3 part (5 MiB), so the upload goes through the multipart path.
    const uploaded = await plainMp4({ seconds: 4, frameBytes: 56_000 });
    expect(uploaded.length).toBeGreaterThan(6 * 1024 * 1024);
    const response = await upload(
      client,
      '/api/candidate/video',
      multipart({}, { filename: 'intro.mp4', contentType: 'video/mp4', content: uploaded }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().profile.profileVideoUrl;

    const [key] = await storageKeysOf(account.userId);
    expect(await bucket.exists(key ?? 'missing')).toBe(true);
    const uploads = join(t.config.DATA_DIR, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);

    const whole = await client.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    // What the bucket holds is the video rewritten without its metadata, served as is.
    const video = await buffer(await bucket.read(key ?? 'missing'));
    expect(video.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const ranges = [
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=0-0', 0, 0],
      ['bytes=-10', video.length - 10, video.length - 1],
    ] as const;
    for (const [header, start, end] of ranges) {
      const part = await client.request('GET', url, undefined, { range: header });
      expect(part.statusCode, header).toBe(206);
      expect(part.headers['content-range'], header).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(part.rawPayload.equals(video.subarray(start, end + 1)), header).toBe(true);
    }
    const beyond = await client.request('GET', url, undefined, { range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);

    // Anyone else gets exactly the 404 of a file that does not exist, as with local storage.
    const unknown = await client.get(`/api/files/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const other = await registeredCandidate(t);
    const refused = await other.client.request('GET', url, undefined, { range: 'bytes=0-99' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    const employer = await buildAccount(t.database.db, { role: 'employer' });
    const employerClient = (await signedInClient(t.app, employer, false, `10.16.1.${address++}`)).client;
    expect((await employerClient.get(url)).json()).toEqual(unknown.json());
  });

  it('erasing the account removes each of its objects from the bucket', async () => {
    const { client, account } = await registeredCandidate(t);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const sent = [
      [
        '/api/candidate/photo',
        multipart({}, { filename: 'me.jpg', contentType: 'image/jpeg', content: photo }),
      ],
      ['/api/candidate/documents', multipart({ documentType: 'cv' }, pdf)],
      [
        '/api/candidate/video',
        multipart(
          {},
          { filename: 'intro.mp4', contentType: 'video/mp4', content: await plainMp4({ seconds: 1 }) },
        ),
      ],
    ] as const;
    for (const [url, body] of sent)
      expect((await upload(client, url, body)).statusCode, url).toBeLessThan(300);
    const keys = await storageKeysOf(account.userId);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await bucket.exists(key)).toBe(true);

    const deleted = await client.delete('/api/account', { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) expect(await bucket.exists(key)).toBe(false);
  });

  it('answers 404 for a file whose object is gone from the bucket, and never logs the S3 credentials', async () => {
    const { client, account } = await registeredCandidate(t);
    const response = await upload(client, '/api/candidate/documents', multipart({ documentType: 'cv' }, pdf));
    expect(response.statusCode).toBe(201);
    const [key] = await storageKeysOf(account.userId);
    await bucket.remove(key ?? 'missing');

    const gone = await client.get(response.json().document.fileUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    expect(logs).toContain('"statusCode":404');
    expect(logs).not.toContain(s3.options.secretAccessKey);
  });
});
