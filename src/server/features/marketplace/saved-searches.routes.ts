import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createSavedSearchSchema,
  savedSearchesResponseSchema,
  savedSearchIdParamsSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '../../../shared/marketplace/saved-search.schemas';
import { verifiedEmployer } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import { noContentSchema, type ZodTypeProvider } from '../../http/zod-type-provider';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  type SavedSearchDeps,
  type SavedSearchOwner,
  updateSavedSearch,
} from './saved-searches.service';
import { searcherOf } from './search.service';

/** /api/employer/saved-searches: a member's own saved searches (docs/api/matching.md). */
export async function savedSearchesRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): SavedSearchDeps => ({ db: app.database.db, now: options.now ?? (() => new Date()) });
  const owner = (request: FastifyRequest): SavedSearchOwner => {
    const context = requireAuthContext(request);
    return { searcher: searcherOf(context), userId: context.user.id };
  };
  const employer = { access: verifiedEmployer };

  routes.get(
    '/api/employer/saved-searches',
    {
      config: employer,
      schema: {
        operationId: 'getSavedSearches',
        summary: 'Your saved searches, and how many more your organisation may save',
        response: { 200: savedSearchesResponseSchema },
      },
    },
    async (request) => listSavedSearches(deps(), owner(request)),
  );
  routes.post(
    '/api/employer/saved-searches',
    {
      config: employer,
      schema: {
        operationId: 'createSavedSearch',
        summary: 'Save the search filters under a name, with or without an alert',
        errors: [409],
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedSearch(deps(), owner(request), request.body)),
  );
  routes.patch(
    '/api/employer/saved-searches/:id',
    {
      config: employer,
      schema: {
        operationId: 'updateSavedSearch',
        summary: 'Rename a saved search or turn its alert on or off',
        errors: [404],
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema },
      },
    },
    async (request) => updateSavedSearch(deps(), owner(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/employer/saved-searches/:id',
    {
      config: employer,
      schema: {
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search (its alerts stop)',
        errors: [404],
        params: savedSearchIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(deps(), owner(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
