import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anonymous } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';

const healthResponse = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) });

const pingTimeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** GET /api/health: 200 when the database answers, 503 when it does not (for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: anonymous },
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer (for load balancers)',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), pingTimeoutMs);
        return reply.header('Cache-Control', 'no-store').send({ status: 'ok', db: 'ok' });
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .send({ status: 'error', db: 'unreachable' });
      }
    },
  );
}
