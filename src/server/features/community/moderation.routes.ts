import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  moderationQueueSchema,
  moderationResultSchema,
  moderationSchema,
  pinResultSchema,
  pinSchema,
} from '../../../shared/community/community.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { invalidateOnWrite } from './community-cache.plugin';
import { type ModerationDeps, moderate, moderationQueue, setPinned } from './moderation.service';

const idParams = z.object({ id: z.uuid() });
const queueQuery = z.object({ view: z.enum(['open', 'hidden']).default('open') });

/** /api/admin/community: the moderation queue, hide/restore with a reason, pin (admin roles + TOTP). */
export async function moderationRoutes(app: FastifyInstance, options: { now?: () => Date }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: approved(adminRoles) };
  const deps = (): ModerationDeps => ({ db: app.database.db, now: options.now ?? (() => new Date()) });
  invalidateOnWrite(app);

  routes.get(
    '/api/admin/community/reports',
    {
      config,
      schema: {
        operationId: 'getModerationQueue',
        summary: 'Reported or hidden posts and comments',
        querystring: queueQuery,
        response: { 200: moderationQueueSchema },
      },
    },
    async (request) => ({ items: await moderationQueue(deps(), request.query.view) }),
  );

  for (const kind of ['post', 'comment'] as const) {
    routes.post(
      `/api/admin/community/${kind}s/:id/moderation`,
      {
        config,
        schema: {
          operationId: kind === 'post' ? 'moderatePost' : 'moderateComment',
          summary: `Hide or restore a ${kind}, with the reason`,
          errors: [404],
          params: idParams,
          body: moderationSchema,
          response: { 200: moderationResultSchema },
        },
      },
      async (request) => {
        const moderatorId = requireAuthContext(request).user.id;
        const status = await moderate(deps(), moderatorId, { kind, id: request.params.id }, request.body);
        return { status };
      },
    );
  }

  routes.put(
    '/api/admin/community/posts/:id/pin',
    {
      config,
      schema: {
        operationId: 'pinPost',
        summary: 'Pin or unpin a post',
        errors: [404],
        params: idParams,
        body: pinSchema,
        response: { 200: pinResultSchema },
      },
    },
    async (request) => {
      const moderatorId = requireAuthContext(request).user.id;
      return { isPinned: await setPinned(deps(), moderatorId, request.params.id, request.body.pinned) };
    },
  );
}
