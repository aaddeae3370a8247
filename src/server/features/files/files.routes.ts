import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAdminRole } from '../../../shared/accounts/roles';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import { notFoundError } from '../../http/app-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { createFilesRepository } from '../../storage/files.repository';
import { sendStoredFile } from '../../storage/send-stored-file';

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
    { config: { access: approved() }, schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const context = requireAuthContext(request);
      const file = await createFilesRepository({ db: app.database.db }).findById(request.params.id);
      const allowed = file && (file.userId === context.user.id || isAdminRole(context.profile?.role));
      if (!file || !allowed) throw notFoundError('File not found');

      return sendStoredFile(app, request, reply, file, { download: request.query.download === '1' });
    },
  );
}
