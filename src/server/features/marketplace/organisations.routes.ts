import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  adminOrganisationSchema,
  adminOrganisationsQuerySchema,
  adminOrganisationsResponseSchema,
  inviteCreateSchema,
  inviteIdParamsSchema,
  myOrganisationResponseSchema,
  organisationChangeApprovalSchema,
  organisationChangeRejectionSchema,
  organisationDecisionSchema,
  organisationFormSchema,
  organisationIdParamsSchema,
} from '../../../shared/marketplace/organisation.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  approveOrganisationChange,
  rejectOrganisationChange,
  updateOrganisation,
} from './organisation-changes.service';
import {
  type Actor,
  acceptInvite,
  cancelInvite,
  decideOrganisation,
  inviteColleague,
  listOrganisationsForAdmin,
  type OrganisationDeps,
  readMyOrganisation,
  registerOrganisation,
  removeMember,
} from './organisations.service';

/** Any approved employer: registering, the limited dashboard and the team work before verification. */
export const employerAccess = approved(['employer']);

const acceptBodySchema = z.strictObject({
  token: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{20,100}$/,
      'This invitation is no longer valid. Ask your colleague to send a new one.',
    )
    .optional(),
});
/** better-auth's user ids: letters, digits, '-' and '_'. */
const memberParamsSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

function actorOf(request: FastifyRequest): Actor {
  const context = requireAuthContext(request);
  return {
    userId: context.user.id,
    email: context.user.email,
    name: context.profile?.fullName ?? context.user.name,
    emailVerified: context.user.emailVerified,
  };
}

export async function organisationsRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): OrganisationDeps => ({
    db: app.database.db,
    mail: app.mail,
    rateLimiter: app.rateLimiter,
    now: options.now ?? (() => new Date()),
  });
  const config = { access: employerAccess };
  const response = { 200: myOrganisationResponseSchema };

  routes.get(
    '/api/employer/organisation',
    {
      config,
      schema: {
        operationId: 'getMyOrganisation',
        summary: "The caller's organisation, its members and invitations",
        response,
      },
    },
    async (request) => readMyOrganisation(deps(), actorOf(request)),
  );
  routes.post(
    '/api/employer/organisation',
    {
      config,
      schema: {
        operationId: 'registerOrganisation',
        summary: 'Register an organisation (the caller becomes its owner)',
        errors: [409],
        body: organisationFormSchema,
        response: { 201: myOrganisationResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerOrganisation(deps(), actorOf(request), request.body)),
  );
  routes.put(
    '/api/employer/organisation',
    {
      config,
      schema: {
        operationId: 'updateOrganisation',
        summary: 'Edit the organisation (identity changes of a verified one wait for review)',
        errors: [404, 409],
        body: organisationFormSchema,
        response,
      },
    },
    async (request) => updateOrganisation(deps(), actorOf(request), request.body),
  );
  routes.post(
    '/api/employer/organisation/invites',
    {
      config,
      schema: {
        operationId: 'inviteColleague',
        summary: 'Invite a colleague by e-mail',
        errors: [409, 429],
        body: inviteCreateSchema,
        response,
      },
    },
    async (request) => inviteColleague(deps(), actorOf(request), request.body.email),
  );
  routes.delete(
    '/api/employer/organisation/invites/:id',
    {
      config,
      schema: {
        operationId: 'cancelInvite',
        summary: 'Cancel an open invitation',
        errors: [404, 409],
        params: inviteIdParamsSchema,
        response,
      },
    },
    async (request) => cancelInvite(deps(), actorOf(request), request.params.id),
  );
  routes.post(
    '/api/employer/organisation/invites/accept',
    {
      config,
      schema: {
        operationId: 'acceptInvite',
        summary: "Join the organisation that invited the caller's address",
        errors: [404, 409],
        body: acceptBodySchema,
        response,
      },
    },
    async (request) => acceptInvite(deps(), actorOf(request), request.body.token),
  );
  routes.delete(
    '/api/employer/organisation/members/:id',
    {
      config,
      schema: {
        operationId: 'removeMember',
        summary: 'Remove a member from the organisation',
        errors: [404, 409],
        params: memberParamsSchema,
        response,
      },
    },
    async (request) => removeMember(deps(), actorOf(request), request.params.id),
  );
}

export async function adminOrganisationsRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): OrganisationDeps => ({
    db: app.database.db,
    mail: app.mail,
    rateLimiter: app.rateLimiter,
    now: options.now ?? (() => new Date()),
  });
  const config = { access: approved(adminRoles) };
  const adminId = (request: FastifyRequest) => requireAuthContext(request).user.id;
  const response = { 200: adminOrganisationSchema };

  routes.get(
    '/api/admin/organisations',
    {
      config,
      schema: {
        operationId: 'getAdminOrganisations',
        summary: 'The verification queue, or organisations with a held change',
        querystring: adminOrganisationsQuerySchema,
        response: { 200: adminOrganisationsResponseSchema },
      },
    },
    async (request) => ({
      organisations: await listOrganisationsForAdmin(deps(), {
        status: request.query.status,
        heldChanges: request.query.changes === 'held',
      }),
    }),
  );
  routes.post(
    '/api/admin/organisations/:id/verify',
    {
      config,
      schema: {
        operationId: 'verifyOrganisation',
        summary: 'Verify an organisation',
        errors: [404, 409],
        params: organisationIdParamsSchema,
        response,
      },
    },
    async (request) => decideOrganisation(deps(), adminId(request), request.params.id, 'verified', null),
  );
  routes.post(
    '/api/admin/organisations/:id/reject',
    {
      config,
      schema: {
        operationId: 'rejectOrganisation',
        summary: 'Reject an organisation awaiting verification, with the reason',
        errors: [404, 409],
        params: organisationIdParamsSchema,
        body: organisationDecisionSchema,
        response,
      },
    },
    async (request) =>
      decideOrganisation(deps(), adminId(request), request.params.id, 'rejected', request.body.reason),
  );
  routes.post(
    '/api/admin/organisations/:id/revoke',
    {
      config,
      schema: {
        operationId: 'revokeOrganisation',
        summary: "Revoke an organisation's verification, with the reason",
        errors: [404, 409],
        params: organisationIdParamsSchema,
        body: organisationDecisionSchema,
        response,
      },
    },
    async (request) =>
      decideOrganisation(deps(), adminId(request), request.params.id, 'revoked', request.body.reason),
  );
  // A verified organisation's held change of identity (docs/product/organisations.md).
  routes.post(
    '/api/admin/organisations/:id/changes/approve',
    {
      config,
      schema: {
        operationId: 'approveOrganisationChange',
        summary: "Apply a verified organisation's held change of identity",
        errors: [404, 409],
        params: organisationIdParamsSchema,
        body: organisationChangeApprovalSchema,
        response,
      },
    },
    async (request) =>
      approveOrganisationChange(deps(), adminId(request), request.params.id, request.body.requestedAt),
  );
  routes.post(
    '/api/admin/organisations/:id/changes/reject',
    {
      config,
      schema: {
        operationId: 'rejectOrganisationChange',
        summary: "Refuse a verified organisation's held change of identity, with the reason",
        errors: [404, 409],
        params: organisationIdParamsSchema,
        body: organisationChangeRejectionSchema,
        response,
      },
    },
    async (request) =>
      rejectOrganisationChange(
        deps(),
        adminId(request),
        request.params.id,
        request.body.requestedAt,
        request.body.reason,
      ),
  );
}
