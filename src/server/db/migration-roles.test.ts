import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './database';

/**
 * Migration 0014 creates the application role, which belongs to the whole PostgreSQL cluster, not to
 * one database: two databases on one server migrating at the same moment (staging and production, or
 * two test runs) both create it. The second must find it made, whichever error PostgreSQL raises.
 * Run on the statement as shipped, under a role name of its own so the cluster's real role is untouched.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

function createRoleStatement(role: string): string {
  const migration = readFileSync(join(migrationsFolder, '0014_audit_append_only.sql'), 'utf8');
  const statement = migration
    .split('--> statement-breakpoint')
    .find((part) => part.includes('CREATE ROLE arrs_app'));
  if (!statement) throw new Error('migration 0014 no longer creates arrs_app');
  return statement.replaceAll('arrs_app', role);
}

/** Until `blocked`'s statement waits for a lock (seen from `observer`): the race is then certain. */
async function waitUntilBlocked(observer: pg.Client, blocked: pg.Client) {
  const pid = (blocked as unknown as { processID: number }).processID;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await observer.query<{ waiting: boolean }>(
      "select coalesce(wait_event_type = 'Lock', false) as waiting from pg_stat_activity where pid = $1",
      [pid],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the second CREATE ROLE never waited for the first');
}

describe.runIf(onPostgres)('the application role in migration 0014', () => {
  it('is created once when two migrations create it at the same time', async () => {
    const role = `arrs_app_race_${process.pid}_${Date.now()}`;
    const statement = createRoleStatement(role);
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const first = new pg.Client({ connectionString: serverUrl });
    const second = new pg.Client({ connectionString: serverUrl });
    await first.connect();
    await second.connect();
    try {
      // The first creates the role in a transaction not yet committed (as a migration does) …
      await first.query('begin');
      await first.query(statement);
      // … so the second cannot see it, and waits on the catalogue's unique index until the first commits.
      const racing = second.query(statement).then(
        () => 'created or found',
        (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
      );
      await waitUntilBlocked(first, second);
      await first.query('commit');
      expect(await racing).toBe('created or found');
      const { rows } = await first.query('select count(*)::int as count from pg_roles where rolname = $1', [
        role,
      ]);
      expect(rows).toEqual([{ count: 1 }]);
    } finally {
      await first.query('rollback').catch(() => undefined);
      await first.query(`drop role if exists "${role}"`).catch(() => undefined);
      await first.end();
      await second.end();
    }
  });
});
