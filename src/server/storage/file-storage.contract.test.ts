import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server } from '../test/s3rver.test-utils';
import { type FileStorage, StoredObjectMissingError } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, s3PartBytes } from './s3-storage';

interface Backend {
  storage: FileStorage;
  stop(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const root = mkdtempSync(join(tmpdir(), 'arrs-storage-'));
  return {
    storage: createLocalStorage(root),
    async stop() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function s3Backend(): Promise<Backend> {
  const server = await startTestS3Server();
  const storage = await createS3Storage(server.options);
  return {
    storage,
    async stop() {
      storage.close();
      await server.stop();
    },
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `bytes` as a stream of 64 KiB chunks, as a multipart upload arrives. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) chunks.push(bytes.subarray(at, at + 64 * 1024));
  return Readable.from(chunks);
}

/** A stream that sends `bytes` and then fails, as an upload refused by its type or size does. */
function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield* chunked(bytes);
      throw new Error('refused mid-stream');
    })(),
  );
}

describe.each([
  ['local disk', localBackend],
  ['S3 (s3rver)', s3Backend],
])('file storage contract: %s', (_name, start) => {
  let backend: Backend;
  let storage: FileStorage;
  // Past one S3 part, so the S3 backend takes its multipart path (two parts, the last one short).
  const large = randomBytes(s3PartBytes + 1024 * 1024);
  const largeKey = randomUUID();

  beforeAll(async () => {
    backend = await start();
    storage = backend.storage;
    expect((await storage.write(largeKey, chunked(large))).size).toBe(large.length);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('writes a stream of a few bytes and reads it back', async () => {
    const key = randomUUID();
    const { size } = await storage.write(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(await storage.exists(key)).toBe(true);
    expect((await bytesOf(await storage.read(key))).toString()).toBe('hello world');
  });

  it('writes an empty stream as an empty object', async () => {
    const key = randomUUID();
    expect((await storage.write(key, Readable.from([]))).size).toBe(0);
    expect(await storage.exists(key)).toBe(true);
    expect((await bytesOf(await storage.read(key))).length).toBe(0);
  });

  it('writes a file larger than one S3 part and reads back the same bytes', async () => {
    const read = await bytesOf(await storage.read(largeKey));
    expect(read.length).toBe(large.length);
    expect(sha256(read)).toBe(sha256(large));
  });

  it('reads byte ranges: the first byte, the middle, the last byte, the whole file', async () => {
    const ranges = [
      { start: 0, end: 0 },
      { start: s3PartBytes - 10, end: s3PartBytes + 10 },
      { start: large.length - 1, end: large.length - 1 },
      { start: 0, end: large.length - 1 },
    ];
    for (const range of ranges) {
      const read = await bytesOf(await storage.read(largeKey, range));
      expect(read.length, JSON.stringify(range)).toBe(range.end - range.start + 1);
      expect(sha256(read), JSON.stringify(range)).toBe(sha256(large.subarray(range.start, range.end + 1)));
    }
  });

  it('replaces an object written again under the same key', async () => {
    const key = randomUUID();
    await storage.write(key, Readable.from([Buffer.from('first version')]));
    await storage.write(key, Readable.from([Buffer.from('second')]));
    expect((await bytesOf(await storage.read(key))).toString()).toBe('second');
  });

  it('removes an object: it no longer exists and reading it rejects', async () => {
    const key = randomUUID();
    await storage.write(key, Readable.from([Buffer.from('to be erased')]));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectMissingError);
  });

  it('removing a missing object resolves', async () => {
    await expect(storage.remove(randomUUID())).resolves.toBeUndefined();
  });

  it('reading a missing object rejects with StoredObjectMissingError (code ENOENT), with or without a range', async () => {
    const key = randomUUID();
    await expect(storage.read(key)).rejects.toMatchObject({
      name: 'StoredObjectMissingError',
      code: 'ENOENT',
    });
    await expect(storage.read(key, { start: 0, end: 9 })).rejects.toBeInstanceOf(StoredObjectMissingError);
    expect(await storage.exists(key)).toBe(false);
  });

  it('stores nothing when the source fails, before or after a whole S3 part was sent', async () => {
    for (const sent of [Buffer.from('%PDF-1.7 but then'), randomBytes(s3PartBytes + 64 * 1024)]) {
      const key = randomUUID();
      await expect(storage.write(key, failingAfter(sent))).rejects.toThrow('refused mid-stream');
      expect(await storage.exists(key), `${sent.length} bytes sent`).toBe(false);
    }
  });

  it('refuses keys the server never generates', async () => {
    for (const key of ['../escape', 'UPPER', '', 'a/b']) {
      await expect(storage.write(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.read(key), key).rejects.toThrow('invalid storage key');
    }
  });
});
