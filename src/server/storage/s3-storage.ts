import { Readable } from 'node:stream';
import type { CompletedPart } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import {
  type ByteRange,
  checkedStorageKey,
  type FileStorage,
  StoredObjectMissingError,
} from './file-storage';

/** S3 refuses parts under 5 MiB except the last; one part at a time is held in memory. */
export const s3PartBytes = 5 * 1024 * 1024;

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, s3rver, …); unset: AWS for the region. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (s3rver and MinIO need it). */
  forcePathStyle: boolean;
}

export interface S3Storage extends FileStorage {
  close(): void;
}

type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The S3_* settings as options; config.ts already refuses STORAGE=s3 without them. */
export function s3OptionsFrom(config: S3Settings): S3StorageOptions {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId } = config;
  const secretAccessKey = config.S3_SECRET_ACCESS_KEY;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) {
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket,
    region,
    endpoint: config.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The first `count` bytes of `source`; the rest is not read (the source is destroyed). */
function firstBytes(source: Readable, count: number): Readable {
  async function* take() {
    let left = count;
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      yield bytes.subarray(0, left);
      left -= bytes.length;
      if (left <= 0) return;
    }
  }
  return Readable.from(take(), { objectMode: false });
}

/**
 * Downloads are not presigned: the app's access-checked routes proxy the object, so the checks are the
 * same as with local storage and the bucket stays private (decision 017).
 */
export async function createS3Storage(options: S3StorageOptions): Promise<S3Storage> {
  // Loaded only when STORAGE=s3: the SDK is large, and the server's idle memory in local mode is budgeted.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: some S3-compatible services (Backblaze B2) refuse the CRC
    // headers the SDK adds by default; TLS still guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const isMissing = (error: unknown) =>
    error instanceof sdk.S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

  /** A small file in one PUT; a larger one in parts of at least s3PartBytes, aborted on failure. */
  async function write(key: string, source: Readable): Promise<{ size: number }> {
    const Key = checkedStorageKey(key);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];

    const uploadPending = async () => {
      const Body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!uploadId) {
        const created = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key }));
        if (!created.UploadId) throw new Error('S3 started a multipart upload without an id');
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new sdk.UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body }),
      );
      parts.push({ ETag, PartNumber });
    };

    try {
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        pending.push(bytes);
        pendingBytes += bytes.length;
        size += bytes.length;
        if (pendingBytes >= s3PartBytes) await uploadPending();
      }
      if (!uploadId) {
        const Body = Buffer.concat(pending, pendingBytes);
        await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body }));
        return { size };
      }
      if (pendingBytes > 0) await uploadPending();
      await client.send(
        new sdk.CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return { size };
    } catch (error) {
      // An aborted upload leaves no object and no stored parts (which S3 would otherwise bill for).
      if (uploadId) {
        await client
          .send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  return {
    write,
    async read(key, range?: ByteRange) {
      const Key = checkedStorageKey(key);
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        const wanted = range ? range.end - range.start + 1 : undefined;
        if (wanted !== undefined && (object.ContentLength ?? 0) > wanted) {
          // A server that sent more than the range (s3rver reads an end of 0 as "to the end") would
          // break the 206 response's Content-Length: only the bytes asked for are passed on.
          return firstBytes(object.Body, wanted);
        }
        return object.Body;
      } catch (error) {
        if (isMissing(error)) throw new StoredObjectMissingError({ cause: error });
        throw error;
      }
    },
    async remove(key) {
      const Key = checkedStorageKey(key);
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async exists(key) {
      const Key = checkedStorageKey(key);
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
