import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createVacancySchema,
  employerVacanciesResponseSchema,
  employerVacancySchema,
  vacancyFormSchema,
  vacancyIdParamsSchema,
  vacancyMoveSchema,
} from '../../../shared/marketplace/vacancy.schemas';
import { verifiedEmployer } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { searcherOf } from './search.service';
import {
  createVacancy,
  duplicateVacancy,
  editVacancy,
  moveVacancy,
  organisationVacancies,
  organisationVacancy,
  type VacancyDeps,
} from './vacancies.service';

/** /api/employer/vacancies: a verified organisation's job adverts (docs/api/jobs.md). */
export async function vacanciesRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): VacancyDeps => ({
    db: app.database.db,
    mail: app.mail,
    now: options.now ?? (() => new Date()),
  });
  const userId = (request: FastifyRequest) => requireAuthContext(request).user.id;
  const searcher = (request: FastifyRequest) => searcherOf(requireAuthContext(request));
  const employer = { access: verifiedEmployer };

  routes.post(
    '/api/employer/vacancies',
    {
      config: employer,
      schema: {
        operationId: 'createVacancy',
        summary: 'Create a vacancy, as a draft or open at once',
        body: createVacancySchema,
        response: { 201: employerVacancySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVacancy(deps(), searcher(request), userId(request), request.body)),
  );
  routes.get(
    '/api/employer/vacancies',
    {
      config: employer,
      schema: {
        operationId: 'getEmployerVacancies',
        summary: "The organisation's vacancies, with applicant counts by stage",
        response: { 200: employerVacanciesResponseSchema },
      },
    },
    async (request) => organisationVacancies(deps(), searcher(request)),
  );
  routes.get(
    '/api/employer/vacancies/:id',
    {
      config: employer,
      schema: {
        operationId: 'getEmployerVacancy',
        summary: "One of the organisation's vacancies, with its timeline",
        errors: [404],
        params: vacancyIdParamsSchema,
        response: { 200: employerVacancySchema },
      },
    },
    async (request) => organisationVacancy(deps(), searcher(request), request.params.id),
  );
  routes.put(
    '/api/employer/vacancies/:id',
    {
      config: employer,
      schema: {
        operationId: 'editVacancy',
        summary: 'Edit a draft, open or paused vacancy',
        errors: [404, 409],
        params: vacancyIdParamsSchema,
        body: vacancyFormSchema,
        response: { 200: employerVacancySchema },
      },
    },
    async (request) =>
      editVacancy(deps(), searcher(request), userId(request), request.params.id, request.body),
  );
  routes.post(
    '/api/employer/vacancies/:id/status',
    {
      config: employer,
      schema: {
        operationId: 'moveVacancy',
        summary: 'Open, pause, close (filled or withdrawn) or reopen a paused vacancy',
        errors: [404, 409],
        params: vacancyIdParamsSchema,
        body: vacancyMoveSchema,
        response: { 200: employerVacancySchema },
      },
    },
    async (request) =>
      moveVacancy(deps(), searcher(request), userId(request), request.params.id, request.body),
  );
  routes.post(
    '/api/employer/vacancies/:id/duplicate',
    {
      config: employer,
      schema: {
        operationId: 'duplicateVacancy',
        summary: 'Copy a vacancy as a new draft',
        errors: [404],
        params: vacancyIdParamsSchema,
        response: { 201: employerVacancySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await duplicateVacancy(deps(), searcher(request), userId(request), request.params.id)),
  );
}
