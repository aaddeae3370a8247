import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteHandle } from './database';
import { session, user } from './schema';

/** Every type drizzle reads as text, and a few it leaves to PGlite, in one row. */
const everyKind = sql`select
  timestamp '2026-01-02 03:04:05.123456' as ts,
  timestamptz '2026-01-02 03:04:05.123456+01' as tstz,
  interval '1 day 02:03:04' as iv,
  date '2026-03-04' as d,
  array[1.5, 2.25]::numeric[] as nums,
  array[timestamp '2026-01-02 03:04:05']::timestamp[] as tss,
  array[timestamptz '2026-01-02 03:04:05+00']::timestamptz[] as tstzs,
  array[interval '1 hour']::interval[] as ivs,
  array[date '2026-01-01']::date[] as ds,
  42::int8 as big, 7::int4 as small, 1.25::numeric as num, true as yes,
  '{"a":[1,2]}'::jsonb as j, array['x','y']::text[] as texts, null::timestamp as nothing`;

/**
 * The embedded database's drizzle is given a client that leaves drizzle's per-query parsers out
 * (PGlite merges them into its own on each call, a third of a simple query): what drizzle reads must
 * not change, outside and inside transactions, for raw statements and typed selects alike.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('drizzle on the embedded database', () => {
  let client: PGlite;
  let ours: ReturnType<typeof pgliteHandle>['db'];
  let plain: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table "user" (id text primary key, name text not null, email text not null unique,
        email_verified boolean not null default false, image text, two_factor_enabled boolean default false,
        created_at timestamp with time zone not null default now(), updated_at timestamp with time zone not null default now());
      create table session (id text primary key, expires_at timestamp with time zone not null, token text not null unique,
        created_at timestamp with time zone not null default now(), updated_at timestamp with time zone not null default now(),
        ip_address text, user_agent text, user_id text not null references "user"(id),
        last_active_at timestamp with time zone not null default now(), remember_me boolean not null default false);
      insert into "user" (id, name, email, created_at) values ('u1', 'Una', 'una@example.test', '2026-05-06 07:08:09.987654+00');
      insert into session (id, expires_at, token, user_id) values ('s1', '2026-12-31 23:59:59.5+00', 'tok', 'u1');
    `);
    ours = pgliteHandle(client).db;
    plain = drizzle(client);
  });
  afterAll(async () => {
    await client.close();
  });

  it('reads every kind of value as drizzle does by itself', async () => {
    const expected = await plain.execute(everyKind);
    expect(expected.rows[0]).toMatchObject({ ts: '2026-01-02 03:04:05.123456', nums: '{1.5,2.25}' });
    // The handle's db is typed for both databases, so its raw answers are `unknown` here.
    expect(await ours.execute(everyKind)).toMatchObject({ rows: expected.rows });
    expect(await ours.transaction((tx) => tx.execute(everyKind))).toMatchObject({ rows: expected.rows });
  });

  it('maps typed selects and joins to the same objects, dates as Dates', async () => {
    const select = (db: typeof plain | typeof ours) =>
      db.select({ session, user }).from(session).innerJoin(user, sql`${user.id} = ${session.userId}`);
    const expected = await select(plain);
    expect(expected[0]?.user.createdAt).toEqual(new Date('2026-05-06T07:08:09.987Z'));
    expect(await select(ours)).toEqual(expected);
    expect(await ours.transaction((tx) => select(tx))).toEqual(expected);
  });
});
