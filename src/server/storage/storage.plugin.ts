import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, s3OptionsFrom } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The S3 SDK is loaded only when chosen (decision 017). */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { config: Config; storage?: FileStorage }) => {
    if (options.storage) {
      app.decorate('storage', options.storage);
    } else if (options.config.STORAGE === 's3') {
      const storage = await createS3Storage(s3OptionsFrom(options.config));
      app.addHook('onClose', async () => storage.close());
      app.decorate('storage', storage);
    } else {
      app.decorate('storage', createLocalStorage(join(options.config.DATA_DIR, 'uploads')));
    }
  },
  { name: 'storage' },
);
