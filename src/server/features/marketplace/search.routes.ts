import type { FastifyInstance } from 'fastify';
import {
  anonymisedCandidateSchema,
  candidateReferenceParamsSchema,
  hiddenOrganisationsResponseSchema,
  hideOrganisationSchema,
  odsCodeParamsSchema,
  organisationLookupQuerySchema,
  organisationLookupResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../../../shared/marketplace/search.schemas';
import { candidateArea, verifiedEmployer } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendStoredFile } from '../../storage/send-stored-file';
import { type BrowseLimits, enforceBrowseLimit } from './browse-limits';
import {
  anonymisedProfile,
  candidateVideoFile,
  hideFrom,
  listHidden,
  lookupOrganisations,
  type SearchDeps,
  searchCandidates,
  searcherOf,
  unhide,
} from './search.service';

export async function searchRoutes(
  app: FastifyInstance,
  options: { now?: () => Date; browseLimits: BrowseLimits },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): SearchDeps => ({ db: app.database.db, now: options.now ?? (() => new Date()) });
  const employer = { access: verifiedEmployer };
  const userId = (request: Parameters<typeof requireAuthContext>[0]) => requireAuthContext(request).user.id;
  const limit = (kind: 'search' | 'profile', request: Parameters<typeof requireAuthContext>[0]) =>
    enforceBrowseLimit(app.rateLimiter, options.browseLimits, kind, userId(request));

  routes.get(
    '/api/employer/search',
    { config: employer, schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request) => {
      await limit('search', request);
      return searchCandidates(deps(), searcherOf(requireAuthContext(request)), request.query);
    },
  );
  routes.get(
    '/api/employer/candidates/:reference',
    {
      config: employer,
      schema: { params: candidateReferenceParamsSchema, response: { 200: anonymisedCandidateSchema } },
    },
    async (request) => {
      await limit('profile', request);
      return anonymisedProfile(
        deps(),
        searcherOf(requireAuthContext(request)),
        request.params.reference,
        userId(request),
      );
    },
  );
  routes.get(
    '/api/employer/candidates/:reference/video',
    { config: employer, schema: { params: candidateReferenceParamsSchema } },
    async (request, reply) => {
      const file = await candidateVideoFile(
        deps(),
        searcherOf(requireAuthContext(request)),
        request.params.reference,
      );
      return sendStoredFile(app, request, reply, file);
    },
  );

  const candidate = { access: candidateArea };
  const hiddenResponse = { 200: hiddenOrganisationsResponseSchema };
  routes.get(
    '/api/candidate/hidden-organisations',
    { config: candidate, schema: { response: hiddenResponse } },
    async (request) => listHidden(deps(), userId(request)),
  );
  routes.post(
    '/api/candidate/hidden-organisations',
    { config: candidate, schema: { body: hideOrganisationSchema, response: hiddenResponse } },
    async (request) => hideFrom(deps(), userId(request), request.body.odsCode),
  );
  routes.delete(
    '/api/candidate/hidden-organisations/:odsCode',
    { config: candidate, schema: { params: odsCodeParamsSchema, response: hiddenResponse } },
    async (request) => unhide(deps(), userId(request), request.params.odsCode),
  );
  routes.get(
    '/api/candidate/organisation-lookup',
    {
      config: candidate,
      schema: {
        querystring: organisationLookupQuerySchema,
        response: { 200: organisationLookupResponseSchema },
      },
    },
    async (request) => lookupOrganisations(deps(), request.query.q),
  );
}
