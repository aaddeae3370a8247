import type { FastifyInstance } from 'fastify';
import {
  candidateProfileResponseSchema,
  itemParamsSchema,
  listItemSchemas,
  type ProfileList,
  profileLists,
  profilePatchSchema,
  registrationSchema,
  reorderSchema,
  searchVisibilitySchema,
  tierChangeSchema,
} from '../../../shared/candidates/profile.schemas';
import { candidateArea } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  addItem,
  backfillLocations,
  type CandidateDeps,
  changeTier,
  type ItemInput,
  readProfile,
  register,
  removeItem,
  reorderItems,
  setSearchVisibility,
  updateItem,
  updateProfile,
} from './candidates.service';

/** Every candidate route needs an approved candidate with recruitment consent. */
export const candidateAccess = candidateArea;

/** How each profile list's operations are named in the API document (one per list and action). */
const listNames: Record<ProfileList, { item: string; items: string; one: string }> = {
  skills: { item: 'Skill', items: 'Skills', one: 'a skill' },
  experience: { item: 'Experience', items: 'Experience', one: 'an experience entry' },
  qualifications: { item: 'Qualification', items: 'Qualifications', one: 'a qualification' },
};

/** /api/candidate: the candidate's own profile, registration step, tier and child lists. */
export async function candidatesRoutes(
  app: FastifyInstance,
  options: { now?: () => Date; onProfileSaved?: CandidateDeps['onProfileSaved'] } = {},
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): CandidateDeps => ({
    db: app.database.db,
    now: options.now ?? (() => new Date()),
    ...(options.onProfileSaved ? { onProfileSaved: options.onProfileSaved } : {}),
  });
  const config = { access: candidateAccess };
  const response = { 200: candidateProfileResponseSchema };
  const userId = (request: Parameters<typeof requireAuthContext>[0]) => requireAuthContext(request).user.id;

  app.addHook('onReady', async () => {
    await backfillLocations({ db: app.database.db });
  });

  routes.get(
    '/api/candidate/profile',
    {
      config,
      schema: { operationId: 'getCandidateProfile', summary: "The candidate's own profile", response },
    },
    async (request) => readProfile(deps(), userId(request)),
  );

  routes.patch(
    '/api/candidate/profile',
    {
      config,
      schema: {
        operationId: 'updateCandidateProfile',
        summary: "Change fields of the candidate's profile",
        errors: [409],
        body: profilePatchSchema,
        response,
      },
    },
    async (request) => updateProfile(deps(), userId(request), request.body),
  );

  routes.put(
    '/api/candidate/registration',
    {
      config,
      schema: {
        operationId: 'registerCandidate',
        summary: "Complete (or repeat) the candidate's registration step",
        body: registrationSchema,
        response,
      },
    },
    async (request) => register(deps(), userId(request), request.body),
  );

  routes.put(
    '/api/candidate/tier',
    {
      config,
      schema: {
        operationId: 'changeCandidateTier',
        summary: "Change the candidate's profile tier",
        body: tierChangeSchema,
        response,
      },
    },
    async (request) => changeTier(deps(), userId(request), request.body.profileTier),
  );

  routes.put(
    '/api/candidate/search-visibility',
    {
      config,
      schema: {
        operationId: 'setSearchVisibility',
        summary: "Show or hide the profile in employers' search",
        errors: [409],
        body: searchVisibilitySchema,
        response,
      },
    },
    async (request) => setSearchVisibility(deps(), userId(request), request.body),
  );

  for (const list of profileLists) registerListRoutes(list);

  function registerListRoutes<L extends ProfileList>(list: L) {
    const body = listItemSchemas[list];
    const { item, items, one } = listNames[list];
    routes.post(
      `/api/candidate/${list}`,
      {
        config,
        schema: {
          operationId: `add${item}`,
          summary: `Add ${one} to the profile`,
          errors: [409],
          body,
          response: { 201: candidateProfileResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addItem(deps(), userId(request), list, request.body as ItemInput<L>)),
    );
    routes.put(
      `/api/candidate/${list}/:id`,
      {
        config,
        schema: {
          operationId: `update${item}`,
          summary: `Change ${one} of the profile`,
          errors: [404],
          params: itemParamsSchema,
          body,
          response,
        },
      },
      async (request) =>
        updateItem(deps(), userId(request), list, request.params.id, request.body as ItemInput<L>),
    );
    routes.delete(
      `/api/candidate/${list}/:id`,
      {
        config,
        schema: {
          operationId: `remove${item}`,
          summary: `Remove ${one} from the profile`,
          errors: [404],
          params: itemParamsSchema,
          response,
        },
      },
      async (request) => removeItem(deps(), userId(request), list, request.params.id),
    );
    routes.put(
      `/api/candidate/${list}-order`,
      {
        config,
        schema: {
          operationId: `reorder${items}`,
          summary: `Put the profile's ${list} in a new order`,
          errors: [409],
          body: reorderSchema,
          response,
        },
      },
      async (request) => reorderItems(deps(), userId(request), list, request.body.ids),
    );
  }
}
