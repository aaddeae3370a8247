import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionCutoff, retentionPeriods } from '../../shared/content/retention-periods';
import { type DatabaseHandle, migrationsFolder, openPostgres } from '../db/database';
import { contactSubmissions, mailOutbox, securityEvents, user } from '../db/schema';
import { ageAccount, day, inactivityWarningEdge } from '../features/retention/retention.test-utils';
import { createMailer } from '../mail/mail.service';
import { startTestSmtpServer } from '../mail/transports/smtp-test-server.test-utils';
import { openEventStream } from '../realtime/event-stream.test-utils';
import { buildAccount } from './accounts.test-utils';
import { createTestConfig } from './app.test-utils';
import {
  appliedMigrations,
  createEmptyPostgresDatabase,
  eventually,
  logLines,
  origin,
  type RetentionReportLine,
  receivedCounts,
  releaseTogether,
  retentionReports,
  signIn,
  startInstances,
  submitContact,
} from './multi-instance.test-utils';
import type { ServerProcess } from './server-process.test-utils';

/**
 * N identical instances behind a load balancer need no sticky sessions. Three real server
 * processes start at the same moment on one empty PostgreSQL database, with a shared SMTP server, and
 * the test checks each thing that must hold across them. Runs in the PostgreSQL pass of `npm test`.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('three instances on one PostgreSQL (needs TEST_DB=postgres)', () => {
  let database: { url: string; drop(): Promise<void> };
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let handle: DatabaseHandle;
  let servers: ServerProcess[] = [];
  let dataDir: string;
  const bases = () => servers.map((server) => server.base);
  const start = async (label: string) => {
    servers = await startInstances(3, { databaseUrl: database.url, smtpUrl: smtp.url, dataDir, label });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'arrs-multi-'));
    database = await createEmptyPostgresDatabase();
    smtp = await startTestSmtpServer();
    await start('first');
    // As the tables' owner, to seed rows the application would not write (aged accounts, old leads).
    handle = openPostgres(database.url, 2, { asOwner: true });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.close();
    await smtp?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Every outbox row sent, and received by the SMTP server exactly once (by Message-ID). */
  async function expectOutboxDeliveredOnce(expected: number) {
    await eventually(
      async () => {
        const [pending] = await handle.db
          .select({ count: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(sql`${mailOutbox.status} <> 'sent'`);
        return pending?.count === 0 ? true : undefined;
      },
      20_000,
      'every queued message sent',
    );
    const rows = await handle.db
      .select({ id: mailOutbox.id, messageId: mailOutbox.messageId })
      .from(mailOutbox);
    expect(rows).toHaveLength(expected);
    const counts = receivedCounts(smtp.received);
    expect(rows.filter((row) => counts.get(row.messageId) !== 1)).toEqual([]);
    expect(smtp.received).toHaveLength(rows.length);
    return rows;
  }

  it('migrates once when all three start together on an empty database', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await appliedMigrations(database.url);
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((row) => row.times === 1)).toBe(true);
    for (const server of servers) {
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      expect(logLines(server).filter((line) => line.level >= 50)).toEqual([]);
    }
  });

  it('honours a session created on one instance on the others, and its sign-out on all', async () => {
    const [a, b, c] = bases() as [string, string, string];
    const account = await buildAccount(handle.db);
    const cookie = await signIn(a, account.email);
    // The session probe, and a route for members only (401 without a session).
    const me = async (base: string) => {
      const probe = await fetch(`${base}/api/account/me`, { headers: { cookie } });
      expect(probe.status).toBe(200);
      const { signedIn } = (await probe.json()) as { signedIn: boolean };
      const posts = await fetch(`${base}/api/community/posts`, { headers: { cookie } });
      await posts.arrayBuffer();
      return `${signedIn} ${posts.status}`;
    };
    expect([await me(a), await me(b), await me(c)]).toEqual(['true 200', 'true 200', 'true 200']);
    const signOut = await fetch(`${b}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect([await me(a), await me(b), await me(c)]).toEqual(['false 401', 'false 401', 'false 401']);
  });

  it('delivers a post made through one instance to event streams on all three within 1 s', async () => {
    const [a] = bases() as [string];
    const authorCookie = await signIn(a, (await buildAccount(handle.db)).email);
    const readerCookie = await signIn(a, (await buildAccount(handle.db)).email);
    const streams = await Promise.all(
      bases().map((base) => openEventStream(`${base}/api/community/events`, { cookie: readerCookie })),
    );
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
      const sentAt = Date.now();
      const created = await fetch(`${a}/api/community/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: authorCookie },
        body: JSON.stringify({ title: 'Seen everywhere', category: 'general', content: 'Hello from A' }),
      });
      expect(created.status).toBe(201);
      const { id } = ((await created.json()) as { post: { id: string } }).post;
      const delays = await Promise.all(
        streams.map(async (stream) => {
          await stream.waitFor((event) => (event as { id?: string }).id === id, 5000);
          return Date.now() - sentAt;
        }),
      );
      // From sending the request, so the post's own creation counts against the second too.
      expect(
        delays.every((delay) => delay < 1000),
        `delays ${delays.join(', ')} ms`,
      ).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('shares rate limits: the 4th contact submission of one client is refused, whichever instance', async () => {
    const [a, b, c] = bases() as [string, string, string];
    const client = '203.0.113.77';
    const statuses = [];
    for (const [index, base] of [a, b, c, a, b].entries()) {
      statuses.push(await submitContact(base, client, `limited-${index}`));
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another client is not affected.
    expect(await submitContact(c, '203.0.113.78', 'other-client')).toBe(201);
  });

  it("delivers each queued message exactly once with three instances' outbox workers", async () => {
    // 30 clients, 10 per instance, at once: 60 messages (confirmation and office notification each).
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        submitContact(bases()[index % 3] as string, `198.51.100.${index + 1}`, `outbox-${index}`),
      ),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    // Then 90 more, queued while the test holds the outbox table: each worker's next claim waits for
    // it, and all three claim at the same moment when it commits (then again at once while batches
    // come back full), rather than whenever their polls happen to meet.
    const mailer = createMailer({ config: createTestConfig() });
    await releaseTogether({
      url: database.url,
      lock: 'lock table mail_outbox in exclusive mode',
      waiters: 3,
      pattern: '%skip locked%',
      async beforeRelease(db) {
        for (let index = 0; index < 90; index += 1) {
          await mailer.enqueue(db, {
            template: 'generic-notice',
            data: { heading: 'A notice', paragraphs: [`Notice number ${index}.`] },
            to: `burst-${index}@example.test`,
          });
        }
      },
    });
    // With the 8 of the rate-limit test before.
    const rows = await expectOutboxDeliveredOnce(60 + 90 + 8);
    // Each message was sent by exactly one instance's worker (its 'mail sent' log line). A worker logs
    // after it has marked the row sent, and its lines come through a pipe: wait until there are as
    // many lines as rows, then compare them.
    const mailSentLines = () =>
      servers.flatMap((server) =>
        logLines(server).flatMap((line) => (line.msg === 'mail sent' ? [String(line.outboxId)] : [])),
      );
    const sentBy = await eventually(
      async () => {
        const lines = mailSentLines();
        return lines.length >= rows.length ? lines : undefined;
      },
      10_000,
      "every message's 'mail sent' line",
    );
    expect(sentBy.toSorted()).toEqual(rows.map((row) => row.id).toSorted());
  }, 40_000);

  it('runs the retention job on all three at start without doing any of its work twice', async () => {
    await Promise.all(servers.map((server) => server.stop()));
    const now = new Date();
    const inactivity = retentionPeriods.candidateInactivity;
    const dueWarning = await Promise.all([1, 2, 3].map(() => buildAccount(handle.db)));
    for (const account of dueWarning) {
      await ageAccount(
        handle.db,
        account.userId,
        new Date(inactivityWarningEdge(now, inactivity).getTime() - day),
      );
    }
    const dueErasure = await Promise.all([1, 2].map(() => buildAccount(handle.db)));
    for (const account of dueErasure) {
      await ageAccount(
        handle.db,
        account.userId,
        new Date(retentionCutoff(now, inactivity).getTime() - 10 * day),
      );
      await handle.db.insert(securityEvents).values({
        eventType: 'inactivity_warning',
        targetUserId: account.userId,
        createdAt: new Date(now.getTime() - 40 * day),
      });
    }
    const expired = new Date(retentionCutoff(now, retentionPeriods.contactEnquiry).getTime() - day);
    await handle.db.insert(contactSubmissions).values(
      Array.from({ length: 40 }, () => ({
        name: 'Old',
        email: 'old@example.test',
        message: 'Expired.',
        createdAt: expired,
      })),
    );

    // The test holds the due accounts' row locks while the instances start, so that all three runs
    // wait at their first account and then race for every one (otherwise the first instance up would
    // do all the work before the others start).
    const dueIds = [...dueWarning, ...dueErasure].map((account) => account.userId);
    await releaseTogether({
      url: database.url,
      lock: 'select id from "user" where id = any($1) for update',
      params: [dueIds],
      waiters: 3,
      pattern: '%for update%',
      afterLocking: () => start('second'),
    });
    const reports = await eventually(
      async () => retentionReports(servers),
      20_000,
      'a retention report from every instance',
    );
    const total = (pick: (report: RetentionReportLine) => number) =>
      reports.reduce((sum, report) => sum + pick(report), 0);
    expect(total((line) => line.inactiveCandidates.warned)).toBe(3);
    expect(total((line) => line.inactiveCandidates.erased)).toBe(2);
    expect(total((line) => line.inactiveCandidates.failed)).toBe(0);
    expect(total((line) => line.deleted.contactSubmissions)).toBe(40);
    for (const account of dueWarning) {
      const warnings = await handle.db
        .select()
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.eventType, 'inactivity_warning'),
            eq(securityEvents.targetUserId, account.userId),
          ),
        );
      expect(warnings).toHaveLength(1);
      const mail = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
      expect(mail.map((row) => row.template)).toEqual(['inactivity-warning']);
    }
    for (const account of dueErasure) {
      expect(await handle.db.select().from(user).where(eq(user.id, account.userId))).toEqual([]);
      const erasures = await handle.db
        .select()
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.eventType, 'account_deleted'),
            eq(securityEvents.targetUserId, account.userId),
          ),
        );
      expect(erasures).toHaveLength(1);
    }
    expect(
      await handle.db.select().from(contactSubmissions).where(lte(contactSubmissions.createdAt, expired)),
    ).toEqual([]);
    // The three inactivity warnings on top of the earlier tests' 158 messages.
    await expectOutboxDeliveredOnce(60 + 90 + 8 + 3);
  }, 60_000);
});
