import { sql } from 'drizzle-orm';
import type { CommunityEvent } from '../../../shared/community/community.schemas';
import type { Database } from '../../db/database';
import { communityChannel } from '../../realtime/realtime.plugin';

/**
 * Announces a change to every server process (DESIGN §6). Called inside the writing transaction:
 * PostgreSQL delivers the notification only if, and when, it commits.
 */
export async function notifyCommunity(tx: Database, event: CommunityEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${communityChannel}, ${JSON.stringify(event)})`);
}
