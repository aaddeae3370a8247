import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisations, savedSearches } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchValues = Omit<typeof savedSearches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A member's own saved searches: always by organisation and owner, so nobody reaches another's. */
export function createSavedSearchesRepository({ db }: { db: Database }) {
  const own = (organisationId: string, userId: string, id: string) =>
    and(
      eq(savedSearches.id, id),
      eq(savedSearches.organisationId, organisationId),
      eq(savedSearches.userId, userId),
    );

  return {
    async list(organisationId: string, userId: string) {
      return db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.organisationId, organisationId), eq(savedSearches.userId, userId)))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /**
     * How many the organisation keeps. In a transaction with `lockOrganisation` first, so two members
     * saving at once cannot both take the last place.
     */
    async countForOrganisation(organisationId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(savedSearches)
        .where(eq(savedSearches.organisationId, organisationId));
      return row?.total ?? 0;
    },

    async lockOrganisation(organisationId: string) {
      await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .for('update');
    },

    async insert(values: SavedSearchValues, at: Date) {
      const [row] = await db
        .insert(savedSearches)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('saved search insert returned no row');
      return row;
    },

    async update(
      organisationId: string,
      userId: string,
      id: string,
      change: { name?: string | undefined; alert?: boolean | undefined },
      at: Date,
    ) {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.alert === undefined ? {} : { alert: change.alert }),
          updatedAt: at,
        })
        .where(own(organisationId, userId, id))
        .returning();
      return row;
    },

    async delete(organisationId: string, userId: string, id: string) {
      const rows = await db
        .delete(savedSearches)
        .where(own(organisationId, userId, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
  };
}
