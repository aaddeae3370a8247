import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import type { DatabaseHandle } from '../../db/database';
import { analyticsPageViews, analyticsSalts } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestDatabase } from '../../test/database.test-utils';
import { locate } from './geolocation';
import {
  advance,
  beacon,
  chrome,
  click,
  closeIngestApp,
  ingestApp,
  iphone,
  pageView,
  pageViews,
  rowsOf,
  sessions,
  start,
} from './ingest.test-utils';

afterEach(closeIngestApp);

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
    await ingestApp().app.analytics.flush();
    const [first, sameDay, otherBrowser, nextDay] = (await pageViews()).map((row) => row.visitorId);
    expect(sameDay).toBe(first);
    expect(otherBrowser).not.toBe(first);
    expect(nextDay).not.toBe(first);
    expect(await ingestApp().database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([
      { day: '2026-03-03' },
    ]);
  });

  it('stores the client address nowhere: every column of every analytics table is searched', async () => {
    const proxy = '203.0.113.77';
    const forwarded = '198.51.100.23';
    await start({ TRUST_PROXY: proxy });
    const sessionId = randomUUID();
    const account = await buildAccount(ingestApp().database.db);
    const { client } = await signedInClient(ingestApp().app, account, false, proxy);
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
    await ingestApp().app.analytics.flush();

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
    await ingestApp().app.analytics.flush();
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
    await ingestApp().app.analytics.flush();
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
    await start({}, { database: kept });
    await beacon(analyticsIngestPaths.pageView, pageView({ path: '/last' }));
    expect(await database.db.select().from(analyticsPageViews)).toHaveLength(0);
    await ingestApp().app.close();
    expect(await database.db.select({ path: analyticsPageViews.pagePath }).from(analyticsPageViews)).toEqual([
      { path: '/last' },
    ]);
    await database.close();
  });
});
