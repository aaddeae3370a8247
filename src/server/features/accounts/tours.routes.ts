import type { FastifyInstance } from 'fastify';
import {
  tourCompletionResponseSchema,
  tourCompletionSchema,
  tourParamsSchema,
} from '../../../shared/accounts/tours';
import { signedIn } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { setTourCompletion } from './tours.service';

/** Any signed-in user: tours run in areas an account reaches before approval. */
export async function toursRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const deps = { db: app.database.db, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/account/tours/:tourName',
    {
      config: { access: signedIn },
      schema: {
        operationId: 'setTourCompletion',
        summary: 'Mark an onboarding tour finished, or reset it',
        params: tourParamsSchema,
        body: tourCompletionSchema,
        response: { 200: tourCompletionResponseSchema },
      },
    },
    async (request) =>
      setTourCompletion(
        deps,
        requireAuthContext(request).user.id,
        request.params.tourName,
        request.body.completed,
      ),
  );
}
