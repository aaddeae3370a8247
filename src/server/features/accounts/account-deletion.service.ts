import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { createSessionRepository } from '../../auth/session.repository';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';
import { createFilesRepository } from '../../storage/files.repository';
import { createAccountsRepository } from './accounts.repository';
import { createAnalyticsErasureRepository } from './analytics-erasure.repository';

/**
 * Erasure really erases (docs/product/accounts.md#deleting-an-account): the user row goes with its
 * cascades and uploaded files; the audit keeps only the opaque id; community content and analytics stay
 * without the user id. `by`: the user, or the retention job after the inactivity period.
 */
export async function deleteAccount(
  deps: { db: Database; now: () => Date; storage?: FileStorage },
  userId: string,
  by: 'self' | 'inactivity' = 'self',
) {
  const storageKeys = await deps.db.transaction(async (tx) => {
    const keys = await createFilesRepository({ db: tx }).storageKeysOf(userId);
    const accounts = createAccountsRepository({ db: tx });
    const events = createSecurityEventsRepository({ db: tx });
    const existing = await accounts.findUserWithProfile(userId);
    if (existing) await events.forgetEmail(userId, existing.user.email);
    // An organisation keeps an owner: its longest-standing member takes over.
    const ownedOrganisation = await accounts.organisationOwnedBy(userId);
    // The cascade would remove the sessions too, but silently: ended here, every server process
    // hears of it and closes the account's open event streams.
    await createSessionRepository({ db: tx }).revokeAllForUser(userId);
    await accounts.deleteUser(userId);
    await createAnalyticsErasureRepository({ db: tx }).forgetUser(userId);
    if (ownedOrganisation) await accounts.promoteLongestMember(ownedOrganisation);
    await events.record({
      eventType: 'account_deleted',
      severity: 'medium',
      targetUserId: userId,
      details: { by },
    });
    return keys;
  });
  if (storageKeys.length > 0 && !deps.storage) throw new Error('erasing files needs the file storage');
  for (const key of storageKeys) await deps.storage?.remove(key);
}
