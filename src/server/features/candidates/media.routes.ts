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

/** The photo's and the video's names in the API document. */
const slotNames = {
  photo: { name: 'Photo', what: 'profile photo' },
  video: { name: 'Video', what: 'video introduction' },
} as const;

/**
 * The candidate's photo, video introduction and compliance documents. Uploads are
 * multipart, parsed only in this scope, streamed to the file storage (never whole in memory).
 */
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
        schema: {
          operationId: `upload${slotNames[slot].name}`,
          summary: `Upload the ${slotNames[slot].what} (multipart, one file)`,
          errors: [400, 409, 413, 415, 429, 503],
          consumes: ['multipart/form-data'],
          response: { 200: candidateProfileResponseSchema },
        },
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
      {
        config,
        schema: {
          operationId: `remove${slotNames[slot].name}`,
          summary: `Delete the ${slotNames[slot].what}`,
          response: { 200: candidateProfileResponseSchema },
        },
      },
      async (request) => removeMedia(deps(request), userId(request), slot),
    );
  }

  routes.get(
    '/api/candidate/documents',
    {
      config,
      schema: {
        operationId: 'getDocuments',
        summary: "The candidate's compliance documents",
        response: { 200: documentListSchema },
      },
    },
    async (request) => listDocuments(deps(request), userId(request)),
  );

  routes.post(
    '/api/candidate/documents',
    {
      config,
      bodyLimit: 11 * megabyte,
      schema: {
        operationId: 'uploadDocument',
        summary: 'Upload a compliance document (multipart: its fields, then the file)',
        errors: [400, 409, 413, 415],
        consumes: ['multipart/form-data'],
        response: { 201: documentResponseSchema },
      },
    },
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
        operationId: 'updateDocument',
        summary: "Change a document's details (it goes back to pending)",
        errors: [404],
        params: itemParamsSchema,
        body: documentFieldsSchema,
        response: { 200: documentResponseSchema },
      },
    },
    async (request) => updateDocument(deps(request), userId(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/candidate/documents/:id',
    {
      config,
      schema: {
        operationId: 'deleteDocument',
        summary: 'Delete a document and its file',
        errors: [404],
        params: itemParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      await deleteDocument(deps(request), userId(request), request.params.id);
      return { deleted: true as const };
    },
  );
}
