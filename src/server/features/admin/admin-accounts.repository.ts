import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminAccountStatus } from '../../../shared/accounts/admin.schemas';
import type { ProfileTier, Role } from '../../../shared/accounts/roles';
import type { Database } from '../../db/database';
import { user, userProfiles } from '../../db/schema';

/** The columns the admin side reads: never credentials, consents or contact details. */
const adminAccountColumns = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  fullName: userProfiles.fullName,
  role: userProfiles.role,
  profileTier: userProfiles.profileTier,
  isApproved: userProfiles.isApproved,
  isSuspended: userProfiles.isSuspended,
};

export interface AdminAccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  fullName: string;
  role: Role;
  profileTier: string;
  isApproved: boolean;
  isSuspended: boolean;
}

export interface AccountListFilter {
  status?: AdminAccountStatus;
  q?: string;
}

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const statusConditions: Record<AdminAccountStatus, SQL | undefined> = {
  pending: and(eq(userProfiles.isApproved, false), eq(userProfiles.isSuspended, false)),
  approved: and(eq(userProfiles.isApproved, true), eq(userProfiles.isSuspended, false)),
  suspended: eq(userProfiles.isSuspended, true),
};

export function createAdminAccountsRepository({ db }: { db: Database }) {
  return {
    async list(filter: AccountListFilter, limit: number): Promise<AdminAccountRow[]> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.status) conditions.push(statusConditions[filter.status]);
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(or(ilike(userProfiles.fullName, pattern), ilike(user.email, pattern)));
      }
      return db
        .select(adminAccountColumns)
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(and(...conditions))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(limit);
    },
    /** One account, its rows locked until the transaction ends, so two admins' actions take turns. */
    async findForUpdate(userId: string): Promise<AdminAccountRow | undefined> {
      const [row] = await db
        .select(adminAccountColumns)
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1)
        .for('update');
      return row;
    },
    async markApproved(userId: string, approvedBy: string, at: Date) {
      await db
        .update(userProfiles)
        .set({ isApproved: true, approvedAt: at, approvedBy, updatedAt: at })
        .where(eq(userProfiles.userId, userId));
    },
    async setRole(userId: string, role: Role, at: Date) {
      await db.update(userProfiles).set({ role, updatedAt: at }).where(eq(userProfiles.userId, userId));
    },
    async setTier(userId: string, profileTier: ProfileTier, at: Date) {
      await db
        .update(userProfiles)
        .set({ profileTier, updatedAt: at })
        .where(eq(userProfiles.userId, userId));
    },
    async setSuspended(userId: string, isSuspended: boolean, at: Date) {
      await db
        .update(userProfiles)
        .set({ isSuspended, updatedAt: at })
        .where(eq(userProfiles.userId, userId));
    },
    async deleteUser(userId: string) {
      await db.delete(user).where(eq(user.id, userId));
    },
  };
}

export type AdminAccountsRepository = ReturnType<typeof createAdminAccountsRepository>;
