import { randomUUID } from 'node:crypto';
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
});
