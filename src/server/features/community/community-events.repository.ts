import { sql } from 'drizzle-orm';
import type { CommunityEvent } from '../../../shared/community/community.schemas';
import type { Database } from '../../db/database';
import { communityChannel } from '../../realtime/realtime.plugin';

export function createCommunityEventsRepository({ db }: { db: Database }) {
  return {
    /**
     * Announces a change to every server process. Call it with the writing transaction: PostgreSQL
     * delivers the notification only if, and when, it commits.
     */
    async notify(event: CommunityEvent): Promise<void> {
      await db.execute(sql`select pg_notify(${communityChannel}, ${JSON.stringify(event)})`);
    },
  };
}
