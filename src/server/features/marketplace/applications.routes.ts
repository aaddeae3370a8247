import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applicantsResponseSchema,
  applyPreviewSchema,
  applySchema,
  candidateApplicationSchema,
  candidateApplicationsResponseSchema,
  declineApplicationSchema,
  shortlistSchema,
} from '../../../shared/marketplace/application.schemas';
import {
  employerOpportunitySchema,
  opportunityIdParamsSchema,
} from '../../../shared/marketplace/opportunity.schemas';
import { vacancyIdParamsSchema } from '../../../shared/marketplace/vacancy.schemas';
import { approved, candidateArea, verifiedEmployer } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  type ApplicationDeps,
  apply,
  applyPreview,
  candidateApplications,
} from './applications.candidate.service';
import {
  declineApplication,
  requestIntroduction,
  shortlistApplication,
  vacancyApplicants,
} from './applications.employer.service';
import { searcherOf } from './search.service';

/**
 * Applications (docs/api/jobs.md#applications): candidates apply to open vacancies, and the vacancy's
 * organisation reviews its applicants. Withdrawing one is withdrawing the approval
 * (POST /api/candidate/opportunities/:id/withdraw), so access rules and receipts stay one.
 */
export async function applicationsRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): ApplicationDeps => ({
    db: app.database.db,
    mail: app.mail,
    now: options.now ?? (() => new Date()),
    rateLimiter: app.rateLimiter,
  });
  const userId = (request: FastifyRequest) => requireAuthContext(request).user.id;
  const searcher = (request: FastifyRequest) => searcherOf(requireAuthContext(request));

  routes.get(
    '/api/candidate/jobs/:id',
    {
      config: { access: candidateArea },
      schema: {
        operationId: 'getApplyPreview',
        summary: 'An open job as the candidate is about to apply: what applying shares',
        errors: [404, 410],
        params: vacancyIdParamsSchema,
        response: { 200: applyPreviewSchema },
      },
    },
    async (request) => applyPreview(deps(), userId(request), request.params.id),
  );
  // Recruitment consent is checked by the service, whose refusal says how to give it.
  const candidate = { access: approved(['candidate']) };
  routes.post(
    '/api/candidate/applications',
    {
      config: candidate,
      schema: {
        operationId: 'applyToVacancy',
        summary: 'Apply to an open vacancy: the organisation sees what applying shares',
        errors: [403, 404, 409, 410, 429],
        body: applySchema,
        response: { 201: candidateApplicationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await apply(deps(), userId(request), request.body)),
  );
  routes.get(
    '/api/candidate/applications',
    {
      config: candidate,
      schema: {
        operationId: 'getCandidateApplications',
        summary: "The candidate's applications, with their stage and timeline",
        response: { 200: candidateApplicationsResponseSchema },
      },
    },
    async (request) => candidateApplications(deps(), userId(request)),
  );

  const employer = { access: verifiedEmployer };
  routes.get(
    '/api/employer/vacancies/:id/applicants',
    {
      config: employer,
      schema: {
        operationId: 'getVacancyApplicants',
        summary: "A vacancy's applicants, each with what applying shared",
        errors: [404],
        params: vacancyIdParamsSchema,
        response: { 200: applicantsResponseSchema },
      },
    },
    async (request) => vacancyApplicants(deps(), searcher(request), request.params.id),
  );
  routes.post(
    '/api/employer/applications/:id/shortlist',
    {
      config: employer,
      schema: {
        operationId: 'shortlistApplication',
        summary: 'Mark an application as shortlisted, or take the mark off',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        body: shortlistSchema,
        response: { 200: employerOpportunitySchema },
      },
    },
    async (request) =>
      shortlistApplication(deps(), searcher(request), request.params.id, request.body.shortlisted),
  );
  routes.post(
    '/api/employer/applications/:id/introduction',
    {
      config: employer,
      schema: {
        operationId: 'requestApplicantIntroduction',
        summary: 'Ask our team to introduce the applicant',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        response: { 200: employerOpportunitySchema },
      },
    },
    async (request) => requestIntroduction(deps(), searcher(request), userId(request), request.params.id),
  );
  routes.post(
    '/api/employer/applications/:id/decline',
    {
      config: employer,
      schema: {
        operationId: 'declineApplication',
        summary: 'Decline an application, with a reason the professional does not see',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        body: declineApplicationSchema,
        response: { 200: employerOpportunitySchema },
      },
    },
    async (request) =>
      declineApplication(deps(), searcher(request), userId(request), request.params.id, request.body.reason),
  );
}
