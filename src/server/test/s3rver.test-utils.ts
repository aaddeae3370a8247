import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3-storage';

export interface TestS3Server {
  /** Options for createS3Storage against this server. */
  options: S3StorageOptions;
  /** The same as STORAGE=s3 environment variables, for createTestApp. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free local port, its bucket in a temporary directory. */
export async function startTestS3Server(bucket = 'arrs-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'arrs-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ENDPOINT: options.endpoint ?? '',
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
