import { like } from 'drizzle-orm';
import type { Database } from '../db/database';
import { user } from '../db/schema';

/** What `npm run seed:demo` asks of the database besides the services it goes through. */
export function createDemoAccountsRepository({ db }: { db: Database }) {
  return {
    /** Accounts whose e-mail address is at `domain` (the demo members'). */
    async countAt(domain: string): Promise<number> {
      return db.$count(user, like(user.email, `%@${domain}`));
    },
  };
}
