import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../../shared/accounts/admin.schemas';
import type { Role } from '../../../shared/accounts/roles';
import type { AdminAuditResponse } from '../../../shared/admin/audit.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { securityEvents, session, userProfiles } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

/* The accounts page's user actions: tier change, sign a user out everywhere, and the account's audit trail. */

let t: TestApp;
let nextAddress = 10;
const address = () => `10.45.0.${nextAddress++}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function signedInAs(role: Role, totp = role !== 'candidate' && role !== 'employer') {
  const account = await buildAccount(t.database.db, { role });
  const { client } = await signedInClient(t.app, account, totp, address());
  return { ...account, client };
}

const errorCode = (response: { json: <T>() => T }) => response.json<{ error: { code: string } }>().error.code;

async function eventsOf(eventType: string, targetUserId: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, eventType), eq(securityEvents.targetUserId, targetUserId)));
}

async function sessionCount(userId: string) {
  return (await t.database.db.select().from(session).where(eq(session.userId, userId))).length;
}

describe('POST /api/admin/accounts/:id/tier', () => {
  it("changes a candidate's tier and audits it; the same tier again changes nothing", async () => {
    const admin = await signedInAs('admin');
    const candidate = await buildAccount(t.database.db, { tier: 'community' });

    const response = await admin.client.post(`/api/admin/accounts/${candidate.userId}/tier`, {
      tier: 'active_seeker',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminAccount>().profileTier).toBe('active_seeker');
    const [profile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, candidate.userId));
    expect(profile?.profileTier).toBe('active_seeker');
    const events = await eventsOf('tier_change', candidate.userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: admin.userId,
      details: { from: 'community', to: 'active_seeker' },
    });

    const same = await admin.client.post(`/api/admin/accounts/${candidate.userId}/tier`, {
      tier: 'active_seeker',
    });
    expect(same.statusCode).toBe(200);
    expect(await eventsOf('tier_change', candidate.userId)).toHaveLength(1);
  });

  it('refuses a tier for anyone but a candidate (409), unknown tiers (400) and unknown accounts (404)', async () => {
    const admin = await signedInAs('master_admin');
    const employer = await buildAccount(t.database.db, { role: 'employer' });
    const other = await buildAccount(t.database.db, { role: 'admin' });
    for (const target of [employer, other]) {
      const response = await admin.client.post(`/api/admin/accounts/${target.userId}/tier`, {
        tier: 'portfolio',
      });
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('NOT_CANDIDATE');
    }
    const candidate = await buildAccount(t.database.db);
    const bad = await admin.client.post(`/api/admin/accounts/${candidate.userId}/tier`, { tier: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(
      'tier must be one of: community, portfolio, active_seeker',
    );
    const extra = await admin.client.post(`/api/admin/accounts/${candidate.userId}/tier`, {
      tier: 'portfolio',
      role: 'admin',
    });
    expect(extra.statusCode).toBe(400);
    const missing = await admin.client.post('/api/admin/accounts/no-such-account/tier', {
      tier: 'portfolio',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/accounts/:id/sign-out-everywhere', () => {
  it('ends every session of the account, which stays usable, and audits it', async () => {
    const admin = await signedInAs('admin');
    const member = await buildAccount(t.database.db);
    const laptop = (await signedInClient(t.app, member, false, address())).client;
    const phone = (await signedInClient(t.app, member, false, address())).client;
    expect(await sessionCount(member.userId)).toBe(2);

    const response = await admin.client.post(`/api/admin/accounts/${member.userId}/sign-out-everywhere`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'signed-out' });
    expect(await sessionCount(member.userId)).toBe(0);
    for (const client of [laptop, phone]) {
      expect((await client.get('/api/candidate/profile')).statusCode).toBe(401);
    }
    const events = await eventsOf('admin_signed_out_everywhere', member.userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: admin.userId, severity: 'medium' });

    // Not suspended: the owner signs in again.
    const again = await signedInClient(t.app, member, false, address());
    expect((await again.client.get('/api/candidate/profile')).statusCode).toBe(200);
    // The admin is still signed in.
    expect((await admin.client.get('/api/admin/accounts')).statusCode).toBe(200);
  });

  it('never your own account, and a master admin only by a master admin', async () => {
    const admin = await signedInAs('admin');
    const master = await signedInAs('master_admin');
    const otherMaster = await signedInAs('master_admin');

    const own = await admin.client.post(`/api/admin/accounts/${admin.userId}/sign-out-everywhere`);
    expect(own.statusCode).toBe(403);
    expect(errorCode(own)).toBe('OWN_ACCOUNT');
    const ownMaster = await master.client.post(`/api/admin/accounts/${master.userId}/sign-out-everywhere`);
    expect(errorCode(ownMaster)).toBe('OWN_ACCOUNT');

    const byAdmin = await admin.client.post(`/api/admin/accounts/${otherMaster.userId}/sign-out-everywhere`);
    expect(byAdmin.statusCode).toBe(403);
    expect(errorCode(byAdmin)).toBe('MASTER_ADMIN_REQUIRED');
    expect(await sessionCount(otherMaster.userId)).toBe(1);

    const byMaster = await master.client.post(
      `/api/admin/accounts/${otherMaster.userId}/sign-out-everywhere`,
    );
    expect(byMaster.statusCode).toBe(200);
    expect(await sessionCount(otherMaster.userId)).toBe(0);
    expect((await admin.client.post('/api/admin/accounts/nobody/sign-out-everywhere')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/accounts/:id/audit', () => {
  it('lists the events the account performed or that were done to it, newest first', async () => {
    const admin = await signedInAs('admin');
    const member = await buildAccount(t.database.db, { name: 'Maya Member', tier: 'portfolio' });
    const bystander = await buildAccount(t.database.db);
    const events = createSecurityEventsRepository({ db: t.database.db });
    await events.record({
      eventType: 'password_changed',
      userId: member.userId,
      targetUserId: member.userId,
    });
    await events.record({
      eventType: 'account_approved',
      userId: admin.userId,
      targetUserId: bystander.userId,
    });
    await admin.client.post(`/api/admin/accounts/${member.userId}/tier`, { tier: 'community' });

    const response = await admin.client.get(`/api/admin/accounts/${member.userId}/audit`);
    expect(response.statusCode).toBe(200);
    const trail = response.json<AdminAuditResponse>();
    expect(trail.events.map((event) => event.eventType)).toEqual(['tier_change', 'password_changed']);
    expect(trail.events[0]?.actor?.id).toBe(admin.userId);
    expect(trail.events[0]?.target).toMatchObject({ id: member.userId, name: 'Maya Member' });

    const adminTrail = (
      await admin.client.get(`/api/admin/accounts/${admin.userId}/audit`)
    ).json<AdminAuditResponse>();
    expect(adminTrail.events.map((event) => event.eventType)).toEqual(
      expect.arrayContaining(['tier_change', 'account_approved']),
    );
    expect(adminTrail.events.map((event) => event.eventType)).not.toContain('password_changed');

    const bad = await admin.client.get(`/api/admin/accounts/${member.userId}/audit?page=0`);
    expect(bad.statusCode).toBe(400);
  });
});
