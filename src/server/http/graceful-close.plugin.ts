import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const idleSweepMs = 200;

/**
 * A connection busy when the server starts closing becomes idle afterwards and would hold the close
 * open until its keep-alive timeout: while draining, responses ask clients to close, and idle
 * connections are swept.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      if (!app.server.listening) return;
      sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (closing) reply.header('Connection', 'close');
      done();
    });
  },
  { name: 'graceful-close' },
);
