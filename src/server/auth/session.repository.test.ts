import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { session, user, userProfiles } from '../db/schema';
import { buildAccount } from '../test/accounts.test-utils';
import { createTestDatabase } from '../test/database.test-utils';
import { buildOrganisation } from '../test/marketplace.test-utils';
import { createSessionRepository } from './session.repository';

/** A token as better-auth makes them: 32 letters and digits. */
const newToken = () =>
  randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 32);

describe('session lookup by token', () => {
  let database: DatabaseHandle;
  const tokens = { candidate: newToken(), employer: newToken(), withoutProfile: newToken() };

  async function addSession(userId: string, token: string) {
    await database.db.insert(session).values({
      id: `session-${token}`,
      token,
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
      ipAddress: null,
      userAgent: null,
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const candidate = await buildAccount(database.db, { role: 'candidate', name: 'Cara Candidate' });
    const employer = await buildAccount(database.db, { role: 'employer', name: 'Erin Employer' });
    await buildOrganisation(database.db, employer.userId, { status: 'verified', name: 'Leeds North PCN' });
    // A user better-auth made whose profile was never written.
    await database.db.insert(user).values({ id: 'bare-user', name: 'Bare', email: 'bare@example.test' });
    // Every kind of value the lookup carries, set: times with microseconds, text, JSON, booleans.
    await database.db
      .update(userProfiles)
      .set({
        approvedAt: sql`'2026-01-02 03:04:05.123456+00'`,
        approvedBy: 'an-admin',
        mobilePhone: '07700 900123',
        homePostcode: 'LS1 4AP',
        recruitmentRepresentationConsent: true,
        recruitmentRepresentationConsentAt: new Date('2026-02-03T04:05:06.789Z'),
        onboardingToursCompleted: { community: true, candidate: false },
      })
      .where(eq(userProfiles.userId, candidate.userId));
    await addSession(candidate.userId, tokens.candidate);
    await database.db
      .update(session)
      .set({ ipAddress: '192.0.2.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) "quoted"' })
      .where(eq(session.token, tokens.candidate));
    await addSession(employer.userId, tokens.employer);
    await addSession('bare-user', tokens.withoutProfile);
  });
  afterAll(async () => {
    await database?.close();
  });

  const parameterised = () => createSessionRepository({ db: database.db });
  // On PGlite, the statement prepared once; on PostgreSQL there is no such path and both are one.
  const preparedOnce = () =>
    createSessionRepository({ db: database.db, execSimple: database.execSimple?.bind(database) });

  it('answers the session, user, profile and organisation of an employer', async () => {
    const found = await preparedOnce().findByToken(tokens.employer);
    expect(found?.session.token).toBe(tokens.employer);
    expect(found?.session.expiresAt).toBeInstanceOf(Date);
    expect(found?.session.rememberMe).toBe(false);
    expect(found?.user.name).toBe('Erin Employer');
    expect(found?.profile?.role).toBe('employer');
    expect(found?.profile?.onboardingToursCompleted).toEqual({});
    expect(found?.organisation).toMatchObject({
      name: 'Leeds North PCN',
      status: 'verified',
      membership: 'owner',
      postcode: 'LS6 2AA',
    });
    expect(typeof found?.organisation?.latitude).toBe('number');
  });

  it('answers null for an organisation or a profile the user does not have', async () => {
    const candidate = await preparedOnce().findByToken(tokens.candidate);
    expect(candidate?.profile?.role).toBe('candidate');
    expect(candidate?.organisation).toBeNull();
    const bare = await preparedOnce().findByToken(tokens.withoutProfile);
    expect(bare?.user.id).toBe('bare-user');
    expect(bare?.profile).toBeNull();
    expect(bare?.organisation).toBeNull();
  });

  it('answers exactly what the parameterised query answers, for every kind of user', async () => {
    for (const token of Object.values(tokens)) {
      const expected = await parameterised().findByToken(token);
      expect(expected).toBeDefined();
      expect(await preparedOnce().findByToken(token)).toEqual(expected);
    }
    const candidate = await preparedOnce().findByToken(tokens.candidate);
    expect(candidate?.profile?.approvedAt?.toISOString()).toBe('2026-01-02T03:04:05.123Z');
    expect(candidate?.profile?.onboardingToursCompleted).toEqual({ community: true, candidate: false });
    expect(candidate?.session.userAgent).toBe('Mozilla/5.0 (X11; Linux x86_64) "quoted"');
  });

  it('answers nothing for an unknown token, and a token that is not letters and digits stays a value', async () => {
    const repository = preparedOnce();
    expect(await repository.findByToken(newToken())).toBeUndefined();
    for (const hostile of ["x'); delete from session; --", "abc'", 'a\\b', `${tokens.candidate} `]) {
      expect(await repository.findByToken(hostile)).toBeUndefined();
    }
    expect(await repository.findByToken(tokens.candidate)).toBeDefined();
  });

  it('keeps working when another repository on the same database prepared the statement first', async () => {
    const [first, second] = [preparedOnce(), preparedOnce()];
    const [a, b] = await Promise.all([
      first.findByToken(tokens.employer),
      second.findByToken(tokens.employer),
    ]);
    expect(a?.session.token).toBe(tokens.employer);
    expect(b).toEqual(a);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'on the embedded database, runs the lookup as a statement prepared once',
    async () => {
      await preparedOnce().findByToken(tokens.candidate);
      const rows = await database.execSimple?.('select name from pg_prepared_statements');
      expect(rows?.map((row) => row.name)).toContain('session_lookup_json');
    },
  );
});
