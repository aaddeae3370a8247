import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditResponse } from '../../../shared/admin/audit.schemas';
import type { AdminMailMessage, AdminMailResponse } from '../../../shared/admin/mail.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { mailOutbox, securityEvents } from '../../db/schema';
import { buildAccount, signedInClient, type TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let t: TestApp;
let admin: { userId: string; email: string; client: TestClient };
let candidate: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const account = await buildAccount(t.database.db, { role: 'admin', name: 'Ada Admin' });
  admin = { ...account, client: (await signedInClient(t.app, account, true, '10.44.0.1')).client };
  const member = await buildAccount(t.database.db, { role: 'candidate' });
  candidate = (await signedInClient(t.app, member, false, '10.44.0.2')).client;
}, 60_000);
afterAll(async () => {
  await t.app.close();
});

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

type OutboxRow = typeof mailOutbox.$inferInsert;
async function seedMail(row: Partial<OutboxRow> = {}) {
  const id = randomUUID();
  await t.database.db.insert(mailOutbox).values({
    id,
    messageId: `<${id}@test>`,
    template: 'password-reset',
    toAddress: 'reader@example.test',
    subject: 'Reset your password',
    textBody: 'Follow https://example.test/reset?token=SECRET-ONE-TIME-TOKEN',
    htmlBody: '<a href="https://example.test/reset?token=SECRET-ONE-TIME-TOKEN">Reset</a>',
    ...row,
  });
  return id;
}

