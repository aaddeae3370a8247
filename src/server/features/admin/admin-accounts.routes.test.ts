import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../../shared/accounts/admin.schemas';
import type { Role } from '../../../shared/accounts/roles';
import { securityEvents, session, user, userProfiles } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount, type createClient, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let testApp: TestApp;
let nextAddress = 10;

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.app.close();
});

/** Each signed-in client comes from its own address, so sign-in rate limits never get in the way. */
const address = () => `127.0.0.${nextAddress++}`;

async function signedInAs(role: Role, options: { totp?: boolean; approved?: boolean } = {}) {
  const account = await buildAccount(testApp.database.db, { role, approved: options.approved ?? true });
  const { client } = await signedInClient(testApp.app, account, options.totp ?? true, address());
  return { ...account, client };
}

async function profileOf(userId: string) {
  const [row] = await testApp.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

async function auditRows(eventType: string, targetUserId: string) {
  return testApp.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, eventType), eq(securityEvents.targetUserId, targetUserId)));
}

type Client = ReturnType<typeof createClient>;
const errorCode = (response: Awaited<ReturnType<Client['get']>>) =>
  response.json<{ error: { code: string } }>().error.code;

const actions = ['approve', 'reject', 'suspend', 'unsuspend'] as const;

describe('access to the admin accounts API', () => {
  it('refuses anonymous callers, candidates, employers and admins without TOTP', async () => {
    const pending = await buildAccount(testApp.database.db, { approved: false });
    const candidate = await signedInAs('candidate', { totp: false });
    const employer = await signedInAs('employer', { totp: false });
    const adminWithoutTotp = await signedInAs('admin', { totp: false });

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/accounts' });
    expect(anonymous.statusCode).toBe(401);

    for (const [caller, expected] of [
      [candidate.client, 'FORBIDDEN'],
      [employer.client, 'FORBIDDEN'],
      [adminWithoutTotp.client, 'TWO_FACTOR_REQUIRED'],
    ] as const) {
      const list = await caller.get('/api/admin/accounts');
      expect(list.statusCode).toBe(403);
      expect(errorCode(list)).toBe(expected);
      for (const action of actions) {
        const response = await caller.post(`/api/admin/accounts/${pending.userId}/${action}`);
        expect(response.statusCode).toBe(403);
        expect(errorCode(response)).toBe(expected);
      }
      const role = await caller.post(`/api/admin/accounts/${pending.userId}/role`, { role: 'admin' });
      expect(errorCode(role)).toBe(expected);
    }
    expect(await profileOf(pending.userId)).toMatchObject({ isApproved: false, role: 'candidate' });
  });
});

