import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsIngestPaths } from '../../../shared/analytics/ingest.schemas';
import { analyticsClickEvents, analyticsPageViews, analyticsSessions } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

describe('erasure and analytics', () => {
  it("keeps an erased user's page views, clicks and visits as anonymous counts, without their id", async () => {
    t = await createTestApp();
    const account = await buildAccount(t.database.db);
    const other = await buildAccount(t.database.db);
    const visit = async (who: { email: string; password: string }) => {
      const { client } = await signedInClient(t.app, who);
      const sessionId = randomUUID();
      const send = (path: string, body: unknown) =>
        client.request('POST', path, body, { 'user-agent': chrome });
      const view = { path: '/', title: 'Home', referrer: '', entry: true, consent: true, sessionId };
      expect((await send(analyticsIngestPaths.pageView, view)).statusCode).toBe(204);
      const click = {
        sessionId,
        path: '/',
        elementType: 'a',
        clickX: 1,
        clickY: 2,
        pageX: 1,
        pageY: 2,
        scrollTop: 0,
        msInSession: 10,
      };
      expect((await send(analyticsIngestPaths.click, click)).statusCode).toBe(204);
      return client;
    };
    const client = await visit(account);
    await visit(other);
    await t.app.analytics.flush();
    const userIds = async () => ({
      views: (await t.database.db.select().from(analyticsPageViews)).map((row) => row.userId).sort(),
      clicks: (await t.database.db.select().from(analyticsClickEvents)).map((row) => row.userId).sort(),
      sessions: (await t.database.db.select().from(analyticsSessions)).map((row) => row.userId).sort(),
    });
    const both = [account.userId, other.userId].sort();
    expect(await userIds()).toEqual({ views: both, clicks: both, sessions: both });

    const erased = await client.delete('/api/account', { confirmation: 'DELETE' });
    expect(erased.statusCode).toBe(200);

    for (const ids of Object.values(await userIds())) {
      expect(ids).toHaveLength(2); // the counts stay
      expect(ids).toContain(null);
      expect(ids).toContain(other.userId);
      expect(ids).not.toContain(account.userId);
    }
  });
});
