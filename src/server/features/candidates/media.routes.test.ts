import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfileResponse } from '../../../shared/candidates/profile.schemas';
import { uploadKinds } from '../../../shared/candidates/uploads';
import { candidateProfiles, files } from '../../db/schema';
import { buildAccount, signedInClient, type TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { registeredCandidate } from '../../test/marketplace.test-utils';
import { fileHeads, multipart } from '../../test/multipart.test-utils';
import { plainMp4 } from '../../test/video-fixtures.test-utils';

let t: TestApp;
let address = 1;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  // A real JPEG carrying EXIF metadata (as phones write location and camera details).
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Make: 'PhoneCo' } })
    .toBuffer();
});
afterAll(async () => {
  await t.app.close();
});

function upload(client: TestClient, url: string, body: ReturnType<typeof multipart>) {
  return client.request('POST', url, body.payload, body.headers);
}

const photoPart = (content: Buffer) => ({ filename: 'me.jpg', contentType: 'image/jpeg', content });

async function fileCount() {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

describe('profile photo', () => {
  it('re-encodes the photo (at most 800 px, WebP, no metadata) and serves it to its owner only', async () => {
    const { client } = await registeredCandidate(t);
    const response = await upload(client, '/api/candidate/photo', multipart({}, photoPart(photo)));
    expect(response.statusCode).toBe(200);
    const { profile, completion } = response.json<CandidateProfileResponse>();
    expect(profile.profileImageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(completion.sections.find((section) => section.section === 'profilePhoto')?.earned).toBe(10);

    const served = await client.get(profile.profileImageUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toBe('inline; filename="photo.webp"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(800);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

    const other = await registeredCandidate(t);
    expect((await other.client.get(profile.profileImageUrl ?? '')).statusCode).toBe(404);
    const employer = await buildAccount(t.database.db, { role: 'employer' });
    const employerClient = (await signedInClient(t.app, employer, false, `10.13.1.${address++}`)).client;
    expect((await employerClient.get(profile.profileImageUrl ?? '')).statusCode).toBe(404);
    const admin = await buildAccount(t.database.db, { role: 'admin' });
    const adminClient = (await signedInClient(t.app, admin, true, `10.13.2.${address++}`)).client;
    expect((await adminClient.get(profile.profileImageUrl ?? '')).statusCode).toBe(200);
  });

  it('replacing the photo deletes the old file, and removing it deletes the new one', async () => {
    const { client } = await registeredCandidate(t);
    const first = (await upload(client, '/api/candidate/photo', multipart({}, photoPart(photo)))).json();
    const firstUrl: string = first.profile.profileImageUrl;
    const [firstRow] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, firstUrl.split('/').pop() ?? ''));
    expect(await t.app.storage.exists(firstRow?.storageKey ?? 'missing')).toBe(true);

    const second = (await upload(client, '/api/candidate/photo', multipart({}, photoPart(photo)))).json();
    expect(second.profile.profileImageUrl).not.toBe(firstUrl);
    expect((await client.get(firstUrl)).statusCode).toBe(404);
    expect(await t.app.storage.exists(firstRow?.storageKey ?? 'missing')).toBe(false);

    const removed = (await client.delete('/api/candidate/photo')).json<CandidateProfileResponse>();
    expect(removed.profile.profileImageUrl).toBeNull();
    expect((await client.get(second.profile.profileImageUrl)).statusCode).toBe(404);
  });

  it('stores the completion score search ranks by when the photo is added and when it is removed', async () => {
    const { client, account } = await registeredCandidate(t);
    const stored = async () => {
      const [row] = await t.database.db
        .select({ completion: candidateProfiles.completionPercentage })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, account.userId));
      return row?.completion;
    };
    const before = (await client.get('/api/candidate/profile')).json<CandidateProfileResponse>();
    expect(await stored()).toBe(before.completion.percentage);

    const added = (
      await upload(client, '/api/candidate/photo', multipart({}, photoPart(photo)))
    ).json<CandidateProfileResponse>();
    expect(added.completion.percentage).toBeGreaterThan(before.completion.percentage);
    expect(await stored()).toBe(added.completion.percentage);

    const removed = (await client.delete('/api/candidate/photo')).json<CandidateProfileResponse>();
    expect(removed.completion.percentage).toBe(before.completion.percentage);
    expect(await stored()).toBe(before.completion.percentage);
  });

  it('refuses a photo over 5 MB with 413 and a file that is not an image by its bytes with 415', async () => {
    const { client } = await registeredCandidate(t);
    const before = await fileCount();
    const big = Buffer.concat([photo, Buffer.alloc(uploadKinds.photo.maxBytes + 1024 * 1024 - photo.length)]);
    const tooBig = await upload(client, '/api/candidate/photo', multipart({}, photoPart(big)));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(uploadKinds.photo.tooLarge);

    const text = Buffer.from('just some text pretending to be a JPEG image');
    const notImage = await upload(client, '/api/candidate/photo', multipart({}, photoPart(text)));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toBe(uploadKinds.photo.wrongType);
    const noFile = await upload(client, '/api/candidate/photo', multipart({}));
    expect(noFile.statusCode).toBe(400);
    const json = await client.post('/api/candidate/photo', { file: 'x' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(await fileCount()).toBe(before);
  });
});

describe('video introduction', () => {
  it('streams an MP4 in, serves byte ranges so it seeks, and refuses unsatisfiable ranges', async () => {
    const { client } = await registeredCandidate(t);
    const video = await plainMp4({ seconds: 4, frameBytes: 20_000 });
    const response = await upload(
      client,
      '/api/candidate/video',
      multipart({}, { filename: 'intro.mov', contentType: 'application/octet-stream', content: video }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().profile.profileVideoUrl;

    const whole = await client.get(url);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // Rewritten without its metadata (media-metadata.routes.test.ts), so close to, not equal to, the upload.
    const stored = whole.rawPayload;
    expect(stored.length).toBeGreaterThan(video.length * 0.9);

    const part = await client.request('GET', url, undefined, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(1000, 2000))).toBe(true);
    const tail = await client.request('GET', url, undefined, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(stored.subarray(stored.length - 10))).toBe(true);
    const beyond = await client.request('GET', url, undefined, { range: `bytes=${stored.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${stored.length}`);
  });

  it('refuses a video that is not MP4 or WebM by its bytes, storing nothing', async () => {
    const { client } = await registeredCandidate(t);
    const before = await fileCount();
    const fake = Buffer.alloc(200_000, 'not a video ');
    const response = await upload(
      client,
      '/api/candidate/video',
      multipart({}, { filename: 'intro.mp4', contentType: 'video/mp4', content: fake }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(uploadKinds.video.wrongType);
    expect(await fileCount()).toBe(before);
  });
});

describe('compliance documents', () => {
  const pdf = (name = 'registration.pdf') => ({
    filename: name,
    contentType: 'application/pdf',
    content: fileHeads.pdf(),
  });

  it('uploads, lists, edits and deletes documents with their details and status', async () => {
    const { client } = await registeredCandidate(t);
    const missingNumber = await upload(
      client,
      '/api/candidate/documents',
      multipart({ documentType: 'professional_registration', registrationBody: 'HCPC' }, pdf()),
    );
    expect(missingNumber.statusCode).toBe(400);
    expect(missingNumber.json().error.message).toBe('Please enter your registration number');

    const created = await upload(
      client,
      '/api/candidate/documents',
      multipart(
        {
          documentType: 'professional_registration',
          registrationBody: 'HCPC',
          registrationNumber: 'PA123456',
          issueDate: '2024-02-01',
          expiryDate: '2026-01-31',
        },
        pdf(),
      ),
    );
    expect(created.statusCode).toBe(201);
    const document = created.json().document;
    expect(document).toMatchObject({
      documentType: 'professional_registration',
      registrationBody: 'HCPC',
      registrationNumber: 'PA123456',
      status: 'expired',
      contentType: 'application/pdf',
    });
    const cv = await upload(
      client,
      '/api/candidate/documents',
      multipart({ documentType: 'cv' }, pdf('cv.pdf')),
    );
    expect(cv.json().document.status).toBe('pending');

    const served = await client.get(document.fileUrl);
    expect(served.headers['content-disposition']).toBe(
      'attachment; filename="professional-registration.pdf"',
    );
    expect(served.headers['content-type']).toBe('application/pdf');

    const list = (await client.get('/api/candidate/documents')).json().documents;
    expect(list.map((item: { documentType: string }) => item.documentType).sort()).toEqual([
      'cv',
      'professional_registration',
    ]);

    const renewed = await client.put(`/api/candidate/documents/${document.id}`, {
      documentType: 'professional_registration',
      registrationBody: 'HCPC',
      registrationNumber: 'PA123456',
      issueDate: '2026-02-01',
      expiryDate: '2028-01-31',
    });
    expect(renewed.json().document.status).toBe('pending');

    const other = await registeredCandidate(t);
    expect((await other.client.delete(`/api/candidate/documents/${document.id}`)).statusCode).toBe(404);
    expect((await other.client.get(document.fileUrl)).statusCode).toBe(404);

    expect((await client.delete(`/api/candidate/documents/${document.id}`)).statusCode).toBe(200);
    expect((await client.get(document.fileUrl)).statusCode).toBe(404);
    expect((await client.get('/api/candidate/documents')).json().documents).toHaveLength(1);
  });

  it('refuses a text file renamed to .pdf (415) and a document over 10 MB (413)', async () => {
    const { client } = await registeredCandidate(t);
    const before = await fileCount();
    const renamed = await upload(
      client,
      '/api/candidate/documents',
      multipart(
        { documentType: 'cv' },
        {
          filename: 'cv.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('Plain text CV\n'.repeat(50)),
        },
      ),
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe(uploadKinds.document.wrongType);

    const big = Buffer.concat([fileHeads.pdf(), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const tooBig = await upload(
      client,
      '/api/candidate/documents',
      multipart({ documentType: 'cv' }, { filename: 'cv.pdf', contentType: 'application/pdf', content: big }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(uploadKinds.document.tooLarge);
    expect(await fileCount()).toBe(before);
  });

  it('deleting the account deletes every stored file', async () => {
    const { client, account } = await registeredCandidate(t);
    await upload(client, '/api/candidate/photo', multipart({}, photoPart(photo)));
    await upload(client, '/api/candidate/documents', multipart({ documentType: 'cv' }, pdf('cv.pdf')));
    const keys = (await t.database.db.select().from(files).where(eq(files.userId, account.userId))).map(
      (row) => row.storageKey,
    );
    expect(keys).toHaveLength(2);
    const deleted = await client.delete('/api/account', { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) expect(await t.app.storage.exists(key)).toBe(false);
  });
});
