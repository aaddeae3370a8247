import type { FastifyInstance } from 'fastify';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  adminFeedbackQuerySchema,
  adminFeedbackResponseSchema,
} from '../../../shared/admin/feedback.schemas';
import { approved } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { adminFeedback } from './admin-feedback.service';

export async function adminFeedbackRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/feedback',
    {
      config: { access: approved(adminRoles) },
      schema: {
        operationId: 'getAdminFeedback',
        summary: "The feedback survey's ratings per week and its texts",
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackResponseSchema },
      },
    },
    async (request) =>
      adminFeedback({ db: app.database.db, now: options.now ?? (() => new Date()) }, request.query.page),
  );
}
