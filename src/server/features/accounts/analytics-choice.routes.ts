import type { FastifyInstance } from 'fastify';
import {
  analyticsChoiceResponseSchema,
  analyticsChoiceSchema,
} from '../../../shared/accounts/analytics-choice';
import { signedIn } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { createAnalyticsChoiceRepository } from './analytics-choice.repository';

/**
 * Kept on the account so a refusal holds on the member's next page load without storing anything in
 * the browser (decision 027). Any signed-in user: it concerns only the caller's own profile.
 */
export async function analyticsChoiceRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const choices = createAnalyticsChoiceRepository({ db: app.database.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/account/analytics-choice',
    {
      config: { access: signedIn },
      schema: { body: analyticsChoiceSchema, response: { 200: analyticsChoiceResponseSchema } },
    },
    async (request) => {
      const context = requireAuthContext(request);
      const stored = await choices.setChoice(context.user.id, request.body.choice, now());
      if (!stored) throw new Error('signed-in user without a profile');
      return { analyticsChoice: stored };
    },
  );
}
