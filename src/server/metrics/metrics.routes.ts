import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRoles } from '../../shared/accounts/roles';
import { type Access, approved } from '../auth/access-policy';
import type { ZodTypeProvider } from '../http/zod-type-provider';
import { prometheusContentType } from './prometheus-text';

/** Like the rest of the admin area: route patterns, load and queue sizes are for admins only. */
export const metricsAccess: Access = approved(adminRoles);

const metricsResponse = z.string().describe('Prometheus text exposition format 0.0.4');

export async function metricsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/metrics',
    {
      config: { access: metricsAccess },
      schema: {
        operationId: 'getMetrics',
        summary: "This process's metrics, for Prometheus",
        produces: ['text/plain'],
        response: { 200: metricsResponse },
      },
    },
    async (_request, reply) =>
      // A string with a text content type is sent as it is (the JSON serializer is not involved).
      reply
        .header('content-type', prometheusContentType)
        .header('cache-control', 'no-store')
        .send(await app.metrics.exposition()),
  );
}
