import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { analyticsClickEvents, analyticsPageViews, analyticsSessions } from '../../db/schema';
import { createTestDatabase } from '../../test/database.test-utils';
import { type ClickRow, createIngestRepository, type PageViewRow } from './ingest.repository';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

const at = new Date('2026-03-02T10:00:00.000Z');
const view = (path: string, sessionId: string | null = null): PageViewRow => ({
  occurredAt: at,
  site: 'consultancy',
  visitorId: 'visitor',
  sessionId,
  pagePath: path,
});
const click = (sessionId: string, clickX: number): ClickRow => ({
  occurredAt: at,
  site: 'consultancy',
  sessionId,
  pagePath: '/',
  elementType: 'button',
  clickX,
  clickY: 1,
  pageX: 1,
  pageY: 1,
  scrollTop: 0,
  msInSession: 10,
});
const stored = () => handle.db.select().from(analyticsPageViews).orderBy(asc(analyticsPageViews.id));

describe('writing a batch of beacons', () => {
  it('writes a batch of page views alone (one statement) and their visits', async () => {
    const repository = createIngestRepository({ db: handle.db });
    await repository.write({ pageViews: [view('/'), view('/about', 's1')], clicks: [], sessionUpdates: [] });
    expect((await stored()).map((row) => row.pagePath)).toEqual(['/', '/about']);
    expect(await handle.db.select().from(analyticsSessions)).toMatchObject([
      { sessionId: 's1', pageViews: 1, entryPage: '/about' },
    ]);
  });

  it('writes a batch of several kinds all together or not at all', async () => {
    const repository = createIngestRepository({ db: handle.db });
    // A click whose position is not a whole number fails its statement, after the page views' one.
    const broken = click('s1', 'not a number' as unknown as number);
    await expect(
      repository.write({ pageViews: [view('/', 's1')], clicks: [broken], sessionUpdates: [] }),
    ).rejects.toThrow();
    expect(await stored()).toEqual([]);
    expect(await handle.db.select().from(analyticsSessions)).toEqual([]);

    await repository.write({ pageViews: [view('/', 's1')], clicks: [click('s1', 5)], sessionUpdates: [] });
    expect(await stored()).toHaveLength(1);
    expect(await handle.db.select().from(analyticsClickEvents)).toMatchObject([
      { sessionId: 's1', clickX: 5 },
    ]);
  });

  it('writes nothing for an empty batch', async () => {
    const repository = createIngestRepository({ db: handle.db });
    await repository.write({ pageViews: [], clicks: [], sessionUpdates: [] });
    expect(await stored()).toEqual([]);
  });
});
