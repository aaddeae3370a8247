import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import { rateLimitHits } from '../../db/schema';
import {
  advance,
  beacon,
  click,
  clicks,
  closeIngestApp,
  googlebot,
  ingestApp,
  pageView,
  pageViews,
  sessions,
  start,
} from './ingest.test-utils';

afterEach(closeIngestApp);

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
      // A refusal has a body, so it carries every security header (a 204 only the transport's).
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const plain = await beacon(analyticsIngestPaths.pageView, 'not json', { contentType: 'text/plain' });
    expect(plain.statusCode).toBe(400);
    await ingestApp().app.analytics.flush();
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
    await ingestApp().app.analytics.flush();
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
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(0);
    expect(await sessions()).toHaveLength(0);
    expect(await clicks()).toHaveLength(0);
    // A real browser is counted (the drop is not everything).
    await beacon(analyticsIngestPaths.pageView, pageView());
    await ingestApp().app.analytics.flush();
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
    await ingestApp().app.analytics.flush();
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
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(121);
    // Each full chunk of the first address was counted in the shared limiter: 60 hits.
    await expect
      .poll(() => ingestApp().database.db.$count(rateLimitHits, eq(rateLimitHits.bucket, 'analytics:ingest')))
      .toBe(60);
  });
});
