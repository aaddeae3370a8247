import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { createAccountsRepository } from './accounts.repository';

/**
 * 'Delete Account' really erases (DESIGN §7): the user row goes, and with it (by cascade) sessions,
 * credentials, TOTP secrets, the profile and consent history. The audit keeps only the opaque id.
 * Community content, once it exists, keeps its rows with the author set to null ('Anonymous User').
 */
export async function deleteAccount(deps: { db: Database; now: () => Date }, userId: string) {
  await deps.db.transaction(async (tx) => {
    await createAccountsRepository({ db: tx }).deleteUser(userId);
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'account_deleted',
      severity: 'medium',
      targetUserId: userId,
      details: { by: 'self' },
    });
  });
}
