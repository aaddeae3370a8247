import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ProfileTier } from '../../../shared/accounts/roles';
import type { ProfileList } from '../../../shared/candidates/profile.schemas';
import type { Database } from '../../db/database';
import {
  candidateExperience,
  candidateProfiles,
  candidateQualifications,
  candidateSkills,
  files,
  opportunities,
  organisations,
  user,
  userProfiles,
} from '../../db/schema';

const listTables = {
  skills: candidateSkills,
  experience: candidateExperience,
  qualifications: candidateQualifications,
} as const;
type ListTable = (typeof listTables)[ProfileList];

export interface CandidateProfileFields {
  strapline?: string | null;
  arrsRole?: string | null;
  rolesOfInterest?: string[];
  experienceBand?: string | null;
  availableFrom?: string | null;
  sessionsPerWeek?: number | null;
  workRadiusKm?: number | null;
  employmentTypes?: string[];
  contactEmail?: string | null;
  videoVisibleToEmployers?: boolean;
}
/** Fields kept on user_profiles, where sign-up puts them. */
export interface AccountProfileFields {
  mobilePhone?: string | null;
  homePostcode?: string | null;
  profileTier?: ProfileTier;
}

export function createCandidatesRepository({ db }: { db: Database }) {
  const listColumns = {
    skills: {
      id: candidateSkills.id,
      name: candidateSkills.name,
      description: candidateSkills.description,
    },
    experience: {
      id: candidateExperience.id,
      jobTitle: candidateExperience.jobTitle,
      organisation: candidateExperience.organisation,
      startDate: candidateExperience.startDate,
      endDate: candidateExperience.endDate,
      description: candidateExperience.description,
    },
    qualifications: {
      id: candidateQualifications.id,
      title: candidateQualifications.title,
      institution: candidateQualifications.institution,
      yearAwarded: candidateQualifications.yearAwarded,
      description: candidateQualifications.description,
    },
  } as const;

  async function listItems<L extends ProfileList>(list: L, userId: string) {
    const table: ListTable = listTables[list];
    return db
      .select(listColumns[list])
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.position), asc(table.createdAt));
  }

  return {
    async findProfile(userId: string) {
      const [row] = await db
        .select({
          fullName: userProfiles.fullName,
          email: user.email,
          profileTier: userProfiles.profileTier,
          mobilePhone: userProfiles.mobilePhone,
          homePostcode: userProfiles.homePostcode,
          strapline: candidateProfiles.strapline,
          arrsRole: candidateProfiles.arrsRole,
          rolesOfInterest: candidateProfiles.rolesOfInterest,
          experienceBand: candidateProfiles.experienceBand,
          availableFrom: candidateProfiles.availableFrom,
          sessionsPerWeek: candidateProfiles.sessionsPerWeek,
          workRadiusKm: candidateProfiles.workRadiusKm,
          employmentTypes: candidateProfiles.employmentTypes,
          contactEmail: candidateProfiles.contactEmail,
          photoFileId: candidateProfiles.photoFileId,
          videoFileId: candidateProfiles.videoFileId,
          videoVisibleToEmployers: candidateProfiles.videoVisibleToEmployers,
          registrationCompletedAt: candidateProfiles.registrationCompletedAt,
          hiddenFromSearchAt: candidateProfiles.hiddenFromSearchAt,
          placementQuestionAt: candidateProfiles.placementQuestionAt,
          placementRole: opportunities.role,
          placementOrganisationName: organisations.name,
        })
        .from(userProfiles)
        .innerJoin(user, eq(user.id, userProfiles.userId))
        .leftJoin(candidateProfiles, eq(candidateProfiles.userId, userProfiles.userId))
        .leftJoin(opportunities, eq(opportunities.id, candidateProfiles.placementQuestionOpportunityId))
        .leftJoin(organisations, eq(organisations.id, opportunities.organisationId))
        .where(eq(userProfiles.userId, userId));
      return row;
    },

    /**
     * Whether employers may find the candidate (null: findable), which also answers the question a
     * placement asks.
     */
    async setSearchVisibility(userId: string, hiddenFromSearchAt: Date | null, at: Date) {
      await db
        .update(candidateProfiles)
        .set({
          hiddenFromSearchAt,
          placementQuestionAt: null,
          placementQuestionOpportunityId: null,
          updatedAt: at,
        })
        .where(eq(candidateProfiles.userId, userId));
    },

    listItems,

    async saveProfile(
      userId: string,
      candidate: CandidateProfileFields & { registrationCompletedAt?: Date },
      account: AccountProfileFields,
      at: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(candidateProfiles)
          .values({ userId, ...candidate, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: candidateProfiles.userId,
            set: { ...candidate, updatedAt: at },
          });
        if (Object.keys(account).length > 0) {
          await tx
            .update(userProfiles)
            .set({ ...account, updatedAt: at })
            .where(eq(userProfiles.userId, userId));
        }
      });
    },

    /** What search reads, derived from the saved profile: completion and the location's centroid. */
    async setDerivedFields(
      userId: string,
      fields: { completionPercentage: number; latitude: number | null; longitude: number | null },
    ) {
      await db.update(candidateProfiles).set(fields).where(eq(candidateProfiles.userId, userId));
    },

    /** Registered profiles with a postcode but no stored location yet (saved before search existed). */
    async profilesWithoutLocation(limit: number) {
      return db
        .select({ userId: candidateProfiles.userId, homePostcode: userProfiles.homePostcode })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(
          and(
            sql`${candidateProfiles.latitude} is null`,
            sql`${userProfiles.homePostcode} is not null`,
            sql`${userProfiles.homePostcode} <> 'LOCATION_REQUIRED'`,
          ),
        )
        .limit(limit);
    },

    async setLocation(userId: string, location: { latitude: number; longitude: number }) {
      await db.update(candidateProfiles).set(location).where(eq(candidateProfiles.userId, userId));
    },

    /** Deletes the file row it pointed at in the same transaction; the caller removes the bytes. */
    async replaceMedia(
      userId: string,
      slot: 'photo' | 'video',
      file: typeof files.$inferInsert | null,
      at: Date,
    ) {
      const column = slot === 'photo' ? candidateProfiles.photoFileId : candidateProfiles.videoFileId;
      const key = slot === 'photo' ? 'photoFileId' : 'videoFileId';
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ fileId: column })
          .from(candidateProfiles)
          .where(eq(candidateProfiles.userId, userId))
          .for('update');
        let newId: string | null = null;
        if (file) {
          const [inserted] = await tx.insert(files).values(file).returning({ id: files.id });
          newId = inserted?.id ?? null;
        }
        await tx
          .update(candidateProfiles)
          .set({ [key]: newId, updatedAt: at })
          .where(eq(candidateProfiles.userId, userId));
        if (!current?.fileId) return undefined;
        const [old] = await tx
          .delete(files)
          .where(and(eq(files.id, current.fileId), eq(files.userId, userId)))
          .returning({ storageKey: files.storageKey });
        return old?.storageKey;
      });
    },

    async setTier(userId: string, tier: ProfileTier, at: Date) {
      await db
        .update(userProfiles)
        .set({ profileTier: tier, updatedAt: at })
        .where(eq(userProfiles.userId, userId));
    },

    /** Appends an item; undefined when the list already holds `max` items. */
    async addItem(list: ProfileList, userId: string, values: Record<string, unknown>, max: number, at: Date) {
      const table: ListTable = listTables[list];
      return db.transaction(async (tx) => {
        // One candidate's writes to one list queue here, so positions stay distinct.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${list}:${userId}`}))`);
        const [stats] = await tx
          .select({ items: count(), last: sql<number>`coalesce(max(${table.position}), -1)` })
          .from(table)
          .where(eq(table.userId, userId));
        const items = stats?.items ?? 0;
        const last = stats?.last ?? -1;
        if (items >= max) return undefined;
        const [row] = await tx
          .insert(table)
          .values({ ...values, userId, position: Number(last) + 1, createdAt: at, updatedAt: at } as never)
          .returning({ id: table.id });
        return row?.id;
      });
    },

    async updateItem(
      list: ProfileList,
      userId: string,
      id: string,
      values: Record<string, unknown>,
      at: Date,
    ) {
      const table: ListTable = listTables[list];
      const rows = await db
        .update(table)
        .set({ ...values, updatedAt: at } as never)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    async deleteItem(list: ProfileList, userId: string, id: string) {
      const table: ListTable = listTables[list];
      const rows = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Sets the order to `ids`; false unless `ids` is exactly the owner's items. */
    async reorder(list: ProfileList, userId: string, ids: string[], at: Date) {
      const table: ListTable = listTables[list];
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${list}:${userId}`}))`);
        const current = await tx.select({ id: table.id }).from(table).where(eq(table.userId, userId));
        const unique = new Set(ids);
        if (unique.size !== ids.length || current.length !== ids.length) return false;
        if (!current.every((row) => unique.has(row.id))) return false;
        for (const [position, id] of ids.entries()) {
          await tx
            .update(table)
            .set({ position, updatedAt: at })
            .where(and(eq(table.id, id), eq(table.userId, userId), inArray(table.id, ids)));
        }
        return true;
      });
    },
  };
}
export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;
export type CandidateProfileRow = NonNullable<Awaited<ReturnType<CandidatesRepository['findProfile']>>>;
