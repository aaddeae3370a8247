import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import { analyticsSessions } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import {
  beacon,
  chrome,
  closeIngestApp,
  ingestApp,
  iphone,
  pageView,
  pageViews,
  sessions,
  start,
} from './ingest.test-utils';

afterEach(closeIngestApp);

describe('page views', () => {
  it('stores a page view on each host with device, browser, OS and an Unknown location for 127.0.0.1', async () => {
    await start();
    const consultancy = await beacon(
      analyticsIngestPaths.pageView,
      pageView({ path: '/services?token=secret#top', referrer: 'https://www.google.co.uk/search?q=arrs' }),
    );
    expect(consultancy.statusCode).toBe(204);
    expect(consultancy.body).toBe('');
    // No body, so only the transport's security headers (decision 032).
    expect(consultancy.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(consultancy.headers['x-content-type-options']).toBe('nosniff');
    expect(consultancy.headers['content-security-policy']).toBeUndefined();
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
    await ingestApp().app.analytics.flush();
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
    const account = await buildAccount(ingestApp().database.db);
    const { client } = await signedInClient(ingestApp().app, account);
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
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toMatchObject([
      { sessionId: null, userId: null, screenResolution: null, viewportSize: null },
    ]);
    expect(await sessions()).toHaveLength(0);
  });

  it('with consent takes the user from the session cookie, never from the body', async () => {
    await start();
    const account = await buildAccount(ingestApp().database.db);
    const other = await buildAccount(ingestApp().database.db);
    const { client } = await signedInClient(ingestApp().app, account);
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
    await ingestApp().app.analytics.flush();
    const rows = await pageViews();
    expect(rows).toMatchObject([
      { sessionId, userId: account.userId, screenResolution: '1920x1080', viewportSize: '1280x720' },
      { sessionId: anonymousSession, userId: null },
    ]);
    const [visit] = await ingestApp()
      .database.db.select()
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
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(1);
  });
});
