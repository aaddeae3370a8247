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
    {
      config: employer,
      schema: {
        operationId: 'searchCandidates',
        summary: 'Search anonymised candidate profiles',
        errors: [429],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      await limit('search', request);
      return searchCandidates(deps(), searcherOf(requireAuthContext(request)), request.query);
    },
  );
  routes.get(
    '/api/employer/candidates/:reference',
    {
      config: employer,
      schema: {
        operationId: 'getAnonymisedProfile',
        summary: "A candidate's anonymised profile, by the organisation's reference",
        errors: [404, 429],
        params: candidateReferenceParamsSchema,
        response: { 200: anonymisedCandidateSchema },
      },
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
    {
      config: employer,
      schema: {
        operationId: 'getCandidateVideo',
        summary: "A candidate's video introduction, when they show it to employers",
        errors: [404],
        produces: ['video/mp4', 'video/webm'],
        params: candidateReferenceParamsSchema,
      },
    },
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
    {
      config: candidate,
      schema: {
        operationId: 'getHiddenOrganisations',
        summary: 'The organisations the candidate hides from',
        response: hiddenResponse,
      },
    },
    async (request) => listHidden(deps(), userId(request)),
  );
  routes.post(
    '/api/candidate/hidden-organisations',
    {
      config: candidate,
      schema: {
        operationId: 'hideOrganisation',
        summary: 'Hide the profile from an organisation (by ODS code)',
        errors: [409],
        body: hideOrganisationSchema,
        response: hiddenResponse,
      },
    },
    async (request) => hideFrom(deps(), userId(request), request.body.odsCode),
  );
  routes.delete(
    '/api/candidate/hidden-organisations/:odsCode',
    {
      config: candidate,
      schema: {
        operationId: 'unhideOrganisation',
        summary: 'Stop hiding the profile from an organisation',
        errors: [404],
        params: odsCodeParamsSchema,
        response: hiddenResponse,
      },
    },
    async (request) => unhide(deps(), userId(request), request.params.odsCode),
  );
  routes.get(
    '/api/candidate/organisation-lookup',
    {
      config: candidate,
      schema: {
        operationId: 'lookupOrganisations',
        summary: 'Find organisations by name or ODS code (to hide from)',
        querystring: organisationLookupQuerySchema,
        response: { 200: organisationLookupResponseSchema },
      },
    },
    async (request) => lookupOrganisations(deps(), request.query.q),
  );
}
