import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import type { DatabaseHandle } from '../../db/database';
import {
  analyticsClickEvents,
  analyticsPageViews,
  analyticsSalts,
  analyticsSessions,
  rateLimitHits,
} from '../../db/schema';
import { buildAccount, signedInClient, testOrigin } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { createTestDatabase } from '../../test/database.test-utils';
import { locate } from './geolocation';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let clock = new Date('2026-03-02T10:00:00.000Z');

async function start(env: Record<string, string> = {}) {
  clock = new Date('2026-03-02T10:00:00.000Z');
  t = await createTestApp({ env, now: () => clock });
  return t;
}

afterEach(async () => {
  await t?.app.close();
});

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

interface BeaconOptions {
  host?: string;
  userAgent?: string;
  remoteAddress?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** A beacon as sendBeacon sends it: POST, same origin, a JSON body, no cookie. */
function beacon(path: string, body: unknown, options: BeaconOptions = {}) {
  const host = options.host ?? 'localhost:3000';
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      host,
      origin: host.startsWith('arrsplace') ? `http://${host}` : testOrigin,
      'user-agent': options.userAgent ?? chrome,
      'content-type': options.contentType ?? 'application/json',
      ...options.headers,
    },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const pageView = (overrides: Record<string, unknown> = {}) => ({
  path: '/services',
  title: 'Our services',
  referrer: '',
  entry: true,
  consent: false,
  ...overrides,
});

const click = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
  sessionId,
  path: '/services',
  elementType: 'button',
  elementId: 'book-call',
  elementClass: 'btn btn-primary',
  elementText: 'Book a call',
  clickX: 120.4,
  clickY: 300,
  pageX: 120,
  pageY: 900,
  scrollTop: 600,
  msInSession: 4200,
  ...overrides,
});

