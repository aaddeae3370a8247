import { like } from 'drizzle-orm';
import type { Database } from '../db/database';
import { user } from '../db/schema';

export function createDemoAccountsRepository({ db }: { db: Database }) {
  return {
    /** Accounts whose e-mail address is at `domain` (the demo members'). */
    async countAt(domain: string): Promise<number> {
      return db.$count(user, like(user.email, `%@${domain}`));
    },
  };
}
