import { desc } from 'drizzle-orm';
import type { Site } from '../../../shared/routing/site';
import type { Database } from '../../db/database';
import { notFoundLog } from '../../db/schema';

export const maxLoggedPathLength = 2048;

export function createNotFoundRepository({ db }: { db: Database }) {
  return {
    async record(path: string, site: Site): Promise<void> {
      await db.insert(notFoundLog).values({ path: path.slice(0, maxLoggedPathLength), site });
    },
    async latest(limit = 100) {
      return db.select().from(notFoundLog).orderBy(desc(notFoundLog.id)).limit(limit);
    },
  };
}

export type NotFoundRepository = ReturnType<typeof createNotFoundRepository>;
