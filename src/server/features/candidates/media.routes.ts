import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { candidateProfileResponseSchema, itemParamsSchema } from '../../../shared/candidates/profile.schemas';
import {
  documentFieldsSchema,
  documentListSchema,
  documentResponseSchema,
  megabyte,
} from '../../../shared/candidates/uploads';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { fieldsOf, receiveFile } from '../../storage/uploads';
import { candidateAccess } from './candidates.routes';
import {
  admitMediaUpload,
  deleteDocument,
  listDocuments,
  type MediaDeps,
  parseDocumentFields,
  removeMedia,
  updateDocument,
  uploadDocument,
  uploadMedia,
} from './media.service';
import { createMediaUploadLimiter } from './media-rate-limits';

const deletedSchema = z.strictObject({ deleted: z.literal(true) });

/** Uploads are multipart, parsed only in this scope, and streamed to the file storage. */
export async function candidateMediaRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  await app.register(multipart, {
    limits: { fileSize: 100 * megabyte, files: 1, fields: 8, fieldSize: 200, parts: 10, headerPairs: 50 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimiter = createMediaUploadLimiter(app.rateLimiter);
  const deps = (request: FastifyRequest): MediaDeps => ({
    db: app.database.db,
    storage: app.storage,
    uploadLimiter,
    now: options.now ?? (() => new Date()),
    log: request.log,
  });
  const config = { access: candidateAccess };
  const userId = (request: FastifyRequest) => requireAuthContext(request).user.id;

  for (const slot of ['photo', 'video'] as const) {
    routes.post(
      `/api/candidate/${slot}`,
      {
        config,
        // Large uploads take time on slow connections: no body limit here beyond the multipart ones.
        bodyLimit: 101 * megabyte,
        schema: { response: { 200: candidateProfileResponseSchema } },
      },
      async (request) => {
        const id = userId(request);
        // Refused (limits, registration, a full queue) before the file is read: Node discards its bytes.
        await admitMediaUpload(deps(request), id, slot);
        return uploadMedia(deps(request), id, slot, await receiveFile(request, slot));
      },
    );
    routes.delete(
      `/api/candidate/${slot}`,
      { config, schema: { response: { 200: candidateProfileResponseSchema } } },
      async (request) => removeMedia(deps(request), userId(request), slot),
    );
  }

  routes.get(
    '/api/candidate/documents',
    { config, schema: { response: { 200: documentListSchema } } },
    async (request) => listDocuments(deps(request), userId(request)),
  );

  routes.post(
    '/api/candidate/documents',
    { config, bodyLimit: 11 * megabyte, schema: { response: { 201: documentResponseSchema } } },
    async (request, reply) => {
      const part = await receiveFile(request, 'document');
      let fields: ReturnType<typeof parseDocumentFields>;
      try {
        fields = parseDocumentFields(fieldsOf(part));
      } catch (error) {
        part.file.resume();
        throw error;
      }
      return reply.status(201).send(await uploadDocument(deps(request), userId(request), fields, part));
    },
  );

  routes.put(
    '/api/candidate/documents/:id',
    {
      config,
      schema: {
        params: itemParamsSchema,
        body: documentFieldsSchema,
        response: { 200: documentResponseSchema },
      },
    },
    async (request) => updateDocument(deps(request), userId(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/candidate/documents/:id',
    { config, schema: { params: itemParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteDocument(deps(request), userId(request), request.params.id);
      return { deleted: true as const };
    },
  );
}
