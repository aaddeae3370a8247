import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server drains on shutdown, every response asks the client to close its connection.
 * Fastify already does this for matched routes; without it, clients streaming requests to
 * unmatched paths (page loads, 404s) on keep-alive connections would hold the close open forever.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