describe('GET /api/admin/accounts', () => {
  it('lists newest first, filters by status and searches name and e-mail case-insensitively', async () => {
    const { db } = testApp.database;
    const admin = await signedInAs('admin');
    const pending = await buildAccount(db, {
      approved: false,
      name: 'Priya Pending',
      email: 'priya@example.test',
    });
    const employer = await buildAccount(db, {
      role: 'employer',
      name: 'Ed Employer',
      email: 'ed@clinic.test',
    });
    const suspended = await buildAccount(db, { name: 'Sam Suspended', suspended: true, email: 'sam@x.test' });
    const times = [
      [admin.userId, '2030-01-01T00:00:00Z'],
      [employer.userId, '2030-01-02T00:00:00Z'],
      [suspended.userId, '2030-01-03T00:00:00Z'],
      [pending.userId, '2030-01-04T00:00:00Z'],
    ] as const;
    for (const [id, at] of times)
      await db
        .update(user)
        .set({ createdAt: new Date(at) })
        .where(eq(user.id, id));

    const ids = async (query: string) => {
      const response = await admin.client.get(`/api/admin/accounts${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ accounts: AdminAccount[] }>().accounts.map((account) => account.id);
    };
    expect(await ids('')).toEqual([pending.userId, suspended.userId, employer.userId, admin.userId]);
    expect(await ids('?status=pending')).toEqual([pending.userId]);
    expect(await ids('?status=approved')).toEqual([employer.userId, admin.userId]);
    expect(await ids('?status=suspended')).toEqual([suspended.userId]);
    expect(await ids('?q=PRIYA')).toEqual([pending.userId]);
    expect(await ids('?q=Clinic.TEST')).toEqual([employer.userId]);
    expect(await ids('?status=approved&q=sam')).toEqual([]);
    // Wildcards are searched for literally.
    expect(await ids(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await ids('?q=_')).toEqual([]);

    const listed = await admin.client.get('/api/admin/accounts?status=pending');
    expect(listed.json()).toEqual({
      accounts: [
        {
          id: pending.userId,
          email: 'priya@example.test',
          fullName: 'Priya Pending',
          role: 'candidate',
          profileTier: 'portfolio',
          isApproved: false,
          isSuspended: false,
          emailVerified: true,
          createdAt: '2030-01-04T00:00:00.000Z',
        },
      ],
    });
    expect((await admin.client.get('/api/admin/accounts?status=everyone')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/accounts/:id/approve', () => {
  it('approves, records who and when, e-mails the user a sign-in link and audits it', async () => {
    const { db } = testApp.database;
    const admin = await signedInAs('system_admin');
    const pending = await buildAccount(db, { approved: false, name: 'Priya Pending' });
    const pendingClient = (await signedInClient(testApp.app, pending, false, address())).client;
    expect(errorCode(await pendingClient.get('/api/account/consents'))).toBe('NOT_APPROVED');

    const response = await admin.client.post(`/api/admin/accounts/${pending.userId}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: pending.userId, isApproved: true, email: pending.email });

    const profile = await profileOf(pending.userId);
    expect(profile?.isApproved).toBe(true);
    expect(profile?.approvedBy).toBe(admin.userId);
    expect(profile?.approvedAt).toBeInstanceOf(Date);
    const mails = (await listOutbox(db)).filter((mail) => mail.template === 'account-approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(pending.email);
    expect(mails[0]?.textBody).toContain('http://arrsplace.localhost:3000/arrsplace/auth');
    const [event] = await auditRows('account_approved', pending.userId);
    expect(event).toMatchObject({ userId: admin.userId, details: { role: 'candidate' } });
    expect((await pendingClient.get('/api/account/consents')).statusCode).toBe(200);

    const again = await admin.client.post(`/api/admin/accounts/${pending.userId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('ALREADY_APPROVED');
    expect((await listOutbox(db)).filter((mail) => mail.template === 'account-approved')).toHaveLength(1);
  });

  it('answers 404 for an unknown id on every action', async () => {
    const admin = await signedInAs('admin');
    for (const action of actions) {
      const response = await admin.client.post(`/api/admin/accounts/no-such-user/${action}`);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('ACCOUNT_NOT_FOUND');
    }
    const role = await admin.client.post('/api/admin/accounts/no-such-user/role', { role: 'employer' });
    expect(role.statusCode).toBe(404);
  });
});

describe('POST /api/admin/accounts/:id/reject', () => {
  it('erases a pending account after queuing the rejection e-mail, keeping only the id in the audit', async () => {
    const { db } = testApp.database;
    const admin = await signedInAs('admin');
    const pending = await buildAccount(db, {
      approved: false,
      name: 'Rita Rejected',
      email: 'rita@example.test',
    });

    const response = await admin.client.post(`/api/admin/accounts/${pending.userId}/reject`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'rejected' });

    expect(await db.select().from(user).where(eq(user.id, pending.userId))).toEqual([]);
    expect(await profileOf(pending.userId)).toBeUndefined();
    const mails = (await listOutbox(db)).filter((mail) => mail.template === 'account-rejected');
    expect(mails.map((mail) => mail.toAddress)).toEqual(['rita@example.test']);
    const events = await auditRows('account_rejected', pending.userId);
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(admin.userId);
    const allEvents = JSON.stringify(await db.select().from(securityEvents));
    expect(allEvents).not.toContain('rita@example.test');
    expect(allEvents).not.toContain('Rita');

    expect((await admin.client.post(`/api/admin/accounts/${pending.userId}/reject`)).statusCode).toBe(404);
  });

  it('refuses to reject an approved account', async () => {
    const admin = await signedInAs('admin');
    const approved = await buildAccount(testApp.database.db, { role: 'employer' });
    const response = await admin.client.post(`/api/admin/accounts/${approved.userId}/reject`);
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('NOT_PENDING');
    expect(await profileOf(approved.userId)).toBeDefined();
  });
});

describe('POST /api/admin/accounts/:id/role', () => {
  it('lets an admin switch candidate and employer, and audits from and to', async () => {
    const admin = await signedInAs('admin');
    const candidate = await buildAccount(testApp.database.db);
    const response = await admin.client.post(`/api/admin/accounts/${candidate.userId}/role`, {
      role: 'employer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: candidate.userId, role: 'employer' });
    expect((await profileOf(candidate.userId))?.role).toBe('employer');
    const [event] = await auditRows('role_change', candidate.userId);
    expect(event).toMatchObject({ userId: admin.userId, details: { from: 'candidate', to: 'employer' } });
  });

  it('keeps granting and removing admin roles to a master_admin', async () => {
    const { db } = testApp.database;
    const admin = await signedInAs('admin');
    const master = await signedInAs('master_admin');
    const candidate = await buildAccount(db);
    const otherAdmin = await buildAccount(db, { role: 'admin' });

    const grant = await admin.client.post(`/api/admin/accounts/${candidate.userId}/role`, { role: 'admin' });
    expect(grant.statusCode).toBe(403);
    expect(errorCode(grant)).toBe('MASTER_ADMIN_REQUIRED');
    const demote = await admin.client.post(`/api/admin/accounts/${otherAdmin.userId}/role`, {
      role: 'candidate',
    });
    expect(demote.statusCode).toBe(403);
    expect((await profileOf(candidate.userId))?.role).toBe('candidate');
    expect((await profileOf(otherAdmin.userId))?.role).toBe('admin');

    const granted = await master.client.post(`/api/admin/accounts/${candidate.userId}/role`, {
      role: 'admin',
    });
    expect(granted.statusCode).toBe(200);
    expect((await profileOf(candidate.userId))?.role).toBe('admin');
    const [event] = await auditRows('role_change', candidate.userId);
    expect(event).toMatchObject({ severity: 'high', details: { from: 'candidate', to: 'admin' } });
    const demoted = await master.client.post(`/api/admin/accounts/${otherAdmin.userId}/role`, {
      role: 'employer',
    });
    expect(demoted.statusCode).toBe(200);
  });

  it('refuses to change your own role, and unknown roles', async () => {
    const master = await signedInAs('master_admin');
    const own = await master.client.post(`/api/admin/accounts/${master.userId}/role`, { role: 'admin' });
    expect(own.statusCode).toBe(403);
    expect(errorCode(own)).toBe('OWN_ROLE');
    expect((await profileOf(master.userId))?.role).toBe('master_admin');

    const candidate = await buildAccount(testApp.database.db);
    const bad = await master.client.post(`/api/admin/accounts/${candidate.userId}/role`, {
      role: 'superuser',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/accounts/:id/suspend and /unsuspend', () => {
  it('suspends, revoking every session so the next request is refused, and unsuspends', async () => {
    const { db } = testApp.database;
    const admin = await signedInAs('admin');
    const candidate = await signedInAs('candidate', { totp: false });
    expect((await candidate.client.get('/api/account/me')).statusCode).toBe(200);

    const suspended = await admin.client.post(`/api/admin/accounts/${candidate.userId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ isSuspended: true });
    expect(await db.select().from(session).where(eq(session.userId, candidate.userId))).toEqual([]);
    expect((await candidate.client.get('/api/account/me')).json()).toEqual({ signedIn: false });
    const signIn = await candidate.client.signIn(candidate.email, candidate.password);
    expect(signIn.statusCode).toBe(403);
    expect(errorCode(signIn)).toBe('ACCOUNT_SUSPENDED');
    expect(await auditRows('account_suspended', candidate.userId)).toHaveLength(1);

    const again = await admin.client.post(`/api/admin/accounts/${candidate.userId}/suspend`);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('ALREADY_SUSPENDED');

    const lifted = await admin.client.post(`/api/admin/accounts/${candidate.userId}/unsuspend`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ isSuspended: false });
    expect(await auditRows('account_unsuspended', candidate.userId)).toHaveLength(1);
    expect((await candidate.client.signIn(candidate.email, candidate.password)).statusCode).toBe(200);
    expect((await candidate.client.get('/api/account/me')).statusCode).toBe(200);

    const notSuspended = await admin.client.post(`/api/admin/accounts/${candidate.userId}/unsuspend`);
    expect(notSuspended.statusCode).toBe(409);
    expect(errorCode(notSuspended)).toBe('NOT_SUSPENDED');
  });

  it('protects master_admins from admins, and everyone from suspending themselves', async () => {
    const admin = await signedInAs('admin');
    const master = await signedInAs('master_admin');
    const otherMaster = await buildAccount(testApp.database.db, { role: 'master_admin' });

    const byAdmin = await admin.client.post(`/api/admin/accounts/${master.userId}/suspend`);
    expect(byAdmin.statusCode).toBe(403);
    expect(errorCode(byAdmin)).toBe('MASTER_ADMIN_REQUIRED');
    expect((await profileOf(master.userId))?.isSuspended).toBe(false);
    const self = await admin.client.post(`/api/admin/accounts/${admin.userId}/suspend`);
    expect(self.statusCode).toBe(403);
    expect(errorCode(self)).toBe('OWN_ACCOUNT');
    expect((await master.client.post(`/api/admin/accounts/${master.userId}/suspend`)).statusCode).toBe(403);

    expect((await master.client.post(`/api/admin/accounts/${otherMaster.userId}/suspend`)).statusCode).toBe(
      200,
    );
    expect((await master.client.post(`/api/admin/accounts/${admin.userId}/suspend`)).statusCode).toBe(200);
    // The suspended admin's session is gone with it.
    expect((await admin.client.get('/api/admin/accounts')).statusCode).toBe(401);
  });
});
