import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMigratedPglite } from '../test/database.test-utils';
import { type DatabaseHandle, openPglite, pgliteExtensions } from './database';
import { hasSqlState, isDatabaseUnavailable } from './database-errors';
import { analyticsSalts } from './schema';

/*
 * The server's embedded database on a worker thread of its own (decision 033): what the server reads
 * and writes through it must behave as PGlite on the server's thread does — values, transactions,
 * errors, notifications, the backup archive and closing.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database on its worker thread', () => {
  let root = '';
  let database: DatabaseHandle;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'arrs-pglite-worker-'));
    await writeMigratedPglite(join(root, 'db'));
    database = await openPglite(join(root, 'db'), { worker: true });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers typed selects with the values drizzle gives on the server thread', async () => {
    await database.db.insert(analyticsSalts).values({ day: '2026-12-01', salt: 'one' });
    const [row] = await database.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, '2026-12-01'));
    expect(row).toMatchObject({ day: '2026-12-01', salt: 'one' });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const raw = (await database.db.execute(
      sql`select 42::int8 as big, '{"a":[1,2]}'::jsonb as j, '\\x0102'::bytea as bytes, timestamptz '2026-01-02 03:04:05+00' as at`,
    )) as { rows: unknown[] };
    expect(raw.rows[0]).toEqual({
      big: 42,
      j: { a: [1, 2] },
      bytes: new Uint8Array([1, 2]),
      at: '2026-01-02 03:04:05+00',
    });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(analyticsSalts).values({ day: '2026-12-02', salt: 'kept' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(analyticsSalts).values({ day: '2026-12-03', salt: 'lost' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(analyticsSalts).values({ day: '2026-12-04', salt: 'lost too' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    const days = await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(days.map((row) => row.day)).toContain('2026-12-02');
    expect(days.map((row) => row.day)).not.toContain('2026-12-03');
    expect(days.map((row) => row.day)).not.toContain('2026-12-04');
  });

  it('lets other statements wait for an open transaction, as one connection does', async () => {
    const order: string[] = [];
    let inside: () => void = () => {};
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(analyticsSalts).values({ day: '2026-12-05', salt: 'first' });
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction');
    });
    await entered;
    const outside = database.db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, '2026-12-05'))
      .then((rows) => {
        order.push('query');
        return rows;
      });
    await transaction;
    expect(await outside).toEqual([{ salt: 'first' }]);
    expect(order).toEqual(['transaction', 'query']);
  });

  it("keeps the database's error codes, so conflicts and outages are told apart", async () => {
    const duplicate = database.db.insert(analyticsSalts).values({ day: '2026-12-02', salt: 'again' });
    const error = await duplicate.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(hasSqlState(error, '23505')).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('hands a NOTIFY to its listener before the statement that sent it settles', async () => {
    const heard: string[] = [];
    const stop = await database.listen('worker_test', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('worker_test', 'hello')`);
    expect(heard).toEqual(['hello']);
    await stop();
    await database.db.execute(sql`select pg_notify('worker_test', 'again')`);
    expect(heard).toEqual(['hello']);
  });

  it('runs prepared statements through the simple protocol', async () => {
    await database.execSimple?.(
      "prepare worker_salt as select salt from analytics_salts where day = '2026-12-01'",
    );
    expect(await database.execSimple?.('execute worker_salt')).toEqual([{ salt: 'one' }]);
  });

  it('archives its data directory for the backup, loadable by PGlite', async () => {
    const archive = await database.dumpDataDir?.();
    expect(archive).toBeInstanceOf(Blob);
    const copy = await PGlite.create({ loadDataDir: archive, extensions: pgliteExtensions });
    try {
      const result = await copy.query<{ salt: string }>(
        "select salt from analytics_salts where day = '2026-12-01'",
      );
      expect(result.rows).toEqual([{ salt: 'one' }]);
    } finally {
      await copy.close();
    }
  });

  it('once closed, answers every statement as the database being unavailable', async () => {
    await database.close();
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(database.ping()).rejects.toThrow();
  });
});
