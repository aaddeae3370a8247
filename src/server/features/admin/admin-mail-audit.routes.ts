import type { FastifyInstance } from 'fastify';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  auditEventTypesResponseSchema,
} from '../../../shared/admin/audit.schemas';
import {
  adminMailIdParamsSchema,
  adminMailMessageSchema,
  adminMailQuerySchema,
  adminMailResponseSchema,
} from '../../../shared/admin/mail.schemas';
import { approved } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { actorOf } from './admin-accounts.routes';
import { listAuditEvents, listAuditEventTypes } from './admin-audit.service';
import { listMail, retryDeadLetter } from './admin-mail.service';

/** The audit log is read-only: no route changes or removes an event. */
export async function adminMailAuditRoutes(app: FastifyInstance, options: { now?: () => Date }) {
  const deps = { db: app.database.db, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: approved(adminRoles) };

  routes.get(
    '/api/admin/mail',
    {
      config,
      schema: {
        operationId: 'getMail',
        summary: 'The mail outbox, by status',
        querystring: adminMailQuerySchema,
        response: { 200: adminMailResponseSchema },
      },
    },
    async (request) => listMail(deps, request.query),
  );

  routes.post(
    '/api/admin/mail/:id/retry',
    {
      config,
      schema: {
        operationId: 'retryMail',
        summary: 'Put a dead letter back in the queue',
        errors: [404, 409],
        params: adminMailIdParamsSchema,
        response: { 200: adminMailMessageSchema },
      },
    },
    async (request) => retryDeadLetter(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        operationId: 'getAuditEvents',
        summary: 'The audit log, filtered',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema },
      },
    },
    async (request) => listAuditEvents(deps, request.query),
  );

  routes.get(
    '/api/admin/audit/event-types',
    {
      config,
      schema: {
        operationId: 'getAuditEventTypes',
        summary: 'Every audit event type recorded so far',
        response: { 200: auditEventTypesResponseSchema },
      },
    },
    async () => listAuditEventTypes(deps),
  );
}
