import type { FastifyInstance } from 'fastify';
import {
  jobsQuerySchema,
  jobsResponseSchema,
  publicJobSchema,
} from '../../../shared/marketplace/vacancy.public.schemas';
import { vacancyIdParamsSchema } from '../../../shared/marketplace/vacancy.schemas';
import { anonymous } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { admitJobsRead, type JobsDeps, listJobs, publicJob } from './vacancies.public.service';

/** /api/jobs: the public jobs board, no session needed (docs/api/jobs.md). */
export async function jobsRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): JobsDeps => ({
    db: app.database.db,
    now: options.now ?? (() => new Date()),
    rateLimiter: app.rateLimiter,
  });
  const everyone = { access: anonymous };

  routes.get(
    '/api/jobs',
    {
      config: everyone,
      schema: {
        operationId: 'listJobs',
        summary: 'Open vacancies of verified organisations, filtered and paged',
        errors: [429],
        querystring: jobsQuerySchema,
        response: { 200: jobsResponseSchema },
      },
    },
    async (request) => {
      await admitJobsRead(app.rateLimiter, request.clientKey);
      return listJobs(deps(), request.query);
    },
  );
  routes.get(
    '/api/jobs/:id',
    {
      config: everyone,
      schema: {
        operationId: 'getJob',
        summary: 'One open vacancy; a closed one answers 410',
        errors: [404, 410, 429],
        params: vacancyIdParamsSchema,
        response: { 200: publicJobSchema },
      },
    },
    async (request) => {
      await admitJobsRead(app.rateLimiter, request.clientKey);
      return publicJob(deps(), request.params.id);
    },
  );
}
