import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  adminMoveSchema,
  adminOpportunitiesQuerySchema,
  adminOpportunitiesResponseSchema,
  adminOpportunitySchema,
  candidateOpportunitiesResponseSchema,
  consentReceiptsResponseSchema,
  declineSchema,
  employerOpportunitiesResponseSchema,
  employerOpportunitySchema,
  feeAdjustmentSchema,
  financialYearPattern,
  moveSchema,
  opportunityFormSchema,
  opportunityIdParamsSchema,
  reimbursementRatesResponseSchema,
  reimbursementRateUpdateSchema,
} from '../../../shared/marketplace/opportunity.schemas';
import { approved, candidateArea, verifiedEmployer } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendStoredFile } from '../../storage/send-stored-file';
import {
  adjustFee,
  adminMove,
  adminOpportunities,
  reimbursementRates,
  setReimbursementRate,
} from './opportunities.admin.service';
import {
  approveOpportunity,
  candidateOpportunities,
  consentReceipts,
  consentReceiptText,
  declineOpportunity,
  withdrawApproval,
} from './opportunities.candidate.service';
import type { OpportunityDeps } from './opportunities.core';
import {
  employerMove,
  employerOpportunities,
  employerOpportunity,
  revealedFile,
  sendOpportunity,
} from './opportunities.employer.service';
import { searcherOf } from './search.service';

const fileParamsSchema = z.strictObject({ id: z.uuid(), kind: z.enum(['photo', 'cv', 'video']) });
const ratesQuerySchema = z.strictObject({ financialYear: z.string().regex(financialYearPattern).optional() });

