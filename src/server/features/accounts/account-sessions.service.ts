import { signOutEverywhere as endEverySession } from '../../auth/sign-out-everywhere';
import type { Database } from '../../db/database';

export async function signOutEverywhere(deps: { db: Database }, userId: string) {
  await deps.db.transaction(async (tx) => {
    await endEverySession(tx, { userId, actorId: userId, eventType: 'signed_out_everywhere' });
  });
}
