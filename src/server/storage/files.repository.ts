import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { files } from '../db/schema';

export type FileKind = (typeof files.$inferInsert)['kind'];

export function createFilesRepository({ db }: { db: Database }) {
  return {
    async insert(values: typeof files.$inferInsert) {
      const [row] = await db.insert(files).values(values).returning({ id: files.id });
      if (!row) throw new Error('file row not inserted');
      return row.id;
    },

    async findById(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row;
    },

    /** Deletes the owner's file rows; returns their storage keys, for the caller to remove. */
    async deleteOwned(userId: string, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(files)
        .where(and(eq(files.userId, userId), inArray(files.id, ids)))
        .returning({ storageKey: files.storageKey });
      return rows.map((row) => row.storageKey);
    },

    async storageKeysOf(userId: string) {
      const rows = await db
        .select({ storageKey: files.storageKey })
        .from(files)
        .where(eq(files.userId, userId));
      return rows.map((row) => row.storageKey);
    },

    async listOwned(userId: string) {
      return db.select().from(files).where(eq(files.userId, userId));
    },
  };
}
export type FileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createFilesRepository>['findById']>>>;