export async function opportunitiesRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): OpportunityDeps => ({
    db: app.database.db,
    mail: app.mail,
    now: options.now ?? (() => new Date()),
  });
  const userId = (request: FastifyRequest) => requireAuthContext(request).user.id;
  const searcher = (request: FastifyRequest) => searcherOf(requireAuthContext(request));

  const employer = { access: verifiedEmployer };
  routes.post(
    '/api/employer/opportunities',
    {
      config: employer,
      schema: {
        operationId: 'sendOpportunity',
        summary: 'Send a candidate an opportunity',
        errors: [404, 409],
        body: opportunityFormSchema,
        response: { 201: employerOpportunitySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendOpportunity(deps(), await searcher(request), userId(request), request.body)),
  );
  routes.get(
    '/api/employer/opportunities',
    {
      config: employer,
      schema: {
        operationId: 'getEmployerOpportunities',
        summary: "The organisation's opportunities and their pipeline",
        response: { 200: employerOpportunitiesResponseSchema },
      },
    },
    async (request) => employerOpportunities(deps(), await searcher(request)),
  );
  routes.get(
    '/api/employer/opportunities/:id',
    {
      config: employer,
      schema: {
        operationId: 'getEmployerOpportunity',
        summary: "One of the organisation's opportunities, with what the approval reveals",
        errors: [404],
        params: opportunityIdParamsSchema,
        response: { 200: employerOpportunitySchema },
      },
    },
    async (request) => employerOpportunity(deps(), await searcher(request), request.params.id),
  );
  routes.post(
    '/api/employer/opportunities/:id/status',
    {
      config: employer,
      schema: {
        operationId: 'moveEmployerOpportunity',
        summary: 'Move an opportunity along the pipeline (interviewing, closed)',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        body: moveSchema,
        response: { 200: employerOpportunitySchema },
      },
    },
    async (request) =>
      employerMove(
        deps(),
        await searcher(request),
        userId(request),
        request.params.id,
        request.body.status,
        request.body.note || null,
        request.body.noteAudience,
      ),
  );
  routes.get(
    '/api/employer/opportunities/:id/files/:kind',
    {
      config: employer,
      schema: {
        operationId: 'getRevealedFile',
        summary: "The approving candidate's photo, CV or video",
        errors: [404],
        // Each file is sent as the type it was stored with.
        produces: ['*/*'],
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await revealedFile(
        deps(),
        await searcher(request),
        request.params.id,
        request.params.kind,
      );
      return sendStoredFile(app, request, reply, file, { download: request.params.kind === 'cv' });
    },
  );
  routes.get(
    '/api/employer/reimbursement-rates',
    {
      config: employer,
      schema: {
        operationId: 'getEmployerReimbursementRates',
        summary: 'ARRS maximum reimbursable amounts of the current financial year',
        response: { 200: reimbursementRatesResponseSchema },
      },
    },
    async () => reimbursementRates(deps()),
  );

  // Candidates. Answering needs recruitment consent; seeing, withdrawing and keeping what they approved
  // never does (withdrawing that consent withdraws every approval, and the record stays theirs).
  const candidate = { access: candidateArea };
  const ownApprovals = { access: approved(['candidate']) };
  const inbox = { 200: candidateOpportunitiesResponseSchema };
  routes.get(
    '/api/candidate/opportunities',
    {
      config: ownApprovals,
      schema: {
        operationId: 'getCandidateOpportunities',
        summary: "The candidate's opportunities inbox",
        response: inbox,
      },
    },
    async (request) => candidateOpportunities(deps(), userId(request)),
  );
  routes.post(
    '/api/candidate/opportunities/:id/approve',
    {
      config: candidate,
      schema: {
        operationId: 'approveOpportunity',
        summary: 'Approve an opportunity: the organisation sees the candidate',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        response: inbox,
      },
    },
    async (request) => approveOpportunity(deps(), userId(request), request.params.id),
  );
  routes.post(
    '/api/candidate/opportunities/:id/decline',
    {
      config: candidate,
      schema: {
        operationId: 'declineOpportunity',
        summary: 'Decline an opportunity',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        body: declineSchema,
        response: inbox,
      },
    },
    async (request) => declineOpportunity(deps(), userId(request), request.params.id, request.body.reason),
  );
  routes.post(
    '/api/candidate/opportunities/:id/withdraw',
    {
      config: ownApprovals,
      schema: {
        operationId: 'withdrawApproval',
        summary: 'Withdraw an approval: the organisation no longer sees the candidate',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        response: inbox,
      },
    },
    async (request) => withdrawApproval(deps(), userId(request), request.params.id),
  );
  routes.get(
    '/api/candidate/consent-receipts',
    {
      config: ownApprovals,
      schema: {
        operationId: 'getConsentReceipts',
        summary: "The candidate's consent receipts",
        response: { 200: consentReceiptsResponseSchema },
      },
    },
    async (request) => consentReceipts(deps(), userId(request)),
  );
  routes.get(
    '/api/candidate/consent-receipts/:id',
    {
      config: ownApprovals,
      schema: {
        operationId: 'downloadConsentReceipt',
        summary: 'A consent receipt as a text file',
        errors: [404],
        produces: ['text/plain'],
        params: opportunityIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, text } = await consentReceiptText(deps(), userId(request), request.params.id);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(text);
    },
  );

  const admin = { access: approved(adminRoles) };
  routes.get(
    '/api/admin/opportunities',
    {
      config: admin,
      schema: {
        operationId: 'getAdminOpportunities',
        summary: 'Every opportunity, by status',
        querystring: adminOpportunitiesQuerySchema,
        response: { 200: adminOpportunitiesResponseSchema },
      },
    },
    async (request) => adminOpportunities(deps(), request.query.status),
  );
  routes.post(
    '/api/admin/opportunities/:id/status',
    {
      config: admin,
      schema: {
        operationId: 'moveAdminOpportunity',
        summary: 'Move an opportunity along the pipeline (introduced, placed…)',
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        body: adminMoveSchema,
        response: { 200: adminOpportunitySchema },
      },
    },
    async (request) => adminMove(deps(), userId(request), request.params.id, request.body),
  );
  routes.post(
    '/api/admin/opportunities/:id/fee',
    {
      config: admin,
      schema: {
        operationId: 'adjustOpportunityFee',
        summary: "Adjust a placement's recorded fee, with a note",
        errors: [404, 409],
        params: opportunityIdParamsSchema,
        body: feeAdjustmentSchema,
        response: { 200: adminOpportunitySchema },
      },
    },
    async (request) =>
      adjustFee(deps(), userId(request), request.params.id, request.body.feePence, request.body.note),
  );
  routes.get(
    '/api/admin/reimbursement-rates',
    {
      config: admin,
      schema: {
        operationId: 'getReimbursementRates',
        summary: 'ARRS reimbursement rates of a financial year',
        querystring: ratesQuerySchema,
        response: { 200: reimbursementRatesResponseSchema },
      },
    },
    async (request) => reimbursementRates(deps(), request.query.financialYear),
  );
  routes.put(
    '/api/admin/reimbursement-rates',
    {
      config: admin,
      schema: {
        operationId: 'setReimbursementRate',
        summary: "Set a role's ARRS reimbursement rate for a financial year",
        body: reimbursementRateUpdateSchema,
        response: { 200: reimbursementRatesResponseSchema },
      },
    },
    async (request) => setReimbursementRate(deps(), userId(request), request.body),
  );
}
