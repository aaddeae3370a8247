import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { createSecurityEventsRepository } from './security-events.repository';

/*
 * The audit trail is read-only for the application. On PostgreSQL the server's connections
 * run as arrs_app (migration 0014), which may insert and read security events but not update, delete
 * or truncate them; erasure's redaction and the retention purge go through two narrow functions.
 * PGlite has a single user (the owner), so the refusals themselves are proved on PostgreSQL; the
 * grants are checked on both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const onPostgres = process.env.TEST_DB === 'postgres';
const day = 24 * 60 * 60 * 1000;

async function privilege(action: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ allowed: sql<boolean>`has_table_privilege('arrs_app', 'security_events', ${action})` })
    .from(sql`(select 1) as once`);
  return row?.allowed ?? true;
}

describe('the audit trail is append-only for the application', () => {
  it('grants the application role SELECT and INSERT on security_events, never UPDATE, DELETE or TRUNCATE', async () => {
    expect(await privilege('SELECT')).toBe(true);
    expect(await privilege('INSERT')).toBe(true);
    expect(await privilege('UPDATE')).toBe(false);
    expect(await privilege('DELETE')).toBe(false);
    expect(await privilege('TRUNCATE')).toBe(false);
  });

  it.runIf(onPostgres)('refuses UPDATE, DELETE and TRUNCATE from the application’s connections', async () => {
    const db = t.database.db;
    const [event] = await db
      .insert(securityEvents)
      .values({ eventType: 'append_only_probe', details: { email: 'probe@example.test' } })
      .returning();
    if (!event) throw new Error('no event');
    const refused = async (work: () => Promise<unknown>) => {
      const error = await work().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/permission denied/);
    };
    await refused(() =>
      db.update(securityEvents).set({ eventType: 'edited' }).where(eq(securityEvents.id, event.id)),
    );
    await refused(() => db.delete(securityEvents).where(eq(securityEvents.id, event.id)));
    await refused(() => db.execute(sql`truncate security_events`));
    const [still] = await db.select().from(securityEvents).where(eq(securityEvents.id, event.id));
    expect(still).toMatchObject({ eventType: 'append_only_probe', details: { email: 'probe@example.test' } });
  });

  it('still lets erasure drop an e-mail address from the events about a person', async () => {
    const db = t.database.db;
    const [event] = await db
      .insert(securityEvents)
      .values({
        eventType: 'sign_in',
        userId: 'erased-user',
        details: { email: 'erased@example.test', via: 'x' },
      })
      .returning();
    await createSecurityEventsRepository({ db }).forgetEmail('erased-user', 'erased@example.test');
    const [after] = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.id, event?.id ?? 0));
    expect(after?.details).toEqual({ via: 'x' });
  });

  it('purges only events older than the cutoff, and never younger than 90 days', async () => {
    const db = t.database.db;
    const now = Date.now();
    const rows = await db
      .insert(securityEvents)
      .values([
        { eventType: 'purge_probe', createdAt: new Date(now - 400 * day) },
        { eventType: 'purge_probe', createdAt: new Date(now - 60 * day) },
      ])
      .returning();
    const purge = (cutoff: Date) =>
      db
        .select({
          deleted: sql<number>`audit_purge_before(${cutoff.toISOString()}::timestamptz, 100)`.mapWith(Number),
        })
        .from(sql`(select 1) as once`);
    // Asked to purge everything up to now: the 60-day-old event stays all the same.
    expect((await purge(new Date(now)))[0]?.deleted).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(securityEvents).where(eq(securityEvents.eventType, 'purge_probe'));
    expect(left.map((row) => row.id)).toEqual([rows[1]?.id]);
  });
});
