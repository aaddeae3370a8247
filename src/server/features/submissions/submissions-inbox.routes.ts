import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  inboxFilterSchema,
  inboxListResponseSchema,
  inboxNotesBodySchema,
  inboxQuerySchema,
  inboxStatusBodySchema,
  inboxSubmissionSchema,
  recruitmentParamsSchema,
  submissionParamsSchema,
} from '../../../shared/submissions/submissions-inbox.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { submissionsCsv } from './submissions-inbox.csv';
import {
  approveRecruitmentSubmission,
  exportSubmissions,
  type InboxDeps,
  listSubmissions,
  readSubmission,
  setSubmissionNotes,
  setSubmissionStatus,
} from './submissions-inbox.service';

/**
 * Every admin role with TOTP has the same rights here, as on the other admin queues: handling leads is
 * the everyday work of the whole team.
 */
export async function submissionsInboxRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): InboxDeps => ({ db: app.database.db, now: options.now ?? (() => new Date()) });
  const config = { access: approved(adminRoles) };
  const adminId = (request: FastifyRequest) => requireAuthContext(request).user.id;
  const response = { 200: inboxSubmissionSchema };

  routes.get(
    '/api/admin/submissions',
    {
      config,
      schema: {
        operationId: 'getSubmissions',
        summary: 'Contact and recruitment submissions, filtered, newest first',
        querystring: inboxQuerySchema,
        response: { 200: inboxListResponseSchema },
      },
    },
    async (request) => listSubmissions(deps(), request.query),
  );

  routes.get(
    '/api/admin/submissions/export',
    {
      config,
      schema: {
        operationId: 'exportSubmissions',
        summary: 'Every matching submission as CSV',
        produces: ['text/csv'],
        querystring: inboxFilterSchema,
      },
    },
    async (request, reply) => {
      const at = deps().now();
      const submissions = await exportSubmissions(deps(), adminId(request), request.query);
      const date = at.toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="submissions-${date}.csv"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(submissionsCsv(submissions));
    },
  );

  routes.get(
    '/api/admin/submissions/:kind/:id',
    {
      config,
      schema: {
        operationId: 'getSubmission',
        summary: 'One submission',
        errors: [404],
        params: submissionParamsSchema,
        response,
      },
    },
    async (request) => readSubmission(deps(), request.params.kind, request.params.id),
  );

  routes.post(
    '/api/admin/submissions/recruitment/:id/approve',
    {
      config,
      schema: {
        operationId: 'approveRecruitmentSubmission',
        summary: 'Approve a recruitment submission',
        errors: [404],
        params: recruitmentParamsSchema,
        response,
      },
    },
    async (request) => approveRecruitmentSubmission(deps(), adminId(request), request.params.id),
  );

  routes.put(
    '/api/admin/submissions/:kind/:id/status',
    {
      config,
      schema: {
        operationId: 'setSubmissionStatus',
        summary: "Set a submission's status",
        errors: [404],
        params: submissionParamsSchema,
        body: inboxStatusBodySchema,
        response,
      },
    },
    async (request) =>
      setSubmissionStatus(
        deps(),
        adminId(request),
        request.params.kind,
        request.params.id,
        request.body.status,
      ),
  );

  routes.put(
    '/api/admin/submissions/:kind/:id/notes',
    {
      config,
      schema: {
        operationId: 'setSubmissionNotes',
        summary: "Edit a submission's internal notes",
        errors: [404],
        params: submissionParamsSchema,
        body: inboxNotesBodySchema,
        response,
      },
    },
    async (request) =>
      setSubmissionNotes(
        deps(),
        adminId(request),
        request.params.kind,
        request.params.id,
        request.body.notes,
      ),
  );
}
