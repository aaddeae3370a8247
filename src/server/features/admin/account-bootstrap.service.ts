import type { BootstrapAccount, BootstrapAccountResult } from '../../../shared/accounts/admin.schemas';
import { guessablePasswordMessage } from '../../../shared/accounts/password-rules';
import { isAdminRole, normaliseTier, type ProfileTier, type Role } from '../../../shared/accounts/roles';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { hashPassword, verifyPassword } from '../../auth/password-hashing';
import { checkPasswordSecurity } from '../../auth/password-security';
import { createSessionRepository } from '../../auth/session.repository';
import type { Database } from '../../db/database';
import { hasSqlState } from '../../db/database-errors';
import { AppError } from '../../errors/app-error';
import { createAccountBootstrapRepository } from './account-bootstrap.repository';

export interface BootstrapDeps {
  db: Database;
  now: () => Date;
}

const defaultTier = (role: Role): ProfileTier => (role === 'candidate' ? 'portfolio' : 'community');

const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** Refuses a common or guessable password (the CLI calls this too, before it opens any database). */
export async function assertUnguessablePassword(input: Pick<BootstrapAccount, 'email' | 'password'>) {
  if (!(await checkPasswordSecurity(input.password, input.email)).isValid) {
    throw new AppError(400, 'WEAK_PASSWORD', guessablePasswordMessage);
  }
}

/**
 * Creates, or updates in place keeping its id, the approved, verified account with this e-mail:
 * running it again changes nothing. Consents are left to the account's owner: an
 * operator cannot give them on someone's behalf.
 */
export async function bootstrapAccount(
  deps: BootstrapDeps,
  input: BootstrapAccount,
): Promise<BootstrapAccountResult> {
  await assertUnguessablePassword(input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await createOrUpdate(deps, input, passwordHash);
  } catch (error) {
    // Two runs creating the same e-mail at once (PostgreSQL): the loser updates what the winner made.
    if (isUniqueViolation(error)) return createOrUpdate(deps, input, passwordHash);
    throw error;
  }
}

function createOrUpdate(deps: BootstrapDeps, input: BootstrapAccount, passwordHash: string) {
  const at = deps.now();
  return deps.db.transaction(async (tx): Promise<BootstrapAccountResult> => {
    const accounts = createAccountBootstrapRepository({ db: tx });
    const existing = await accounts.findByEmail(input.email);
    const profile = existing?.profile;
    const fullName =
      input.name ?? profile?.fullName ?? existing?.name ?? input.email.split('@')[0] ?? input.email;
    const profileTier =
      input.tier ?? (profile ? normaliseTier(profile.profileTier) : defaultTier(input.role));

    let userId: string;
    let passwordChanged = true;
    if (existing) {
      userId = existing.id;
      passwordChanged =
        !existing.passwordHash ||
        !(await verifyPassword({ hash: existing.passwordHash, password: input.password }));
      await accounts.markVerified(userId, fullName, at);
      if (passwordChanged) {
        await accounts.setPassword(userId, passwordHash, at);
        await createSessionRepository({ db: tx }).revokeAllForUser(userId);
      }
    } else {
      userId = await accounts.insertUser({ email: input.email, name: fullName }, at);
      await accounts.setPassword(userId, passwordHash, at);
    }
    await accounts.saveProfile(
      userId,
      {
        fullName,
        role: input.role,
        profileTier,
        isApproved: true,
        approvedAt: profile?.isApproved ? profile.approvedAt : at,
        isSuspended: false,
      },
      at,
    );
    const action = existing ? 'updated' : 'created';
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'admin_cli_account',
      severity: isAdminRole(input.role) || isAdminRole(profile?.role) ? 'high' : 'medium',
      targetUserId: userId,
      details: {
        action,
        role: input.role,
        previousRole: profile?.role ?? null,
        // Not 'passwordChanged': the audit redacts any key that looks like a credential.
        newCredentials: passwordChanged,
        wasSuspended: profile?.isSuspended ?? false,
      },
    });
    return { action, id: userId, email: input.email, role: input.role, profileTier };
  });
}
