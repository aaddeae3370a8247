import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsStorage, analyticsStorageTables } from '../../../shared/analytics/dashboard.schemas';
import { analyticsPageViews } from '../../db/schema';
import { createClient, type TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { asDatabaseOwner } from '../../test/database.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import { clearAnalytics, dashboardApp, get, view } from './analytics-dashboard.test-utils';

/* The size of the analytics tables, for the admins' dashboard. */

const path = '/api/admin/analytics/storage';
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await dashboardApp());
});
afterAll(async () => {
  await t.app.close();
});

const tableOf = (storage: AnalyticsStorage, table: string) =>
  storage.tables.find((entry) => entry.table === table);

describe('GET /api/admin/analytics/storage', () => {
  it('answers admins with every analytics table’s rows and bytes on disk, never cached', async () => {
    await clearAnalytics(t);
    const at = new Date();
    await t.database.db
      .insert(analyticsPageViews)
      .values(
        Array.from({ length: 25 }, (_, index) =>
          view({ visitorId: `v${index}`, pagePath: `/page-${index}`, occurredAt: at }),
        ),
      );
    const response = await admin.get(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const storage = response.json() as AnalyticsStorage;
    expect(storage.tables.map((entry) => entry.table)).toEqual([...analyticsStorageTables]);
    for (const entry of storage.tables) {
      expect(entry.bytes, entry.table).toBeGreaterThan(0);
      expect(entry.rows, entry.table).toBeGreaterThanOrEqual(0);
    }
    expect(storage.totalBytes).toBe(storage.tables.reduce((sum, entry) => sum + entry.bytes, 0));
    // Never analysed here, so counted; where PostgreSQL already has an estimate, that is given instead.
    const views = tableOf(storage, 'analytics_page_views');
    if (views?.rowsAre === 'counted') expect(views.rows).toBe(25);
    else expect(views?.rowsAre).toBe('estimate');
  });

  it('gives PostgreSQL’s own estimate once the table has been analysed', async () => {
    // Only the tables' owner may analyse them (on PostgreSQL the server's role is not).
    await asDatabaseOwner(t.database.db, (owner) => owner.execute('analyze analytics_page_views'));
    const storage = await get<AnalyticsStorage>(admin, path);
    expect(tableOf(storage, 'analytics_page_views')).toMatchObject({ rowsAre: 'estimate', rows: 25 });
  });

  it('refuses everyone but admins', async () => {
    const anonymous = await createClient(t.app).get(path);
    expect(anonymous.statusCode).toBe(401);
    const { client: candidate } = await signedInAs(t, { role: 'candidate' });
    const refused = await candidate.get(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toEqual(expect.any(String));
    const { client: employer } = await signedInAs(t, { role: 'employer' });
    expect((await employer.get(path)).statusCode).toBe(403);
  });
});
