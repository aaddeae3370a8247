import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { createSessionRepository } from '../../auth/session.repository';
import type { Database } from '../../db/database';

/** Ends every session of the account, this one included, in one transaction, and audits it. */
export async function signOutEverywhere(deps: { db: Database }, userId: string) {
  await deps.db.transaction(async (tx) => {
    await createSessionRepository({ db: tx }).revokeAllForUser(userId);
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'signed_out_everywhere',
      severity: 'low',
      userId,
      targetUserId: userId,
      details: {},
    });
  });
}
