import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { account, user, userProfiles } from '../../db/schema';

export type BootstrapProfile = Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

export function createAccountBootstrapRepository({ db }: { db: Database }) {
  return {
    /** The user with this e-mail, their profile and password hash (either may be missing), locked. */
    async findByEmail(email: string) {
      const [row] = await db
        .select({
          id: user.id,
          name: user.name,
          profile: {
            fullName: userProfiles.fullName,
            role: userProfiles.role,
            profileTier: userProfiles.profileTier,
            isApproved: userProfiles.isApproved,
            approvedAt: userProfiles.approvedAt,
            isSuspended: userProfiles.isSuspended,
          },
          passwordHash: account.password,
        })
        .from(user)
        .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
        .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(eq(user.email, email))
        .limit(1)
        .for('update', { of: user });
      return row;
    },
    async insertUser(input: { email: string; name: string }, at: Date): Promise<string> {
      const id = randomUUID();
      await db.insert(user).values({
        id,
        email: input.email,
        name: input.name,
        emailVerified: true,
        createdAt: at,
        updatedAt: at,
      });
      return id;
    },
    async markVerified(userId: string, name: string, at: Date) {
      await db.update(user).set({ name, emailVerified: true, updatedAt: at }).where(eq(user.id, userId));
    },
    async setPassword(userId: string, passwordHash: string, at: Date) {
      const updated = await db
        .update(account)
        .set({ password: passwordHash, updatedAt: at })
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
        .returning({ id: account.id });
      if (updated.length > 0) return;
      await db.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
        createdAt: at,
        updatedAt: at,
      });
    },
    async saveProfile(userId: string, profile: BootstrapProfile, at: Date) {
      await db
        .insert(userProfiles)
        .values({ ...profile, userId, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...profile, updatedAt: at } });
    },
  };
}
