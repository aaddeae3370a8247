import type { FastifyInstance } from 'fastify';
import {
  completedToursOf,
  tourCompletionResponseSchema,
  tourCompletionSchema,
  tourParamsSchema,
} from '../../../shared/accounts/tours';
import { signedIn } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { createToursRepository } from './tours.repository';

/** Any signed-in user: tours run in areas an account reaches before approval. */
export async function toursRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const tours = createToursRepository({ db: app.database.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/account/tours/:tourName',
    {
      config: { access: signedIn },
      schema: {
        params: tourParamsSchema,
        body: tourCompletionSchema,
        response: { 200: tourCompletionResponseSchema },
      },
    },
    async (request) => {
      const context = requireAuthContext(request);
      const stored = await tours.setTourCompletion(
        context.user.id,
        request.params.tourName,
        request.body.completed,
        now(),
      );
      if (!stored) throw new Error('signed-in user without a profile');
      return { onboardingToursCompleted: completedToursOf(stored) };
    },
  );
}
