import type { FastifyInstance } from 'fastify';
import { vacancySuggestionsResponseSchema } from '../../../shared/marketplace/suggestion.schemas';
import { vacancyIdParamsSchema } from '../../../shared/marketplace/vacancy.schemas';
import { verifiedEmployer } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { type BrowseLimits, enforceBrowseLimit } from './browse-limits';
import { searcherOf } from './search.service';
import { suggestedProfessionals } from './suggestions.service';

/** /api/employer/vacancies/:id/suggestions: anonymised professionals matching a vacancy (docs/api/matching.md). */
export async function suggestionsRoutes(app: FastifyInstance, options: { browseLimits: BrowseLimits }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/employer/vacancies/:id/suggestions',
    {
      config: { access: verifiedEmployer },
      schema: {
        operationId: 'getVacancySuggestions',
        summary: "Anonymised professionals who match one of the organisation's vacancies, with the reasons",
        errors: [404, 409, 429],
        params: vacancyIdParamsSchema,
        response: { 200: vacancySuggestionsResponseSchema },
      },
    },
    async (request) => {
      const context = requireAuthContext(request);
      // A list of profiles, as a search is: the same limits keep either from being scraped.
      await enforceBrowseLimit(app.rateLimiter, options.browseLimits, 'search', context.user.id);
      return suggestedProfessionals({ db: app.database.db }, searcherOf(context), request.params.id);
    },
  );
}
