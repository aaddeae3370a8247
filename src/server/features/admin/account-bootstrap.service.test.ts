import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BootstrapAccountInput } from '../../../shared/accounts/admin.schemas';
import { bootstrapAccountSchema } from '../../../shared/accounts/admin.schemas';
import { account, securityEvents, session, user, userProfiles } from '../../db/schema';
import { buildAccount, createClient, strongPassword } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { bootstrapAccount } from './account-bootstrap.service';

let testApp: TestApp;
const now = () => new Date();

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.app.close();
});

const adminPassword = 'Harbour-Violet-Compass-73!';
const run = (input: BootstrapAccountInput) =>
  bootstrapAccount({ db: testApp.database.db, now }, bootstrapAccountSchema.parse(input));

async function rowsFor(email: string) {
  const { db } = testApp.database;
  const users = await db.select().from(user).where(eq(user.email, email));
  const id = users[0]?.id ?? '';
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, id));
  const credentials = await db.select().from(account).where(eq(account.userId, id));
  return { users, profile, credentials };
}

describe('bootstrapAccount (the admin CLI create)', () => {
  it('creates an approved, verified account that signs in; an admin must still enrol in TOTP', async () => {
    const result = await run({ email: ' Ops@Example.ORG ', password: adminPassword, role: 'master_admin' });
    expect(result).toMatchObject({ action: 'created', email: 'ops@example.org', role: 'master_admin' });

    const { users, profile, credentials } = await rowsFor('ops@example.org');
    expect(users).toHaveLength(1);
    expect(users[0]?.emailVerified).toBe(true);
    expect(users[0]?.id).toBe(result.id);
    expect(profile).toMatchObject({
      role: 'master_admin',
      isApproved: true,
      isSuspended: false,
      fullName: 'ops',
    });
    expect(profile?.approvedAt).toBeInstanceOf(Date);
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.password).not.toContain(adminPassword);

    const client = createClient(testApp.app);
    expect((await client.signIn('ops@example.org', adminPassword)).statusCode).toBe(200);
    const admin = await client.get('/api/admin/accounts');
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ error: { code: 'TWO_FACTOR_REQUIRED' } });

    const [event] = await testApp.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'admin_cli_account'));
    expect(event).toMatchObject({
      targetUserId: result.id,
      severity: 'high',
      details: { action: 'created' },
    });
    expect(JSON.stringify(event)).not.toContain(adminPassword);
  });

  it('updates the same account when run again: one account, same id, new password, role, name and tier', async () => {
    const first = await run({ email: 'sam@example.org', password: strongPassword, role: 'candidate' });
    const signedIn = createClient(testApp.app);
    expect((await signedIn.signIn('sam@example.org', strongPassword)).statusCode).toBe(200);

    const second = await run({
      email: 'SAM@example.org',
      password: adminPassword,
      role: 'employer',
      name: 'Sam Smith',
      tier: 'active_seeker',
    });
    expect(second).toEqual({
      action: 'updated',
      id: first.id,
      email: 'sam@example.org',
      role: 'employer',
      profileTier: 'active_seeker',
    });
    const { users, profile, credentials } = await rowsFor('sam@example.org');
    expect(users).toHaveLength(1);
    expect(users[0]?.name).toBe('Sam Smith');
    expect(profile).toMatchObject({ role: 'employer', fullName: 'Sam Smith', profileTier: 'active_seeker' });
    expect(credentials).toHaveLength(1);
    // A new password signs the account out everywhere; the old one no longer works.
    expect(await testApp.database.db.select().from(session).where(eq(session.userId, first.id))).toEqual([]);
    expect((await createClient(testApp.app).signIn('sam@example.org', strongPassword)).statusCode).toBe(401);
    expect((await createClient(testApp.app).signIn('sam@example.org', adminPassword)).statusCode).toBe(200);
  });

  it('is idempotent: the same input again keeps name, tier and sessions', async () => {
    await run({
      email: 'eve@example.org',
      password: strongPassword,
      role: 'candidate',
      name: 'Eve',
      tier: 'community',
    });
    const client = createClient(testApp.app);
    expect((await client.signIn('eve@example.org', strongPassword)).statusCode).toBe(200);
    const again = await run({ email: 'eve@example.org', password: strongPassword, role: 'candidate' });
    expect(again).toMatchObject({ action: 'updated', profileTier: 'community' });
    expect((await rowsFor('eve@example.org')).profile?.fullName).toBe('Eve');
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
  });

  it('approves, verifies and unsuspends an existing account made by sign-up', async () => {
    const existing = await buildAccount(testApp.database.db, {
      email: 'pat@example.org',
      approved: false,
      verified: false,
      suspended: true,
    });
    const result = await run({ email: 'pat@example.org', password: strongPassword, role: 'admin' });
    expect(result.id).toBe(existing.userId);
    const { users, profile } = await rowsFor('pat@example.org');
    expect(users[0]?.emailVerified).toBe(true);
    expect(profile).toMatchObject({
      role: 'admin',
      isApproved: true,
      isSuspended: false,
      profileTier: 'portfolio',
    });
  });

  it('refuses guessable passwords', async () => {
    await expect(
      run({ email: 'a@example.org', password: 'password1234', role: 'employer' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'WEAK_PASSWORD',
    });
    expect((await rowsFor('a@example.org')).users).toEqual([]);
  });
});

describe('bootstrapAccountSchema', () => {
  it('needs 12+ characters of every class for admin roles, 8 for others, and known roles and tiers', () => {
    const problems = (input: Record<string, unknown>) =>
      bootstrapAccountSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ email: 'a@b.org', password: 'Short-1!', role: 'admin' })).toEqual([
      'Password must be at least 12 characters long',
    ]);
    expect(problems({ email: 'a@b.org', password: 'longenoughbutplain', role: 'master_admin' })).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
    expect(problems({ email: 'a@b.org', password: 'Short-1!', role: 'employer' })).toEqual([]);
    expect(problems({ email: 'a@b.org', password: 'short', role: 'employer' })).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(
      problems({ email: 'not-an-email', password: adminPassword, role: 'root', tier: 'gold' }),
    ).toHaveLength(3);
  });
});
