import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import { analyticsClickEvents, analyticsPageViews, analyticsSalts, analyticsSessions } from '../../db/schema';
import { testOrigin } from '../../test/accounts.test-utils';
import { retentionJobTest } from './retention.test-utils';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const job = retentionJobTest();

const send = (url: string, body: unknown) =>
  job.app.inject({
    method: 'POST',
    url,
    headers: { origin: testOrigin, 'user-agent': chrome, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** A consenting visit with a page view and a click, at the current clock. */
async function visitAt(at: string, path: string) {
  job.clock = new Date(at);
  const sessionId = randomUUID();
  await send(analyticsIngestPaths.pageView, {
    path,
    title: '',
    referrer: '',
    entry: true,
    consent: true,
    sessionId,
  });
  await send(analyticsIngestPaths.click, {
    sessionId,
    path,
    elementType: 'a',
    clickX: 0,
    clickY: 0,
    pageX: 0,
    pageY: 0,
    scrollTop: 0,
    msInSession: 0,
  });
  await job.app.analytics.flush();
}

async function remaining() {
  const db = job.db;
  return {
    views: (await db.select().from(analyticsPageViews)).map((row) => row.pagePath).sort(),
    clicks: (await db.select().from(analyticsClickEvents)).map((row) => row.pagePath).sort(),
    sessions: (await db.select().from(analyticsSessions)).map((row) => row.entryPage).sort(),
    salts: (await db.select().from(analyticsSalts)).map((row) => row.day),
  };
}

describe('retention of analytics', () => {
  it('purges page views, clicks and visits older than 13 months by default, and past salts', async () => {
    await job.start();
    await visitAt('2025-01-10T12:00:00Z', '/old');
    await visitAt('2025-03-10T12:00:00Z', '/kept');
    job.clock = new Date('2026-02-20T12:00:00Z'); // /old is 13 months and 10 days old, /kept 11 months
    const report = await job.app.retention.runOnce();
    expect(report.deleted).toMatchObject({ analyticsPageViews: 1, analyticsClicks: 1, analyticsSessions: 1 });
    expect(report.deleted.analyticsSalts).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toEqual({
      views: ['/kept'],
      clicks: ['/kept'],
      sessions: ['/kept'],
      salts: [],
    });
  });

  it('follows ANALYTICS_RETENTION_MONTHS', async () => {
    await job.start({ ANALYTICS_RETENTION_MONTHS: '2' });
    await visitAt('2025-12-01T12:00:00Z', '/old');
    await visitAt('2026-01-15T12:00:00Z', '/kept');
    job.clock = new Date('2026-02-20T12:00:00Z');
    await job.app.retention.runOnce();
    expect((await remaining()).views).toEqual(['/kept']);
  });
});
