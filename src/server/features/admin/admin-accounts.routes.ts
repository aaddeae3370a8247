import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminAccountIdParamsSchema,
  adminAccountSchema,
  adminAccountsQuerySchema,
  adminAccountsResponseSchema,
  changeRoleSchema,
  changeTierSchema,
  rejectAccountResponseSchema,
  signOutEverywhereResponseSchema,
} from '../../../shared/accounts/admin.schemas';
import { adminRoles } from '../../../shared/accounts/roles';
import { adminAccountAuditQuerySchema, adminAuditResponseSchema } from '../../../shared/admin/audit.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { Config } from '../../config';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { AccountParty } from './admin-accounts.policy';
import {
  approveAccount,
  changeAccountRole,
  changeAccountTier,
  listAccounts,
  rejectAccount,
  signAccountOutEverywhere,
  suspendAccount,
  unsuspendAccount,
} from './admin-accounts.service';
import { listAccountAuditEvents } from './admin-audit.service';

/** The access check has already required an approved admin role with TOTP. */
export function actorOf(request: FastifyRequest): AccountParty {
  const context = requireAuthContext(request);
  if (!context.profile) throw new Error('admin route reached without a profile');
  return { id: context.user.id, role: context.profile.role };
}

export async function adminAccountsRoutes(
  app: FastifyInstance,
  options: { config: Config; now?: () => Date },
) {
  const deps = {
    db: app.database.db,
    mail: app.mail,
    config: options.config,
    now: options.now ?? (() => new Date()),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: approved(adminRoles) };
  const byId = { params: adminAccountIdParamsSchema, response: { 200: adminAccountSchema } };

  routes.get(
    '/api/admin/accounts',
    {
      config,
      schema: {
        operationId: 'getAccounts',
        summary: 'List accounts by status, or find them by name or e-mail',
        querystring: adminAccountsQuerySchema,
        response: { 200: adminAccountsResponseSchema },
      },
    },
    async (request) => ({ accounts: await listAccounts(deps, request.query) }),
  );

  routes.post(
    '/api/admin/accounts/:id/approve',
    {
      config,
      schema: { ...byId, operationId: 'approveAccount', summary: 'Approve an account', errors: [404, 409] },
    },
    async (request) => approveAccount(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/admin/accounts/:id/reject',
    {
      config,
      schema: {
        operationId: 'rejectAccount',
        summary: 'Reject an account awaiting approval (it is erased)',
        errors: [404, 409],
        params: adminAccountIdParamsSchema,
        response: { 200: rejectAccountResponseSchema },
      },
    },
    async (request) => {
      await rejectAccount(deps, actorOf(request), request.params.id);
      return { status: 'rejected' as const };
    },
  );

  routes.post(
    '/api/admin/accounts/:id/role',
    {
      config,
      schema: {
        ...byId,
        operationId: 'changeAccountRole',
        summary: "Change an account's role",
        errors: [404],
        body: changeRoleSchema,
      },
    },
    async (request) => changeAccountRole(deps, actorOf(request), request.params.id, request.body.role),
  );

  routes.post(
    '/api/admin/accounts/:id/suspend',
    {
      config,
      schema: {
        ...byId,
        operationId: 'suspendAccount',
        summary: 'Suspend an account and end its sessions',
        errors: [404, 409],
      },
    },
    async (request) => suspendAccount(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/admin/accounts/:id/unsuspend',
    {
      config,
      schema: { ...byId, operationId: 'unsuspendAccount', summary: 'Lift a suspension', errors: [404, 409] },
    },
    async (request) => unsuspendAccount(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/admin/accounts/:id/tier',
    {
      config,
      schema: {
        ...byId,
        operationId: 'changeAccountTier',
        summary: "Change a candidate's profile tier",
        errors: [404, 409],
        body: changeTierSchema,
      },
    },
    async (request) => changeAccountTier(deps, actorOf(request), request.params.id, request.body.tier),
  );

  routes.post(
    '/api/admin/accounts/:id/sign-out-everywhere',
    {
      config,
      schema: {
        operationId: 'signAccountOutEverywhere',
        summary: 'End every session of an account',
        errors: [404],
        params: adminAccountIdParamsSchema,
        response: { 200: signOutEverywhereResponseSchema },
      },
    },
    async (request) => {
      await signAccountOutEverywhere(deps, actorOf(request), request.params.id);
      return { status: 'signed-out' as const };
    },
  );

  routes.get(
    '/api/admin/accounts/:id/audit',
    {
      config,
      schema: {
        operationId: 'getAccountAudit',
        summary: "An account's audit trail: what it did and what was done to it",
        params: adminAccountIdParamsSchema,
        querystring: adminAccountAuditQuerySchema,
        response: { 200: adminAuditResponseSchema },
      },
    },
    async (request) => listAccountAuditEvents(deps, request.params.id, request.query.page),
  );
}
