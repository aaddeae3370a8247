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

export async function candidatesRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): CandidateDeps => ({ db: app.database.db, now: options.now ?? (() => new Date()) });
  const config = { access: candidateAccess };
  const response = { 200: candidateProfileResponseSchema };
  const userId = (request: Parameters<typeof requireAuthContext>[0]) => requireAuthContext(request).user.id;

  app.addHook('onReady', async () => {
    await backfillLocations({ db: app.database.db });
  });

  routes.get('/api/candidate/profile', { config, schema: { response } }, async (request) =>
    readProfile(deps(), userId(request)),
  );

  routes.patch(
    '/api/candidate/profile',
    { config, schema: { body: profilePatchSchema, response } },
    async (request) => updateProfile(deps(), userId(request), request.body),
  );

  routes.put(
    '/api/candidate/registration',
    { config, schema: { body: registrationSchema, response } },
    async (request) => register(deps(), userId(request), request.body),
  );

  routes.put(
    '/api/candidate/tier',
    { config, schema: { body: tierChangeSchema, response } },
    async (request) => changeTier(deps(), userId(request), request.body.profileTier),
  );

  routes.put(
    '/api/candidate/search-visibility',
    { config, schema: { body: searchVisibilitySchema, response } },
    async (request) => setSearchVisibility(deps(), userId(request), request.body),
  );

  for (const list of profileLists) registerListRoutes(list);

  function registerListRoutes<L extends ProfileList>(list: L) {
    const body = listItemSchemas[list];
    routes.post(
      `/api/candidate/${list}`,
      { config, schema: { body, response: { 201: candidateProfileResponseSchema } } },
      async (request, reply) =>
        reply.status(201).send(await addItem(deps(), userId(request), list, request.body as ItemInput<L>)),
    );
    routes.put(
      `/api/candidate/${list}/:id`,
      { config, schema: { params: itemParamsSchema, body, response } },
      async (request) =>
        updateItem(deps(), userId(request), list, request.params.id, request.body as ItemInput<L>),
    );
    routes.delete(
      `/api/candidate/${list}/:id`,
      { config, schema: { params: itemParamsSchema, response } },
      async (request) => removeItem(deps(), userId(request), list, request.params.id),
    );
    routes.put(
      `/api/candidate/${list}-order`,
      { config, schema: { body: reorderSchema, response } },
      async (request) => reorderItems(deps(), userId(request), list, request.body.ids),
    );
  }
}
