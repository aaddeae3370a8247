import {
  type AdminAccount,
  type AdminAccountsQuery,
  adminAccountsListLimit,
} from '../../../shared/accounts/admin.schemas';
import { isAdminRole, normaliseTier, type ProfileTier, type Role } from '../../../shared/accounts/roles';
import { paths } from '../../../shared/routing/paths';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { createSessionRepository } from '../../auth/session.repository';
import { signOutEverywhere } from '../../auth/sign-out-everywhere';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import { adminErrors } from './admin.errors';
import {
  type AccountParty,
  rejectionProblem,
  roleChangeProblem,
  signOutProblem,
  suspensionProblem,
  tierChangeProblem,
} from './admin-accounts.policy';
import { presentAdminAccount } from './admin-accounts.presenter';
import { type AdminAccountRow, createAdminAccountsRepository } from './admin-accounts.repository';

export interface AdminAccountsDeps {
  db: Database;
  mail: Mailer;
  config: Pick<Config, 'MARKETPLACE_URL'>;
  now: () => Date;
}

/** The checks, the write, its e-mail and its audit row commit together or not at all. */
function onLockedAccount<T>(
  deps: AdminAccountsDeps,
  userId: string,
  change: (account: AdminAccountRow, tx: Database) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const account = await createAdminAccountsRepository({ db: tx }).findForUpdate(userId);
    if (!account) throw adminErrors.accountNotFound();
    return change(account, tx);
  });
}

export async function listAccounts(deps: Pick<AdminAccountsDeps, 'db'>, query: AdminAccountsQuery) {
  const rows = await createAdminAccountsRepository({ db: deps.db }).list(
    { status: query.status, q: query.q || undefined },
    adminAccountsListLimit,
  );
  return rows.map(presentAdminAccount);
}

export function approveAccount(deps: AdminAccountsDeps, actor: AccountParty, userId: string) {
  return onLockedAccount(deps, userId, async (account, tx): Promise<AdminAccount> => {
    if (account.isApproved) throw adminErrors.alreadyApproved();
    const at = deps.now();
    await createAdminAccountsRepository({ db: tx }).markApproved(userId, actor.id, at);
    await deps.mail.enqueue(tx, {
      template: 'account-approved',
      to: account.email,
      data: { name: account.fullName, url: `${deps.config.MARKETPLACE_URL}${paths.platform.auth}` },
    });
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'account_approved',
      userId: actor.id,
      targetUserId: userId,
      details: { role: account.role },
    });
    return presentAdminAccount({ ...account, isApproved: true });
  });
}

/** The owner is told first, while we still have the address; then the account is erased. */
export function rejectAccount(deps: AdminAccountsDeps, actor: AccountParty, userId: string) {
  return onLockedAccount(deps, userId, async (account, tx) => {
    const problem = rejectionProblem(actor, account);
    if (problem) throw problem;
    if (account.isApproved) throw adminErrors.notPending();
    await deps.mail.enqueue(tx, {
      template: 'account-rejected',
      to: account.email,
      data: { name: account.fullName },
    });
    const events = createSecurityEventsRepository({ db: tx });
    await events.forgetEmail(userId, account.email);
    await createAdminAccountsRepository({ db: tx }).deleteUser(userId);
    await events.record({
      eventType: 'account_rejected',
      severity: 'medium',
      userId: actor.id,
      targetUserId: userId,
      details: { role: account.role },
    });
  });
}

export function changeAccountRole(deps: AdminAccountsDeps, actor: AccountParty, userId: string, role: Role) {
  return onLockedAccount(deps, userId, async (account, tx): Promise<AdminAccount> => {
    const problem = roleChangeProblem(actor, account, role);
    if (problem) throw problem;
    if (account.role === role) return presentAdminAccount(account);
    await createAdminAccountsRepository({ db: tx }).setRole(userId, role, deps.now());
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'role_change',
      severity: isAdminRole(role) || isAdminRole(account.role) ? 'high' : 'medium',
      userId: actor.id,
      targetUserId: userId,
      details: { from: account.role, to: role },
    });
    return presentAdminAccount({ ...account, role });
  });
}

/** Suspends an account and signs it out everywhere; the access policy refuses it from then on. */
export function suspendAccount(deps: AdminAccountsDeps, actor: AccountParty, userId: string) {
  return onLockedAccount(deps, userId, async (account, tx): Promise<AdminAccount> => {
    const problem = suspensionProblem(actor, account);
    if (problem) throw problem;
    if (account.isSuspended) throw adminErrors.alreadySuspended();
    await createAdminAccountsRepository({ db: tx }).setSuspended(userId, true, deps.now());
    await createSessionRepository({ db: tx }).revokeAllForUser(userId);
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'account_suspended',
      severity: 'medium',
      userId: actor.id,
      targetUserId: userId,
      details: { role: account.role },
    });
    return presentAdminAccount({ ...account, isSuspended: true });
  });
}

/** Lifts a suspension; the owner signs in again (their sessions were revoked on suspension). */
export function unsuspendAccount(deps: AdminAccountsDeps, actor: AccountParty, userId: string) {
  return onLockedAccount(deps, userId, async (account, tx): Promise<AdminAccount> => {
    const problem = suspensionProblem(actor, account);
    if (problem) throw problem;
    if (!account.isSuspended) throw adminErrors.notSuspended();
    await createAdminAccountsRepository({ db: tx }).setSuspended(userId, false, deps.now());
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'account_unsuspended',
      severity: 'medium',
      userId: actor.id,
      targetUserId: userId,
      details: { role: account.role },
    });
    return presentAdminAccount({ ...account, isSuspended: false });
  });
}

export function changeAccountTier(
  deps: AdminAccountsDeps,
  actor: AccountParty,
  userId: string,
  tier: ProfileTier,
) {
  return onLockedAccount(deps, userId, async (account, tx): Promise<AdminAccount> => {
    const problem = tierChangeProblem(account);
    if (problem) throw problem;
    const from = normaliseTier(account.profileTier);
    if (from === tier) return presentAdminAccount(account);
    await createAdminAccountsRepository({ db: tx }).setTier(userId, tier, deps.now());
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'tier_change',
      severity: 'low',
      userId: actor.id,
      targetUserId: userId,
      details: { from, to: tier },
    });
    return presentAdminAccount({ ...account, profileTier: tier });
  });
}

/** Ends every session of the account (it stays usable: its owner signs in again), audited. */
export function signAccountOutEverywhere(deps: AdminAccountsDeps, actor: AccountParty, userId: string) {
  return onLockedAccount(deps, userId, async (account, tx) => {
    const problem = signOutProblem(actor, account);
    if (problem) throw problem;
    await signOutEverywhere(tx, {
      userId,
      actorId: actor.id,
      eventType: 'admin_signed_out_everywhere',
      severity: 'medium',
      details: { role: account.role },
    });
  });
}
