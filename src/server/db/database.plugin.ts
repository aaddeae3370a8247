import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app: FastifyInstance, { database }) => {
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
