import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import { parseEnv } from '../../config';
import { rateLimitHits } from '../../db/schema';
import { parsePrometheus, sampleValue } from '../../metrics/prometheus-text.test-utils';
import { advance, beacon, closeIngestApp, ingestApp, pageView, pageViews, start } from './ingest.test-utils';

afterEach(closeIngestApp);

/* The site-wide cap on beacons a minute, and the per-address limit counting an IPv6 client by its /64. */

const fromAddress = (remoteAddress: string) =>
  beacon(analyticsIngestPaths.pageView, pageView(), { remoteAddress });
/** The `index`th of many IPv4 visitors, each sending one beacon. */
const visitor = (index: number) => `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;

async function droppedBeacons(reason: string) {
  const families = parsePrometheus(await ingestApp().app.metrics.exposition());
  return sampleValue(families, 'arrs_analytics_beacons_dropped_total', { reason });
}

describe('the site-wide cap', () => {
  it('stores only the cap of beacons a minute from many addresses, answers the rest 429, and counts them', async () => {
    // A small cap: every beacon waits for the shared count, so the cap is exact.
    await start({ ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE: '10' });
    const statuses: number[] = [];
    for (let index = 0; index < 15; index += 1) statuses.push((await fromAddress(visitor(index))).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    const refused = await fromAddress(visitor(99));
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(10);
    expect(await droppedBeacons('site_limit')).toBe(6);
    expect(await droppedBeacons('address_limit')).toBe(0);
    // A minute later the site takes beacons again.
    advance(61_000);
    expect((await fromAddress(visitor(100))).statusCode).toBe(204);
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(11);
  });

  it('with a larger cap, refuses past it in the process and adds only each full chunk to the shared count', async () => {
    // 120 a minute: a chunk of 2, counted in the database in the background.
    await start({ ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE: '120' });
    let accepted = 0;
    for (let index = 0; index < 130; index += 1)
      if ((await fromAddress(visitor(index))).statusCode === 204) accepted += 1;
    expect(accepted).toBe(120);
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toHaveLength(120);
    expect(await droppedBeacons('site_limit')).toBe(10);
    await expect
      .poll(() => ingestApp().database.db.$count(rateLimitHits, eq(rateLimitHits.bucket, 'analytics:site')))
      .toBe(60);
  });

  it('does not count the beacons an address sends over its own limit', async () => {
    await start({ ANALYTICS_INGEST_LIMIT_PER_MINUTE: '5', ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE: '10' });
    for (let index = 0; index < 8; index += 1) await fromAddress('198.51.100.7');
    expect(await droppedBeacons('address_limit')).toBe(3);
    // Five of the site's ten are used: five other visitors still get in.
    for (let index = 0; index < 5; index += 1)
      expect((await fromAddress(visitor(index + 10))).statusCode).toBe(204);
    expect((await fromAddress(visitor(20))).statusCode).toBe(429);
  });

  it('is a setting with a default well under one address’s limit, refused at start when not a whole number ≥ 1', () => {
    const defaults = parseEnv({});
    expect(defaults.ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE).toBe(1000);
    expect(defaults.ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE).toBeLessThan(
      defaults.ANALYTICS_INGEST_LIMIT_PER_MINUTE,
    );
    expect(
      parseEnv({ ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE: '50000000' }).ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE,
    ).toBe(50_000_000);
    for (const wrong of ['0', '-5', '1.5', 'lots', '1e12']) {
      expect(() => parseEnv({ ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE: wrong }), wrong).toThrow(
        /ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE must be/,
      );
    }
  });
});

describe('the per-address limit and IPv6', () => {
  it('counts every address of an IPv6 /64 as one client, and the next /64 as another', async () => {
    // 120 a minute: counted in the process, the shared count consulted every second beacon of a client.
    await start({ ANALYTICS_INGEST_LIMIT_PER_MINUTE: '120' });
    const inPrefix = (index: number) => `2001:db8:1:2::${(index + 1).toString(16)}`;
    for (let index = 0; index < 120; index += 1)
      expect((await fromAddress(inPrefix(index))).statusCode).toBe(204);
    const refused = await fromAddress('2001:db8:1:2:ffff:ffff:ffff:ffff');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromAddress('2001:db8:1:3::1')).statusCode).toBe(204);
    expect(await droppedBeacons('address_limit')).toBe(1);
  });

  it('counts an IPv4 client the same over IPv4 and IPv4-mapped IPv6', async () => {
    await start({ ANALYTICS_INGEST_LIMIT_PER_MINUTE: '5' });
    for (let index = 0; index < 3; index += 1)
      expect((await fromAddress('198.51.100.7')).statusCode).toBe(204);
    for (let index = 0; index < 2; index += 1)
      expect((await fromAddress('::ffff:198.51.100.7')).statusCode).toBe(204);
    expect((await fromAddress('::ffff:198.51.100.7')).statusCode).toBe(429);
    expect((await fromAddress('198.51.100.8')).statusCode).toBe(204);
  });
});