describe('GET /api/admin/mail', () => {
  it('shows subject, template and delivery state, never the bodies, newest first and by status', async () => {
    await t.database.db.delete(mailOutbox);
    const sent = await seedMail({
      status: 'sent',
      attempts: 1,
      createdAt: new Date('2031-03-01T09:00:00Z'),
      sentAt: new Date('2031-03-01T09:00:05Z'),
    });
    const dead = await seedMail({
      status: 'dead',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: new Date('2031-03-02T09:00:00Z'),
    });
    const queued = await seedMail({ status: 'pending', createdAt: new Date('2031-03-03T09:00:00Z') });

    const response = await admin.client.get('/api/admin/mail');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('SECRET-ONE-TIME-TOKEN');
    const body = response.json<AdminMailResponse>();
    expect(body.messages.map((message) => [message.id, message.status])).toEqual([
      [queued, 'queued'],
      [dead, 'dead'],
      [sent, 'sent'],
    ]);
    expect(body.messages[1]).toEqual({
      id: dead,
      template: 'password-reset',
      recipient: 'reader@example.test',
      subject: 'Reset your password',
      status: 'dead',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: '2031-03-02T09:00:00.000Z',
      sentAt: null,
      nextAttemptAt: expect.any(String),
    });
    expect(body.messages[2]?.sentAt).toBe('2031-03-01T09:00:05.000Z');
    expect(body).toMatchObject({ page: 1, pageSize: 50, hasMore: false });

    const ids = async (query: string) =>
      (await admin.client.get(`/api/admin/mail${query}`))
        .json<AdminMailResponse>()
        .messages.map((message) => message.id);
    expect(await ids('?status=dead')).toEqual([dead]);
    expect(await ids('?status=queued')).toEqual([queued]);
    expect(await ids('?status=sent')).toEqual([sent]);
    expect(await ids('?status=sending')).toEqual([]);
  });

  it('pages by 50', async () => {
    await t.database.db.delete(mailOutbox);
    for (let index = 0; index < 51; index++) {
      await seedMail({ createdAt: new Date(Date.UTC(2031, 0, 1, 0, index)) });
    }
    const first = (await admin.client.get('/api/admin/mail')).json<AdminMailResponse>();
    expect(first.messages).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const second = (await admin.client.get('/api/admin/mail?page=2')).json<AdminMailResponse>();
    expect(second.messages).toHaveLength(1);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(first.messages.map((message) => message.id)).not.toContain(second.messages[0]?.id);
    expect(second.messages[0]?.createdAt).toBe('2031-01-01T00:00:00.000Z');
  });

  it('answers bad filters with a clear 400', async () => {
    for (const [query, message] of [
      ['?status=failed', 'status must be queued, sending, sent or dead'],
      ['?page=0', 'page must be 1 or more'],
      ['?page=two', 'page must be a whole number'],
      ['?page=1.5', 'page must be a whole number'],
      ['?page=99999999', 'page must be at most 10000'],
    ] as const) {
      const response = await admin.client.get(`/api/admin/mail${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).message, query).toBe(message);
    }
  });

  it('is for admins only', async () => {
    expect((await candidate.get('/api/admin/mail')).statusCode).toBe(403);
    expect((await candidate.post(`/api/admin/mail/${randomUUID()}/retry`)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/mail/:id/retry', () => {
  it('puts a dead letter back in the queue, due now with attempts from zero, and audits it', async () => {
    const dead = await seedMail({
      status: 'dead',
      attempts: 8,
      lastError: 'mailbox unavailable',
      nextAttemptAt: new Date('2031-03-05T00:00:00Z'),
    });
    const before = Date.now();
    const response = await admin.client.post(`/api/admin/mail/${dead}/retry`);
    expect(response.statusCode).toBe(200);
    const retried = response.json<AdminMailMessage>();
    expect(retried).toMatchObject({ id: dead, status: 'queued', attempts: 0 });
    expect(Date.parse(retried.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(retried.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, dead));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(row?.nextAttemptAt.toISOString()).toBe(retried.nextAttemptAt);
    const audit = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'mail_retried'), eq(securityEvents.userId, admin.userId)));
    expect(audit.map((event) => event.details)).toContainEqual({
      mailId: dead,
      template: 'password-reset',
      attempts: 8,
    });

    // It is queued now, no longer a dead letter.
    const again = await admin.client.post(`/api/admin/mail/${dead}/retry`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('NOT_DEAD_LETTER');
  });

  it('refuses messages that are not dead letters (409), unknown ids (404) and malformed ids (400)', async () => {
    for (const status of ['pending', 'sending', 'sent'] as const) {
      const id = await seedMail({ status, attempts: 1 });
      const response = await admin.client.post(`/api/admin/mail/${id}/retry`);
      expect(response.statusCode, status).toBe(409);
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe(status);
      expect(row?.attempts).toBe(1);
    }
    const unknown = await admin.client.post(`/api/admin/mail/${randomUUID()}/retry`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('MAIL_NOT_FOUND');
    const malformed = await admin.client.post('/api/admin/mail/not-a-uuid/retry');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe('No message with this id exists.');
  });
});

describe('GET /api/admin/audit', () => {
  let actor: { userId: string; email: string };
  let target: { userId: string; email: string };
  const erasedId = 'erased-account-id';

  beforeAll(async () => {
    const { db } = t.database;
    actor = await buildAccount(db, { role: 'admin', name: 'Aisha Actor', email: 'aisha.actor@example.test' });
    target = await buildAccount(db, { name: 'Tom Target', email: 'tom.target@example.test' });
    const events = createSecurityEventsRepository({ db });
    await events.record({
      eventType: 'account_approved',
      userId: actor.userId,
      targetUserId: target.userId,
      at: new Date('2031-02-01T10:00:00Z'),
    });
    await events.record({
      eventType: 'role_change',
      severity: 'medium',
      userId: actor.userId,
      targetUserId: erasedId,
      details: { from: 'candidate', to: 'employer' },
      at: new Date('2031-02-02T23:59:59Z'),
    });
    await events.record({
      eventType: 'sign_in_failed',
      details: { email: 'someone@example.test' },
      at: new Date('2031-02-03T00:00:00Z'),
    });
    await events.record({
      eventType: 'account_suspended',
      userId: erasedId,
      targetUserId: target.userId,
      at: new Date('2031-02-04T08:00:00Z'),
    });
  });

  /**
   * The events under test are in 2031; the audit table is append-only (sign-ins and the tests above
   * add their own), so every query is kept to that year unless it names its own dates.
   */
  const list = async (query = '') => {
    const window = /[?&](from|to)=/.test(query) ? '' : 'from=2031-01-01&to=2031-12-31';
    const joined = [query.replace(/^\?/, ''), window].filter(Boolean).join('&');
    const response = await admin.client.get(`/api/admin/audit?${joined}`);
    expect(response.statusCode, query).toBe(200);
    return response.json<AdminAuditResponse>();
  };
  const typesOf = async (query = '') => (await list(query)).events.map((event) => event.eventType);

  it('lists newest first with the names of accounts that still exist', async () => {
    const { events, hasMore } = await list();
    expect(events.map((event) => event.eventType)).toEqual([
      'account_suspended',
      'sign_in_failed',
      'role_change',
      'account_approved',
    ]);
    expect(hasMore).toBe(false);
    expect(events[3]).toMatchObject({
      severity: 'low',
      actor: { id: actor.userId, name: 'Aisha Actor', email: 'aisha.actor@example.test' },
      target: { id: target.userId, name: 'Tom Target', email: 'tom.target@example.test' },
      createdAt: '2031-02-01T10:00:00.000Z',
    });
    // An erased account leaves only its id; an event without an actor has none.
    expect(events[2]?.target).toEqual({ id: erasedId, name: null, email: null });
    expect(events[2]?.details).toEqual({ from: 'candidate', to: 'employer' });
    expect(events[1]?.actor).toBeNull();
  });

  it('filters by type, actor and target (id or e-mail) and by whole UK days', async () => {
    expect(await typesOf('?type=role_change')).toEqual(['role_change']);
    expect(await typesOf('?type=nothing_like_it')).toEqual([]);
    expect(await typesOf(`?actor=${actor.userId}`)).toEqual(['role_change', 'account_approved']);
    expect(await typesOf('?actor=AISHA.ACTOR%40example.test')).toEqual(['role_change', 'account_approved']);
    expect(await typesOf(`?target=${encodeURIComponent(target.email)}`)).toEqual([
      'account_suspended',
      'account_approved',
    ]);
    expect(await typesOf(`?target=${erasedId}`)).toEqual(['role_change']);
    expect(await typesOf('?actor=nobody%40example.test')).toEqual([]);
    expect(await typesOf('?from=2031-02-02&to=2031-02-03')).toEqual(['sign_in_failed', 'role_change']);
    expect(await typesOf('?from=2031-02-01&to=2031-02-02')).toEqual(['role_change', 'account_approved']);
    expect(await typesOf('?from=2031-02-04')).toEqual(['account_suspended']);
    expect(await typesOf(`?type=account_approved&actor=${actor.userId}&from=2031-02-02`)).toEqual([]);
    // An empty form's blank fields mean no filter.
    expect(await typesOf('?type=&actor=&target=&from=2031-02-01&to=')).toHaveLength(4);
    // Days are UK calendar days: 00:30 on 15 July in London is 23:30 UTC the day before.
    await createSecurityEventsRepository({ db: t.database.db }).record({
      eventType: 'summer_probe',
      at: new Date('2032-07-14T23:30:00Z'),
    });
    expect(await typesOf('?from=2032-07-15&to=2032-07-15')).toEqual(['summer_probe']);
    expect(await typesOf('?from=2032-07-14&to=2032-07-14')).toEqual([]);
  });

  it('pages by 50', async () => {
    const events = createSecurityEventsRepository({ db: t.database.db });
    for (let index = 0; index < 50; index++) {
      await events.record({ eventType: 'paging_probe', at: new Date(Date.UTC(2031, 0, 1, 0, index)) });
    }
    const first = await list('?type=paging_probe');
    expect(first.events).toHaveLength(50);
    expect(first.hasMore).toBe(false);
    const all = await list();
    expect(all.events).toHaveLength(50);
    expect(all.hasMore).toBe(true);
    const second = await list('?page=2');
    expect(second.events.map((event) => event.eventType)).toEqual([
      'paging_probe',
      'paging_probe',
      'paging_probe',
      'paging_probe',
    ]);
    expect(second.hasMore).toBe(false);
  });

  it('offers the recorded event types for the filter', async () => {
    const response = await admin.client.get('/api/admin/audit/event-types');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ eventTypes: string[] }>().eventTypes).toEqual(
      expect.arrayContaining(['account_approved', 'account_suspended', 'role_change', 'sign_in_failed']),
    );
  });

  it('answers bad filters with a clear 400', async () => {
    for (const [query, message] of [
      ['?from=2031-13-01', 'from must be a date written YYYY-MM-DD'],
      ['?to=yesterday', 'to must be a date written YYYY-MM-DD'],
      ['?from=2031-02-04&to=2031-02-01', 'from must be on or before to'],
      ['?page=-1', 'page must be 1 or more'],
      [`?actor=${'x'.repeat(255)}`, 'Too big: expected string to have <=254 characters'],
    ] as const) {
      const response = await admin.client.get(`/api/admin/audit${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).message, query).toBe(message);
    }
  });

  it('is read-only: there is no route that changes or removes an event', async () => {
    const [event] = await t.database.db.select().from(securityEvents).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${event?.id}`]) {
        const response = await admin.client.request(method, url, {});
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect(
      t.app.apiRoutes
        .filter((route) => route.url.startsWith('/api/admin/audit'))
        .map((route) => route.method),
    ).toEqual(expect.not.arrayContaining(['PUT', 'PATCH', 'DELETE', 'POST']));
  });
});
