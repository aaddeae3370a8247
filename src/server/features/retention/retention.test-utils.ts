import { eq } from 'drizzle-orm';
import { afterEach } from 'vitest';
import {
  type RetentionPeriod,
  retentionCutoff,
  retentionPeriods,
  shiftByPeriod,
} from '../../../shared/content/retention-periods';
import type { Database } from '../../db/database';
import { user, userProfiles } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

/* Helpers of the retention job tests (retention.*.test.ts). */

export const minute = 60_000;
export const day = 24 * 60 * minute;
export const warningLead = retentionPeriods.inactivityWarning;

/** Makes the account look untouched since `at` (as if created then and never changed). */
export async function ageAccount(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(user).set({ createdAt: at, updatedAt: at }).where(eq(user.id, userId));
  await db
    .update(userProfiles)
    .set({ createdAt: at, updatedAt: at, lastActiveAt: at })
    .where(eq(userProfiles.userId, userId));
}

/**
 * The last activity that makes an account kept for `inactivity` due a warning at `now` (erasure
 * exactly warningLead away).
 */
export function inactivityWarningEdge(now: Date, inactivity: RetentionPeriod): Date {
  return retentionCutoff(shiftByPeriod(now, warningLead), inactivity);
}

/** The inactivity warnings queued for `email`. */
export async function inactivityWarningsTo(db: Database, email: string): ReturnType<typeof listOutbox> {
  return (await listOutbox(db)).filter(
    (row) => row.template === 'inactivity-warning' && row.toAddress === email,
  );
}

/**
 * Each test's own app on a clock the test moves: `start()` builds the app with `clock` at the real
 * now (set it later to move time: the app reads it on every call), and the app is closed after each
 * test. Call once per test file, at its top level.
 */
export function retentionJobTest() {
  let current: TestApp | undefined;
  const job = {
    clock: new Date(),
    async start(env?: Record<string, string>) {
      job.clock = new Date();
      current = await createTestApp({ now: () => job.clock, env });
    },
    get app() {
      if (!current) throw new Error('start() the retention test app first');
      return current.app;
    },
    get db() {
      if (!current) throw new Error('start() the retention test app first');
      return current.database.db;
    },
    /** The last activity that makes an account kept for `inactivity` due a warning now (inactivityWarningEdge). */
    warningEdge: (inactivity: RetentionPeriod) => inactivityWarningEdge(job.clock, inactivity),
    /** The inactivity warnings queued for `email`. */
    warningsTo: (email: string) => inactivityWarningsTo(job.db, email),
  };
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  return job;
}
