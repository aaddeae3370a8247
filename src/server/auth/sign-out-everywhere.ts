import { createSecurityEventsRepository } from '../audit/security-events.repository';
import type { Database } from '../db/database';
import { createSessionRepository } from './session.repository';

/** The owner's own 'sign out everywhere' and an admin's share this. */
export async function signOutEverywhere(
  tx: Database,
  input: {
    userId: string;
    actorId: string;
    eventType: string;
    severity?: 'low' | 'medium' | 'high';
    details?: Record<string, unknown>;
  },
) {
  await createSessionRepository({ db: tx }).revokeAllForUser(input.userId);
  await createSecurityEventsRepository({ db: tx }).record({
    eventType: input.eventType,
    severity: input.severity ?? 'low',
    userId: input.actorId,
    targetUserId: input.userId,
    details: input.details ?? {},
  });
}
