import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const rateLimitPlugin = fp<{ now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    app.decorate('rateLimiter', createRateLimiter({ db: app.database.db, now: options.now }));
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
