import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  adminDocumentIdParamsSchema,
  adminDocumentResponseSchema,
  adminDocumentsQuerySchema,
  adminDocumentsResponseSchema,
  adminExpiringDocumentsResponseSchema,
  documentRejectionSchema,
} from '../../../shared/admin/documents.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { decideDocument, listAdminDocuments, listExpiringDocuments } from './admin-documents.service';

/** Admins open a document's file through /api/files/:id. */
export async function adminDocumentsRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const deps = () => ({ db: app.database.db, mail: app.mail, now: options.now ?? (() => new Date()) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: approved(adminRoles) };
  const adminId = (request: FastifyRequest) => requireAuthContext(request).user.id;
  const response = { 200: adminDocumentResponseSchema };

  routes.get(
    '/api/admin/documents',
    {
      config,
      schema: {
        operationId: 'getAdminDocuments',
        summary: "Candidates' compliance documents, awaiting verification first",
        querystring: adminDocumentsQuerySchema,
        response: { 200: adminDocumentsResponseSchema },
      },
    },
    async (request) => listAdminDocuments(deps(), request.query),
  );

  routes.get(
    '/api/admin/documents/expiring',
    {
      config,
      schema: {
        operationId: 'getExpiringDocuments',
        summary: 'Documents that expire within 30 days',
        response: { 200: adminExpiringDocumentsResponseSchema },
      },
    },
    async () => listExpiringDocuments(deps()),
  );

  routes.post(
    '/api/admin/documents/:id/verify',
    {
      config,
      schema: {
        operationId: 'verifyDocument',
        summary: 'Verify a document',
        errors: [404, 409],
        params: adminDocumentIdParamsSchema,
        response,
      },
    },
    async (request) => ({
      document: await decideDocument(deps(), adminId(request), request.params.id, 'verified', null),
    }),
  );

  routes.post(
    '/api/admin/documents/:id/reject',
    {
      config,
      schema: {
        operationId: 'rejectDocument',
        summary: 'Reject a document, with the reason',
        errors: [404, 409],
        params: adminDocumentIdParamsSchema,
        body: documentRejectionSchema,
        response,
      },
    },
    async (request) => ({
      document: await decideDocument(
        deps(),
        adminId(request),
        request.params.id,
        'rejected',
        request.body.reason,
      ),
    }),
  );
}
