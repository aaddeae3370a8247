import type { FastifyInstance } from 'fastify';
import { candidateMatchesResponseSchema } from '../../../shared/marketplace/candidate-matches.schemas';
import { candidateArea } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { candidateMatches } from './candidate-matches.service';

/**
 * Matched vacancies (docs/api/jobs.md#matched-vacancies): the signed-in job seeker's own matches; the
 * service refuses other tiers with what to do.
 */
export async function candidateMatchesRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/candidate/matches',
    {
      config: { access: candidateArea },
      schema: {
        operationId: 'getCandidateMatches',
        summary: "The job seeker's matched vacancies, best first, with the reasons; marks them seen",
        errors: [403],
        response: { 200: candidateMatchesResponseSchema },
      },
    },
    async (request) =>
      candidateMatches(
        { db: app.database.db, now: options.now ?? (() => new Date()) },
        requireAuthContext(request).user.id,
      ),
  );
}
