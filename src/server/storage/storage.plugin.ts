import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The storage chosen by STORAGE: local disk under DATA_DIR/uploads (the S3 backend comes later). */
export function storageFor(config: Pick<Config, 'STORAGE' | 'DATA_DIR'>): FileStorage {
  if (config.STORAGE === 's3') {
    throw new Error('STORAGE=s3 is not available yet: use STORAGE=local (files under DATA_DIR/uploads)');
  }
  return createLocalStorage(join(config.DATA_DIR, 'uploads'));
}

export const storagePlugin = fp(
  async (app: FastifyInstance, options: { config: Config; storage?: FileStorage }) => {
    app.decorate('storage', options.storage ?? storageFor(options.config));
  },
  { name: 'storage' },
);
