import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrganisationForm, OrganisationStatus } from '../../../shared/marketplace/organisation.schemas';
import type { Database } from '../../db/database';
import { hasSqlState } from '../../db/database-errors';
import type { HeldOrganisationChange } from '../../db/organisations-schema';
import { organisationInvites, organisationMembers, organisations, user, userProfiles } from '../../db/schema';

export type OrganisationRow = typeof organisations.$inferSelect;
export interface Located {
  latitude: number;
  longitude: number;
}

const noHeldChange = { pendingChange: null, pendingChangeBy: null, pendingChangeAt: null };

function heldChangeIs(id: string, requestedAt: Date | undefined) {
  return and(
    eq(organisations.id, id),
    requestedAt ? eq(organisations.pendingChangeAt, requestedAt) : isNotNull(organisations.pendingChange),
  );
}

export function createOrganisationsRepository({ db }: { db: Database }) {
  return {
    async findMembership(userId: string) {
      const [row] = await db
        .select({ organisation: organisations, role: organisationMembers.role })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, userId));
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
      return row;
    },

    async findLiveByOdsCode(odsCode: string) {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.odsCode, odsCode), sql`${organisations.status} <> 'rejected'`));
      return row;
    },

    /** Creates the organisation with its owner; null if the ODS code is taken (unique index). */
    async create(input: OrganisationForm & Located, ownerId: string, at: Date) {
      const [row] = await db
        .insert(organisations)
        .values({ ...input, createdBy: ownerId, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await db
        .insert(organisationMembers)
        .values({ userId: ownerId, organisationId: row.id, role: 'owner', createdAt: at });
      return row;
    },

    /**
     * The owner's edit of an organisation that is not verified (it replaces any held change); a
     * changed ODS code sends it back to the verification queue.
     */
    async update(id: string, input: OrganisationForm & Located, at: Date) {
      const [row] = await db
        .update(organisations)
        .set({
          ...input,
          ...noHeldChange,
          updatedAt: at,
          status: sql`case when ${organisations.odsCode} = ${input.odsCode} then ${organisations.status} else 'pending' end`,
          statusReason: sql`case when ${organisations.odsCode} = ${input.odsCode} then ${organisations.statusReason} else null end`,
        })
        .where(eq(organisations.id, id))
        .returning();
      return row;
    },

    /** The fields that change at once on a verified organisation: who to contact there. */
    async updateContact(
      id: string,
      input: Pick<OrganisationForm, 'contactName' | 'jobTitle' | 'phone'>,
      at: Date,
    ) {
      const { contactName, jobTitle, phone } = input;
      const [row] = await db
        .update(organisations)
        .set({ contactName, jobTitle, phone, updatedAt: at })
        .where(eq(organisations.id, id))
        .returning();
      return row;
    },

    async holdChange(id: string, change: HeldOrganisationChange, by: string, at: Date) {
      const [row] = await db
        .update(organisations)
        .set({ pendingChange: change, pendingChangeBy: by, pendingChangeAt: at, updatedAt: at })
        .where(eq(organisations.id, id))
        .returning();
      return row;
    },

    /**
     * Drops the held change: the one requested at `requestedAt` (an admin's rejection; null if it
     * was replaced meanwhile), or whichever is held (the owner went back to the verified details).
     */
    async clearChange(id: string, at: Date, requestedAt?: Date) {
      const [row] = await db
        .update(organisations)
        .set({ ...noHeldChange, updatedAt: at })
        .where(heldChangeIs(id, requestedAt))
        .returning();
      return row;
    },

    /**
     * Makes the held change requested at `requestedAt` the organisation's identity. Null if it was
     * replaced or withdrawn meanwhile; 'odsCodeTaken' if another live organisation has its ODS code.
     */
    async applyChange(id: string, change: HeldOrganisationChange, requestedAt: Date, at: Date) {
      try {
        const [row] = await db
          .update(organisations)
          .set({ ...change, ...noHeldChange, updatedAt: at })
          .where(heldChangeIs(id, requestedAt))
          .returning();
        return row ?? null;
      } catch (error) {
        if (hasSqlState(error, '23505')) return 'odsCodeTaken' as const;
        throw error;
      }
    },

    /** An admin's decision, only from the statuses given (a concurrent decision loses). */
    async setStatus(
      id: string,
      change: {
        from: readonly OrganisationStatus[];
        to: OrganisationStatus;
        reason: string | null;
        by: string;
        at: Date;
      },
    ) {
      const [row] = await db
        .update(organisations)
        .set({
          status: change.to,
          statusReason: change.reason,
          reviewedBy: change.by,
          reviewedAt: change.at,
          updatedAt: change.at,
        })
        .where(and(eq(organisations.id, id), sql`${organisations.status} in ${change.from}`))
        .returning();
      return row;
    },

    async listMembers(organisationId: string) {
      return db
        .select({
          userId: organisationMembers.userId,
          role: organisationMembers.role,
          joinedAt: organisationMembers.createdAt,
          name: userProfiles.fullName,
          email: user.email,
        })
        .from(organisationMembers)
        .innerJoin(user, eq(user.id, organisationMembers.userId))
        .innerJoin(userProfiles, eq(userProfiles.userId, organisationMembers.userId))
        .where(eq(organisationMembers.organisationId, organisationId))
        .orderBy(desc(sql`${organisationMembers.role} = 'owner'`), asc(organisationMembers.createdAt));
    },

    async memberContacts(organisationId: string) {
      return db
        .select({ userId: user.id, email: user.email, name: userProfiles.fullName })
        .from(organisationMembers)
        .innerJoin(user, eq(user.id, organisationMembers.userId))
        .innerJoin(userProfiles, eq(userProfiles.userId, organisationMembers.userId))
        .where(eq(organisationMembers.organisationId, organisationId));
    },

    async addMember(organisationId: string, userId: string, at: Date) {
      const rows = await db
        .insert(organisationMembers)
        .values({ organisationId, userId, role: 'member', createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: organisationMembers.userId });
      return rows.length > 0;
    },

    async removeMember(organisationId: string, userId: string) {
      const rows = await db
        .delete(organisationMembers)
        .where(
          and(
            eq(organisationMembers.organisationId, organisationId),
            eq(organisationMembers.userId, userId),
            eq(organisationMembers.role, 'member'),
          ),
        )
        .returning({ userId: organisationMembers.userId });
      return rows.length > 0;
    },

    async isMemberEmail(organisationId: string, email: string) {
      const [row] = await db
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .innerJoin(user, eq(user.id, organisationMembers.userId))
        .where(and(eq(organisationMembers.organisationId, organisationId), eq(user.email, email)));
      return row !== undefined;
    },

    /** Opens an invitation, replacing an earlier open one to the same address. */
    async createInvite(input: {
      organisationId: string;
      email: string;
      tokenHash: string;
      invitedBy: string;
      at: Date;
      expiresAt: Date;
    }) {
      await db
        .delete(organisationInvites)
        .where(
          and(
            eq(organisationInvites.organisationId, input.organisationId),
            eq(organisationInvites.email, input.email),
            isNull(organisationInvites.acceptedAt),
          ),
        );
      const [row] = await db
        .insert(organisationInvites)
        .values({
          organisationId: input.organisationId,
          email: input.email,
          tokenHash: input.tokenHash,
          invitedBy: input.invitedBy,
          expiresAt: input.expiresAt,
          createdAt: input.at,
        })
        .returning();
      if (!row) throw new Error('invite insert returned nothing');
      return row;
    },

    async listOpenInvites(organisationId: string, at: Date) {
      return db
        .select()
        .from(organisationInvites)
        .where(
          and(
            eq(organisationInvites.organisationId, organisationId),
            isNull(organisationInvites.acceptedAt),
            gt(organisationInvites.expiresAt, at),
          ),
        )
        .orderBy(desc(organisationInvites.createdAt));
    },

    async deleteInvite(organisationId: string, inviteId: string) {
      const rows = await db
        .delete(organisationInvites)
        .where(
          and(
            eq(organisationInvites.organisationId, organisationId),
            eq(organisationInvites.id, inviteId),
            isNull(organisationInvites.acceptedAt),
          ),
        )
        .returning({ id: organisationInvites.id });
      return rows.length > 0;
    },

    async findOpenInviteForEmail(email: string, at: Date) {
      const [row] = await db
        .select({ invite: organisationInvites, organisationName: organisations.name })
        .from(organisationInvites)
        .innerJoin(organisations, eq(organisations.id, organisationInvites.organisationId))
        .where(
          and(
            eq(organisationInvites.email, email),
            isNull(organisationInvites.acceptedAt),
            gt(organisationInvites.expiresAt, at),
          ),
        )
        .orderBy(desc(organisationInvites.createdAt))
        .limit(1);
      return row;
    },

    async findOpenInviteByTokenHash(tokenHash: string, at: Date) {
      const [row] = await db
        .select()
        .from(organisationInvites)
        .where(
          and(
            eq(organisationInvites.tokenHash, tokenHash),
            isNull(organisationInvites.acceptedAt),
            gt(organisationInvites.expiresAt, at),
          ),
        );
      return row;
    },

    /** Marks the invitation used; false if someone else used it first. */
    async markInviteAccepted(inviteId: string, at: Date) {
      const rows = await db
        .update(organisationInvites)
        .set({ acceptedAt: at })
        .where(and(eq(organisationInvites.id, inviteId), isNull(organisationInvites.acceptedAt)))
        .returning({ id: organisationInvites.id });
      return rows.length > 0;
    },

    /**
     * The admin queue: organisations of a status (all when none), oldest first; those with a held
     * change, oldest request first; or one by id.
     */
    async listForAdmin(filter: {
      status?: OrganisationStatus | undefined;
      heldChanges?: boolean;
      id?: string;
    }) {
      const owner = db
        .select({
          organisationId: organisationMembers.organisationId,
          ownerName: userProfiles.fullName,
          ownerEmail: user.email,
        })
        .from(organisationMembers)
        .innerJoin(user, eq(user.id, organisationMembers.userId))
        .innerJoin(userProfiles, eq(userProfiles.userId, organisationMembers.userId))
        .where(eq(organisationMembers.role, 'owner'))
        .as('owner');
      const members = db
        .select({
          organisationId: organisationMembers.organisationId,
          memberCount: count().as('member_count'),
        })
        .from(organisationMembers)
        .groupBy(organisationMembers.organisationId)
        .as('members');
      return db
        .select({
          organisation: organisations,
          ownerName: owner.ownerName,
          ownerEmail: owner.ownerEmail,
          memberCount: members.memberCount,
        })
        .from(organisations)
        .leftJoin(owner, eq(owner.organisationId, organisations.id))
        .leftJoin(members, eq(members.organisationId, organisations.id))
        .where(
          and(
            filter.status ? eq(organisations.status, filter.status) : undefined,
            filter.id ? eq(organisations.id, filter.id) : undefined,
            filter.heldChanges ? isNotNull(organisations.pendingChange) : undefined,
          ),
        )
        .orderBy(filter.heldChanges ? asc(organisations.pendingChangeAt) : asc(organisations.createdAt))
        .limit(500);
    },
  };
}
