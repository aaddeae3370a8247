import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendStoredFile } from '../../storage/send-stored-file';
import { readableFile } from './files.service';

const paramsSchema = z.strictObject({ id: z.uuid() });
const querySchema = z.strictObject({ download: z.enum(['1']).optional() });

/**
 * To its owner and admins only; anyone else gets the 404 of a missing file. A fixed type, nosniff and
 * a CSP that lets nothing run.
 */
export async function filesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/files/:id',
    {
      config: { access: approved() },
      schema: {
        operationId: 'getFile',
        summary: 'An uploaded file, to its owner and to admins',
        errors: [404],
        // Each file is sent as the type it was stored with (a photo, a video, a PDF…).
        produces: ['*/*'],
        params: paramsSchema,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const file = await readableFile(
        { db: app.database.db },
        requireAuthContext(request),
        request.params.id,
      );
      return sendStoredFile(app, request, reply, file, { download: request.query.download === '1' });
    },
  );
}
