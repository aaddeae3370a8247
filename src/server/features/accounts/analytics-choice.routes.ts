import type { FastifyInstance } from 'fastify';
import {
  analyticsChoiceResponseSchema,
  analyticsChoiceSchema,
} from '../../../shared/accounts/analytics-choice';
import { signedIn } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { setAnalyticsChoice } from './analytics-choice.service';

/**
 * Kept on the account so a refusal holds on the member's next page load without storing anything in
 * the browser (decision 027). Any signed-in user: it concerns only the caller's own profile.
 */
export async function analyticsChoiceRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const deps = { db: app.database.db, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/account/analytics-choice',
    {
      config: { access: signedIn },
      schema: {
        operationId: 'setAnalyticsChoice',
        summary: "Keep the cookie banner's choice on the caller's account",
        body: analyticsChoiceSchema,
        response: { 200: analyticsChoiceResponseSchema },
      },
    },
    async (request) => setAnalyticsChoice(deps, requireAuthContext(request).user.id, request.body.choice),
  );
}
