import { desc, sql } from 'drizzle-orm';
import type { Site } from '../../../shared/routing/site';
import type { Database } from '../../db/database';
import { notFoundLog } from '../../db/schema';

export function createNotFoundRepository({ db }: { db: Database }) {
  return {
    /** One row per site and path: a repeat counts a hit and moves last_seen_at. */
    async record(path: string, site: Site, at = new Date()): Promise<void> {
      // The conflict target is the expression index (site, md5(path)), which Drizzle's builder cannot name.
      await db.execute(sql`
        insert into ${notFoundLog} (path, site, created_at, last_seen_at)
        values (${path}, ${site}, ${at}, ${at})
        on conflict (site, md5(path)) do update
          set hits = ${notFoundLog}.hits + 1, last_seen_at = excluded.last_seen_at`);
    },
    async latest(limit = 100) {
      return db.select().from(notFoundLog).orderBy(desc(notFoundLog.lastSeenAt)).limit(limit);
    },
  };
}

export type NotFoundRepository = ReturnType<typeof createNotFoundRepository>;
