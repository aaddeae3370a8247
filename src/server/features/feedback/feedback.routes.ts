import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  feedbackResponseSchema,
  feedbackSchema,
  surveyDue,
  surveyMessages,
  surveyStatusSchema,
} from '../../../shared/feedback/survey';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import { AppError } from '../../http/app-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { createFeedbackRepository } from './feedback.repository';

const access = approved(['candidate', 'employer']);

/**
 * Completion: a candidate's profile, or an employer's organisation profile, at 70 % or more
 * (docs/product/accounts.md#feedback-survey).
 */
export async function feedbackRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const repository = () => createFeedbackRepository({ db: app.database.db });

  async function isDue(request: FastifyRequest) {
    const context = requireAuthContext(request);
    const facts = await repository().surveyFacts(context.user.id);
    const completion =
      context.profile?.role === 'candidate' ? facts.candidateCompletion : facts.organisationCompletion;
    // Put off ('Not now') during this session: not again until the next sign-in.
    if (facts.lastSurveyAt && facts.lastSurveyAt >= context.session.createdAt) return false;
    return surveyDue({ completion, loginCount: facts.loginCount, hasFeedback: facts.hasFeedback });
  }

  routes.get(
    '/api/feedback/survey',
    { config: { access }, schema: { response: { 200: surveyStatusSchema } } },
    async (request) => ({
      show: await isDue(request),
    }),
  );

  routes.post(
    '/api/feedback/survey/dismiss',
    { config: { access }, schema: { response: { 200: surveyStatusSchema } } },
    async (request) => {
      await repository().markShown(requireAuthContext(request).user.id, now());
      return { show: false };
    },
  );

  routes.post(
    '/api/feedback',
    { config: { access }, schema: { body: feedbackSchema, response: { 201: feedbackResponseSchema } } },
    async (request, reply) => {
      const context = requireAuthContext(request);
      const facts = await repository().surveyFacts(context.user.id);
      const stored = await repository().insert({
        userId: context.user.id,
        userRole: context.profile?.role ?? 'candidate',
        rating: request.body.rating,
        feedbackText: request.body.feedbackText === '' ? null : request.body.feedbackText,
        loginCount: facts.loginCount,
        createdAt: now(),
      });
      if (!stored) throw new AppError(409, 'FEEDBACK_EXISTS', surveyMessages.alreadyGiven);
      return reply.status(201).send({ status: 'received' as const });
    },
  );
}
