import { asc, type SQL } from 'drizzle-orm';
import { analyticsClickEvents, analyticsPageViews, analyticsSessions } from '../../db/schema';
import { testOrigin } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/*
 * The ingest API tests' app, clock and beacons (ingest-*.routes.test.ts). One app at a time: each
 * test starts it, and each file closes it after each test (`afterEach(closeIngestApp)`).
 */

export const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let app: TestApp | undefined;
let clock = new Date('2026-03-02T10:00:00.000Z');

/** The app of the running test. */
export function ingestApp(): TestApp {
  if (!app) throw new Error('start() the ingest app first');
  return app;
}

/** The app's clock, which only `advance` moves. */
export const now = () => clock;

/** A new app (on its own database unless `options.database`) with the clock at 2 March 2026, 10:00. */
export async function start(
  env: Record<string, string> = {},
  options: Omit<TestAppOptions, 'env' | 'now'> = {},
) {
  clock = new Date('2026-03-02T10:00:00.000Z');
  app = await createTestApp({ ...options, env, now });
  return app;
}

export async function closeIngestApp() {
  await app?.app.close();
  app = undefined;
}

export const advance = (ms: number) => {
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
export function beacon(path: string, body: unknown, options: BeaconOptions = {}) {
  const host = options.host ?? 'localhost:3000';
  return ingestApp().app.inject({
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

export const pageView = (overrides: Record<string, unknown> = {}) => ({
  path: '/services',
  title: 'Our services',
  referrer: '',
  entry: true,
  consent: false,
  ...overrides,
});

export const click = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
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
export async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await ingestApp().database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const pageViews = () =>
  ingestApp().database.db.select().from(analyticsPageViews).orderBy(asc(analyticsPageViews.id));
export const sessions = () => ingestApp().database.db.select().from(analyticsSessions);
export const clicks = () => ingestApp().database.db.select().from(analyticsClickEvents);