/** Raw SQL's rows (PGlite and node-postgres both answer { rows }). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const pageViews = () => t.database.db.select().from(analyticsPageViews).orderBy(asc(analyticsPageViews.id));
const sessions = () => t.database.db.select().from(analyticsSessions);
const clicks = () => t.database.db.select().from(analyticsClickEvents);

describe('page views', () => {
  it('stores a page view on each host with device, browser, OS and an Unknown location for 127.0.0.1', async () => {
    await start();
    const consultancy = await beacon(
      analyticsIngestPaths.pageView,
      pageView({ path: '/services?token=secret#top', referrer: 'https://www.google.co.uk/search?q=arrs' }),
    );
    expect(consultancy.statusCode).toBe(204);
    expect(consultancy.body).toBe('');
    const marketplace = await beacon(
      analyticsIngestPaths.pageView,
      pageView({
        path: '/arrsplace',
        title: 'ARRS Place',
        referrer: 'http://arrsplace.localhost:3000/',
        entry: false,
      }),
      { host: 'arrsplace.localhost:3000', userAgent: iphone },
    );
    expect(marketplace.statusCode).toBe(204);

    expect(await pageViews()).toHaveLength(0); // buffered until the next batch
    await t.app.analytics.flush();
    const rows = await pageViews();
    expect(rows).toMatchObject([
      {
        site: 'consultancy',
        pagePath: '/services',
        pageTitle: 'Our services',
        referrerHost: 'www.google.co.uk',
        isEntry: true,
        deviceType: 'Desktop',
        browser: 'Chrome',
        operatingSystem: 'Windows',
        country: 'Unknown',
        region: 'Unknown',
        city: 'Unknown',
        sessionId: null,
        userId: null,
        screenResolution: null,
        viewportSize: null,
      },
      {
        site: 'marketplace',
        pagePath: '/arrsplace',
        referrerHost: null, // our own page
        isEntry: false,
        deviceType: 'Mobile',
        browser: 'Mobile Safari',
        operatingSystem: 'iOS',
        country: 'Unknown',
      },
    ]);
    expect(rows[0]?.visitorId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0]?.visitorId).not.toBe(rows[1]?.visitorId);
  });

  it('without consent stores no session, user, screen or viewport, even when the body sends them', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const { client } = await signedInClient(t.app, account);
    const sessionId = randomUUID();
    const response = await client.request(
      'POST',
      analyticsIngestPaths.pageView,
      pageView({
        consent: false,
        sessionId,
        screen: '1920x1080',
        viewport: '1280x720',
        userId: account.userId,
      }),
      { 'user-agent': chrome },
    );
    expect(response.statusCode).toBe(204);
    await t.app.analytics.flush();
    expect(await pageViews()).toMatchObject([
      { sessionId: null, userId: null, screenResolution: null, viewportSize: null },
    ]);
    expect(await sessions()).toHaveLength(0);
  });

  it('with consent takes the user from the session cookie, never from the body', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const other = await buildAccount(t.database.db);
    const { client } = await signedInClient(t.app, account);
    const sessionId = randomUUID();
    const body = pageView({
      consent: true,
      sessionId,
      screen: '1920x1080',
      viewport: '1280x720',
      userId: other.userId,
    });
    expect(
      (await client.request('POST', analyticsIngestPaths.pageView, body, { 'user-agent': chrome }))
        .statusCode,
    ).toBe(204);
    // The same body from a visitor without a session: no user at all.
    const anonymousSession = randomUUID();
    await beacon(analyticsIngestPaths.pageView, { ...body, sessionId: anonymousSession });
    await t.app.analytics.flush();
    const rows = await pageViews();
    expect(rows).toMatchObject([
      { sessionId, userId: account.userId, screenResolution: '1920x1080', viewportSize: '1280x720' },
      { sessionId: anonymousSession, userId: null },
    ]);
    const [visit] = await t.database.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.sessionId, sessionId));
    expect(visit?.userId).toBe(account.userId);
  });

  it('accepts a text/plain body holding JSON, as sendBeacon may send it', async () => {
    await start();
    const response = await beacon(analyticsIngestPaths.pageView, JSON.stringify(pageView()), {
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(204);
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(1);
  });
});

describe('a consenting visit', () => {
  it('starts a session, counts its pages, stores clicks, ends with whole seconds and is active again', async () => {
    await start();
    const sessionId = randomUUID();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/' }));
    await t.app.analytics.flush();
    expect(await sessions()).toMatchObject([
      {
        sessionId,
        site: 'consultancy',
        pageViews: 1,
        entryPage: '/',
        currentPage: '/',
        startedAt: clock,
        endTime: null,
        durationSeconds: null,
        deviceType: 'Desktop',
        browser: 'Chrome',
        country: 'Unknown',
      },
    ]);

    advance(10_000);
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, entry: false }));
    expect((await beacon(analyticsIngestPaths.click, click(sessionId))).statusCode).toBe(204);
    advance(55_700);
    const hidden = clock;
    expect((await beacon(analyticsIngestPaths.sessionEnd, { sessionId, path: '/services' })).statusCode).toBe(
      204,
    );
    await t.app.analytics.flush();

    const [visit] = await sessions();
    expect(visit).toMatchObject({
      pageViews: 2,
      entryPage: '/',
      currentPage: '/services',
      endTime: hidden,
      lastSeenAt: hidden,
      durationSeconds: 65, // 65.7 s: whole seconds
    });
    expect(await clicks()).toMatchObject([
      {
        sessionId,
        site: 'consultancy',
        pagePath: '/services',
        elementType: 'button',
        elementId: 'book-call',
        elementText: 'Book a call',
        clickX: 120,
        pageY: 900,
        scrollTop: 600,
        msInSession: 4200,
        userId: null,
      },
    ]);

    advance(30_000);
    const back = clock;
    expect((await beacon(analyticsIngestPaths.active, { sessionId, path: '/contact' })).statusCode).toBe(204);
    await t.app.analytics.flush();
    const [again] = await sessions();
    expect(again).toMatchObject({ lastSeenAt: back, currentPage: '/contact', pageViews: 2 });
  });

  it("ends a visit started in the same batch, and never moves another site's session", async () => {
    await start();
    const sessionId = randomUUID();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId }));
    advance(3_200);
    await beacon(analyticsIngestPaths.sessionEnd, { sessionId, path: '/services' });
    await beacon(
      analyticsIngestPaths.active,
      { sessionId, path: '/elsewhere' },
      { host: 'arrsplace.localhost:3000' },
    );
    await t.app.analytics.flush();
    expect(await sessions()).toMatchObject([
      { durationSeconds: 3, currentPage: '/services', site: 'consultancy' },
    ]);
  });
});

describe('refused and dropped beacons', () => {
  it('answers malformed bodies 400 with a clear message and stores nothing', async () => {
    await start();
    const bad: [string, unknown][] = [
      [analyticsIngestPaths.pageView, '{"path": "/", '],
      [analyticsIngestPaths.pageView, { path: '/' }],
      [analyticsIngestPaths.pageView, pageView({ path: 'services' })],
      [analyticsIngestPaths.pageView, pageView({ consent: 'yes' })],
      [analyticsIngestPaths.pageView, pageView({ sessionId: 'not-a-uuid', consent: true })],
      [analyticsIngestPaths.pageView, pageView({ screen: 'huge' })],
      [analyticsIngestPaths.pageView, pageView({ path: `/${'a'.repeat(600)}` })],
      [analyticsIngestPaths.click, click(randomUUID(), { elementText: 'x'.repeat(101) })],
      [analyticsIngestPaths.click, click(randomUUID(), { clickX: 'left' })],
      [analyticsIngestPaths.sessionEnd, { path: '/' }],
      [analyticsIngestPaths.active, { sessionId: randomUUID(), path: '/\u0001' }],
      [analyticsIngestPaths.active, []],
    ];
    for (const [path, body] of bad) {
      const response = await beacon(path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    const plain = await beacon(analyticsIngestPaths.pageView, 'not json', { contentType: 'text/plain' });
    expect(plain.statusCode).toBe(400);
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(0);
    expect(await clicks()).toHaveLength(0);
  });

  it('answers a body over 8 kB 413, JSON or text/plain', async () => {
    await start();
    const big = pageView({ title: 'x'.repeat(9000) });
    const json = await beacon(analyticsIngestPaths.pageView, big);
    expect(json.statusCode).toBe(413);
    expect(json.json().error.message).toEqual(expect.any(String));
    const plain = await beacon(analyticsIngestPaths.click, JSON.stringify(big), {
      contentType: 'text/plain',
    });
    expect(plain.statusCode).toBe(413);
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(0);
  });

  it('answers bots 204 and drops their beacons', async () => {
    await start();
    for (const userAgent of [googlebot, 'curl/8.5.0', 'python-requests/2.31', ' ']) {
      const response = await beacon(analyticsIngestPaths.pageView, pageView(), { userAgent });
      expect(response.statusCode).toBe(204);
    }
    const sessionId = randomUUID();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId }), {
      userAgent: googlebot,
    });
    await beacon(analyticsIngestPaths.click, click(sessionId), { userAgent: googlebot });
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(0);
    expect(await sessions()).toHaveLength(0);
    expect(await clicks()).toHaveLength(0);
    // A real browser is counted (the drop is not everything).
    await beacon(analyticsIngestPaths.pageView, pageView());
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(1);
  });

  it('limits beacons per address: 429 with Retry-After past the limit, other addresses unaffected', async () => {
    await start({ ANALYTICS_INGEST_LIMIT_PER_MINUTE: '5' });
    const from = (remoteAddress: string) =>
      beacon(analyticsIngestPaths.pageView, pageView(), { remoteAddress });
    for (let index = 0; index < 5; index += 1) expect((await from('198.51.100.7')).statusCode).toBe(204);
    const refused = await from('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.8')).statusCode).toBe(204);
    advance(61_000);
    expect((await from('198.51.100.7')).statusCode).toBe(204);
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(7);
  });

  it('with a larger limit, counts in the database only every full chunk and never makes a beacon wait for it', async () => {
    // 120 a minute: a chunk of 2, so the shared count is consulted (in the background) on every second one.
    await start({ ANALYTICS_INGEST_LIMIT_PER_MINUTE: '120' });
    const from = (remoteAddress: string) =>
      beacon(analyticsIngestPaths.pageView, pageView(), { remoteAddress });
    const statuses: number[] = [];
    for (let index = 0; index < 120; index += 1) statuses.push((await from('198.51.100.9')).statusCode);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const refused = await from('198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.10')).statusCode).toBe(204);
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(121);
    // Each full chunk of the first address was counted in the shared limiter: 60 hits.
    await expect
      .poll(() => t.database.db.$count(rateLimitHits, eq(rateLimitHits.bucket, 'analytics:ingest')))
      .toBe(60);
  });
});

describe('visitor ids and addresses', () => {
  it('gives a visitor the same id all day and a new one the next day, whose salt replaces the old', async () => {
    await start();
    const opts = { remoteAddress: '198.51.100.20' };
    await beacon(analyticsIngestPaths.pageView, pageView(), opts);
    advance(60 * 60 * 1000);
    await beacon(analyticsIngestPaths.pageView, pageView(), opts);
    await beacon(analyticsIngestPaths.pageView, pageView(), { ...opts, userAgent: iphone });
    advance(24 * 60 * 60 * 1000);
    await beacon(analyticsIngestPaths.pageView, pageView(), opts);
    await t.app.analytics.flush();
    const [first, sameDay, otherBrowser, nextDay] = (await pageViews()).map((row) => row.visitorId);
    expect(sameDay).toBe(first);
    expect(otherBrowser).not.toBe(first);
    expect(nextDay).not.toBe(first);
    expect(await t.database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([
      { day: '2026-03-03' },
    ]);
  });

  it('stores the client address nowhere: every column of every analytics table is searched', async () => {
    const proxy = '203.0.113.77';
    const forwarded = '198.51.100.23';
    await start({ TRUST_PROXY: proxy });
    const sessionId = randomUUID();
    const account = await buildAccount(t.database.db);
    const { client } = await signedInClient(t.app, account, false, proxy);
    for (const headers of [{}, { 'x-forwarded-for': forwarded }] as Record<string, string>[]) {
      const via = { remoteAddress: proxy, headers };
      await beacon(
        analyticsIngestPaths.pageView,
        pageView({ consent: true, sessionId, screen: '800x600' }),
        via,
      );
      await beacon(analyticsIngestPaths.pageView, pageView({ consent: false }), via);
      await beacon(analyticsIngestPaths.click, click(sessionId), via);
      await beacon(analyticsIngestPaths.active, { sessionId, path: '/' }, via);
      await beacon(analyticsIngestPaths.sessionEnd, { sessionId, path: '/' }, via);
    }
    await client.request(
      'POST',
      analyticsIngestPaths.pageView,
      pageView({ consent: true, sessionId: randomUUID() }),
      {
        'user-agent': chrome,
        'x-forwarded-for': forwarded,
      },
    );
    await t.app.analytics.flush();

    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and table_name like 'analytics%' order by 1, 2`,
    );
    const tables = new Set(columns.map((column) => column.table_name));
    for (const table of [
      'analytics_page_views',
      'analytics_click_events',
      'analytics_sessions',
      'analytics_salts',
    ]) {
      expect(tables).toContain(table);
      const rows = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      expect(rows[0]?.n, `${table} has rows to search`).toBeGreaterThan(0);
    }
    expect(columns.length).toBeGreaterThan(40);
    for (const { table_name, column_name } of columns) {
      for (const address of [proxy, forwarded]) {
        const rows = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)}
              where ${sql.identifier(column_name)}::text like ${`%${address}%`}`,
        );
        expect(rows[0]?.n, `${table_name}.${column_name} holds ${address}`).toBe(0);
      }
    }
  });

  it('locates a known public address offline, and Unknown for private ones', async () => {
    expect(await locate('81.2.69.142')).toEqual({
      country: 'United Kingdom',
      region: 'Bracknell Forest',
      city: 'Bracknell',
    });
    expect(await locate('::ffff:81.2.69.142')).toMatchObject({ country: 'United Kingdom' });
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', '203.0.113.77', 'nonsense']) {
      expect(await locate(address)).toEqual({ country: 'Unknown', region: 'Unknown', city: 'Unknown' });
    }
    await start();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId: randomUUID() }), {
      remoteAddress: '81.2.69.142',
    });
    await t.app.analytics.flush();
    expect(await pageViews()).toMatchObject([
      { country: 'United Kingdom', region: 'Bracknell Forest', city: 'Bracknell' },
    ]);
    expect(await sessions()).toMatchObject([{ country: 'United Kingdom', city: 'Bracknell' }]);
  });
});

describe('batching', () => {
  it('answers a burst of 450 beacons at once and stores every one', async () => {
    await start();
    const burst = Array.from({ length: 450 }, (_, index) =>
      beacon(analyticsIngestPaths.pageView, pageView({ path: `/page-${index}` }), {
        remoteAddress: `198.51.100.${index % 200}`,
      }),
    );
    const responses = await Promise.all(burst);
    expect(responses.every((response) => response.statusCode === 204)).toBe(true);
    await t.app.analytics.flush();
    expect(await pageViews()).toHaveLength(450);
  });

  it('writes the last beacons when the app closes, before the database does', async () => {
    const database = await createTestDatabase();
    // The app closes the database it is given: keep it open here to read what was written.
    const kept: DatabaseHandle = {
      kind: database.kind,
      db: database.db,
      ping: () => database.ping(),
      listen: (channel, handler, onResumed) => database.listen(channel, handler, onResumed),
      close: async () => {},
    };
    t = await createTestApp({ database: kept, now: () => clock });
    await beacon(analyticsIngestPaths.pageView, pageView({ path: '/last' }));
    expect(await database.db.select().from(analyticsPageViews)).toHaveLength(0);
    await t.app.close();
    expect(await database.db.select({ path: analyticsPageViews.pagePath }).from(analyticsPageViews)).toEqual([
      { path: '/last' },
    ]);
    await database.close();
  });
});
