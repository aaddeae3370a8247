import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ConsentType } from '../../../shared/accounts/consents';
import type { Role } from '../../../shared/accounts/roles';
import type { Database } from '../../db/database';
import { account, consentHistory, organisationMembers, user, userProfiles } from '../../db/schema';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt'>>;

export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  profile: Omit<typeof userProfiles.$inferInsert, 'userId' | 'fullName' | 'role'>;
}

export function createAccountsRepository({ db }: { db: Database }) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(user).where(eq(user.email, email)).limit(1);
      return row;
    },
    async findUserWithProfile(userId: string) {
      const [row] = await db
        .select({ user, profile: userProfiles })
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row;
    },
    /** The user, their password credential and their profile: call inside one transaction. */
    async createAccount(input: NewAccount, at: Date): Promise<string> {
      const userId = randomUUID();
      await db.insert(user).values({
        id: userId,
        name: input.name,
        email: input.email,
        emailVerified: input.emailVerified,
        createdAt: at,
        updatedAt: at,
      });
      await db.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: input.passwordHash,
        createdAt: at,
        updatedAt: at,
      });
      await db.insert(userProfiles).values({
        ...input.profile,
        userId,
        fullName: input.name,
        role: input.role,
        createdAt: at,
        updatedAt: at,
      });
      return userId;
    },
    async updateProfile(userId: string, changes: ProfileChanges, at: Date) {
      const [row] = await db
        .update(userProfiles)
        .set({ ...changes, updatedAt: at })
        .where(eq(userProfiles.userId, userId))
        .returning();
      return row;
    },
    async recordConsent(userId: string, consentType: ConsentType, given: boolean, version: string, at: Date) {
      await db
        .insert(consentHistory)
        .values({ userId, consentType, given, consentVersion: version, createdAt: at });
    },
    async consentHistory(userId: string) {
      return db
        .select()
        .from(consentHistory)
        .where(eq(consentHistory.userId, userId))
        .orderBy(asc(consentHistory.createdAt));
    },
    async deleteUser(userId: string) {
      await db.delete(user).where(eq(user.id, userId));
    },
    async organisationOwnedBy(userId: string) {
      const [row] = await db
        .select({ organisationId: organisationMembers.organisationId })
        .from(organisationMembers)
        .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.role, 'owner')));
      return row?.organisationId;
    },
    /** Makes the longest-standing member the owner, when the organisation has none (its owner left). */
    async promoteLongestMember(organisationId: string) {
      const [owner] = await db
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(
          and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'owner')),
        );
      if (owner) return;
      const [next] = await db
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, organisationId))
        .orderBy(asc(organisationMembers.createdAt))
        .limit(1);
      if (next)
        await db
          .update(organisationMembers)
          .set({ role: 'owner' })
          .where(eq(organisationMembers.userId, next.userId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
