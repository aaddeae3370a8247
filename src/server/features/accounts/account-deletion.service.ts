import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { createAccountsRepository } from './accounts.repository';

/**
 * 'Delete Account' really erases (DESIGN §7): the user row goes, and with it (by cascade) sessions,
 * credentials, TOTP secrets, the profile and consent history. The audit keeps only the opaque id:
 * the e-mail address is removed from every event about the user.
 * Community content, once it exists, keeps its rows with the author set to null ('Anonymous User').
 * `by` says who erased it: the user, or the retention job after the inactivity period.
 */
export async function deleteAccount(
  deps: { db: Database; now: () => Date },
  userId: string,
  by: 'self' | 'inactivity' = 'self',
) {
  await deps.db.transaction(async (tx) => {
    const accounts = createAccountsRepository({ db: tx });
    const events = createSecurityEventsRepository({ db: tx });
    const existing = await accounts.findUserWithProfile(userId);
    if (existing) await events.forgetEmail(userId, existing.user.email);
    await accounts.deleteUser(userId);
    await events.record({
      eventType: 'account_deleted',
      severity: 'medium',
      targetUserId: userId,
      details: { by },
    });
  });
}
