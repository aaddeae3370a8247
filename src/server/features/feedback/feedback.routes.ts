import type { FastifyInstance } from 'fastify';
import { feedbackResponseSchema, feedbackSchema, surveyStatusSchema } from '../../../shared/feedback/survey';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { dismissSurvey, type FeedbackDeps, giveFeedback, isSurveyDue } from './feedback.service';

/** The survey is for candidates and employers (admins never see it). */
const access = approved(['candidate', 'employer']);

/** /api/feedback: whether the survey is due, 'Not now', and the answer. */
export async function feedbackRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: FeedbackDeps = { db: app.database.db, now: options.now ?? (() => new Date()) };

  routes.get(
    '/api/feedback/survey',
    {
      config: { access },
      schema: {
        operationId: 'getSurveyStatus',
        summary: 'Whether the feedback survey should be shown',
        response: { 200: surveyStatusSchema },
      },
    },
    async (request) => ({ show: await isSurveyDue(deps, requireAuthContext(request)) }),
  );

  routes.post(
    '/api/feedback/survey/dismiss',
    {
      config: { access },
      schema: {
        operationId: 'dismissSurvey',
        summary: "Put the survey off until the next sign-in ('Not now')",
        response: { 200: surveyStatusSchema },
      },
    },
    async (request) => {
      await dismissSurvey(deps, requireAuthContext(request).user.id);
      return { show: false };
    },
  );

  routes.post(
    '/api/feedback',
    {
      config: { access },
      schema: {
        operationId: 'sendFeedback',
        summary: 'Answer the feedback survey (once per account)',
        errors: [409],
        body: feedbackSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (request, reply) => {
      await giveFeedback(deps, requireAuthContext(request), request.body);
      return reply.status(201).send({ status: 'received' as const });
    },
  );
}
