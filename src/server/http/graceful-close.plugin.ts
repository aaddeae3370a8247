import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const idleSweepMs = 200;

/**
 * Lets in-flight requests finish on shutdown without waiting for keep-alive clients. Node closes the
 * connections that are idle when the server starts closing, but a connection busy at that moment
 * becomes idle afterwards and would hold the close open until its keep-alive timeout (72 s). So, while
 * draining, responses ask the client to close, and idle connections are swept until the server is shut.
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
