import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import {
  advance,
  beacon,
  click,
  clicks,
  closeIngestApp,
  ingestApp,
  now,
  pageView,
  pageViews,
  rowsOf,
  sessions,
  start,
} from './ingest.test-utils';

afterEach(closeIngestApp);

describe('a consenting visit', () => {
  it('starts a session, counts its pages, stores clicks, ends with whole seconds and is active again', async () => {
    await start();
    const sessionId = randomUUID();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/' }));
    await ingestApp().app.analytics.flush();
    expect(await sessions()).toMatchObject([
      {
        sessionId,
        site: 'consultancy',
        pageViews: 1,
        entryPage: '/',
        currentPage: '/',
        startedAt: now(),
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
    const hidden = now();
    expect((await beacon(analyticsIngestPaths.sessionEnd, { sessionId, path: '/services' })).statusCode).toBe(
      204,
    );
    await ingestApp().app.analytics.flush();

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
    const back = now();
    expect((await beacon(analyticsIngestPaths.active, { sessionId, path: '/contact' })).statusCode).toBe(204);
    await ingestApp().app.analytics.flush();
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
    await ingestApp().app.analytics.flush();
    expect(await sessions()).toMatchObject([
      { durationSeconds: 3, currentPage: '/services', site: 'consultancy' },
    ]);
  });

  it("merges a visit's page views of one batch in the database: first page, last page, their count", async () => {
    await start();
    const sessionId = randomUUID();
    const other = randomUUID();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/' }));
    advance(2_000);
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/about' }));
    advance(2_000);
    await beacon(
      analyticsIngestPaths.pageView,
      pageView({ consent: true, sessionId: other, path: '/contact' }),
    );
    advance(1_000);
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/services' }));
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: false, path: '/anonymous' }));
    await ingestApp().app.analytics.flush();
    const visits = await sessions();
    expect(visits.find((visit) => visit.sessionId === sessionId)).toMatchObject({
      pageViews: 3,
      entryPage: '/',
      currentPage: '/services',
      startedAt: new Date('2026-03-02T10:00:00.000Z'),
      lastSeenAt: now(),
    });
    expect(visits.find((visit) => visit.sessionId === other)).toMatchObject({
      pageViews: 1,
      entryPage: '/contact',
    });
    expect(visits).toHaveLength(2);

    // The next batch adds to the visit; a page view older than its last sighting leaves the page.
    advance(4_000);
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/resources' }));
    await ingestApp().app.analytics.flush();
    const [visit] = (await sessions()).filter((row) => row.sessionId === sessionId);
    expect(visit).toMatchObject({
      pageViews: 4,
      entryPage: '/',
      currentPage: '/resources',
      lastSeenAt: now(),
    });
    expect(await pageViews()).toHaveLength(6);
  });

  it("writes a batch holding one visit id for both sites, and moves only one site's visit", async () => {
    await start();
    const sessionId = randomUUID();
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/' }));
    await ingestApp().app.analytics.flush();
    advance(1_000);
    await beacon(analyticsIngestPaths.pageView, pageView({ consent: true, sessionId, path: '/about' }));
    await beacon(
      analyticsIngestPaths.pageView,
      pageView({ consent: true, sessionId, path: '/arrsplace/jobs' }),
      { host: 'arrsplace.localhost:3000' },
    );
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(3);
    expect(await sessions()).toMatchObject([{ site: 'consultancy', pageViews: 2, currentPage: '/about' }]);
  });

  it('can be updated in place: no index of the visits covers a column its page views change', async () => {
    await start();
    // HOT updates (decision 014): an index on any changed column would add an entry to every index per
    // page view; fillfactor leaves room on each page for the new version of the row.
    const indexed = await rowsOf<{ column: string }>(sql`
      select distinct a.attname as column
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = 'analytics_sessions'::regclass order by 1`);
    expect(indexed.map((row) => row.column)).toEqual(['session_id', 'started_at']);
    const [table] = await rowsOf<{ options: string[] }>(
      sql`select reloptions as options from pg_class where oid = 'analytics_sessions'::regclass`,
    );
    expect(table?.options).toEqual(['fillfactor=80']);
  });
});
