import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, session, userProfiles } from '../db/schema';
import { buildAccount, createClient, signedInClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { buildOrganisation } from '../test/marketplace.test-utils';
import type { SessionLookup } from './session.repository';
import { createSessionLookupCache } from './session-lookup-cache';

/** A promise and the functions that settle it, for a lookup that answers when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const someLookup = { session: { id: 's1' } } as unknown as SessionLookup;

describe('the session lookup cache', () => {
  it('answers a token again without loading it again, "no such session" included', async () => {
    const cache = createSessionLookupCache<SessionLookup>();
    const loads: string[] = [];
    const load = async (token: string) => {
      loads.push(token);
      return token === 'known' ? someLookup : undefined;
    };
    expect(await cache.find('known', load)).toBe(someLookup);
    expect(await cache.find('known', load)).toBe(someLookup);
    // Shared by every request of the session: read-only, parts included.
    expect(Object.isFrozen(someLookup) && Object.isFrozen(someLookup.session)).toBe(true);
    expect(await cache.find('gone', load)).toBeUndefined();
    expect(await cache.find('gone', load)).toBeUndefined();
    expect(loads).toEqual(['known', 'gone']);
    cache.invalidate();
    expect(await cache.find('known', load)).toBe(someLookup);
    expect(loads).toEqual(['known', 'gone', 'known']);
  });

  it('does not remember a lookup that was under way when a change was announced', async () => {
    const cache = createSessionLookupCache<SessionLookup>();
    const before = deferred<SessionLookup | undefined>();
    let loads = 0;
    const first = cache.find('token', () => {
      loads += 1;
      return before.promise;
    });
    cache.invalidate();
    before.resolve(someLookup);
    expect(await first).toBe(someLookup);
    const fresh = { session: { id: 's2' } } as unknown as SessionLookup;
    expect(
      await cache.find('token', async () => {
        loads += 1;
        return fresh;
      }),
    ).toBe(fresh);
    expect(loads).toBe(2);
  });
});

/**
 * Through the real app and database (the embedded one remembers lookups; PostgreSQL does not): a
 * change written straight to the database, outside any route, is seen by the very next request.
 */
describe('a signed-in caller after their account, organisation or session changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('is refused on the next request once suspended', async () => {
    const account = await buildAccount(t.database.db, { role: 'candidate' });
    const { client } = await signedInClient(t.app, account);
    expect((await client.get('/api/candidate/profile')).statusCode).toBe(200);
    expect((await client.get('/api/candidate/profile')).statusCode).toBe(200);
    await t.database.db
      .update(userProfiles)
      .set({ isSuspended: true })
      .where(eq(userProfiles.userId, account.userId));
    const refused = await client.get('/api/candidate/profile');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('loses the verified employers’ routes on the next request when the organisation’s verification is withdrawn in a transaction', async () => {
    const account = await buildAccount(t.database.db, { role: 'employer' });
    const organisation = await buildOrganisation(t.database.db, account.userId, { status: 'verified' });
    const { client } = await signedInClient(t.app, account);
    expect((await client.get('/api/employer/search')).statusCode).toBe(200);
    await t.database.db.transaction(async (tx) => {
      await tx.update(organisations).set({ status: 'pending' }).where(eq(organisations.id, organisation.id));
    });
    expect((await client.get('/api/employer/search')).statusCode).toBe(403);
    expect((await client.get('/api/employer/organisation')).statusCode).toBe(200);
  });

  it('is nobody on the next request once the session is deleted, and someone again after signing in', async () => {
    const account = await buildAccount(t.database.db, { role: 'candidate' });
    const client = createClient(t.app);
    await client.signIn(account.email, account.password);
    expect((await client.get('/api/account/me')).json()).toMatchObject({ signedIn: true });
    await t.database.db.delete(session).where(eq(session.userId, account.userId));
    expect((await client.get('/api/account/me')).json()).toEqual({ signedIn: false });
    expect((await client.get('/api/candidate/profile')).statusCode).toBe(401);
    await client.signIn(account.email, account.password);
    expect((await client.get('/api/candidate/profile')).statusCode).toBe(200);
  });
});
