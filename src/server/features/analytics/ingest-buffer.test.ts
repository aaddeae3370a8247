import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { IngestRepository } from './ingest.repository';
import { createIngestBuffer } from './ingest-buffer';

type Batch = Parameters<IngestRepository['write']>[0];

/** The buffer alone, with a repository that records each write (its SQL is tested with the routes). */
function recording() {
  const writes: Batch[] = [];
  const repository: IngestRepository = {
    saltFor: async () => 'salt',
    write: async (batch) => {
      writes.push(batch);
    },
  };
  const log = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
  return { writes, buffer: createIngestBuffer({ repository, log, maxRows: 200, intervalMs: 60_000 }) };
}

const at = new Date('2026-03-02T10:00:00Z');
const view = (path: string) => ({
  site: 'consultancy' as const,
  visitorId: 'v',
  pagePath: path,
  occurredAt: at,
});

describe('the ingest buffer', () => {
  it('writes a burst of 450 beacons together, not one by one, starting once 200 wait', async () => {
    const { writes, buffer } = recording();
    for (let index = 0; index < 199; index += 1) buffer.addPageView(view(`/${index}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes).toHaveLength(0); // below 200 rows, it waits for the timer
    for (let index = 199; index < 450; index += 1) buffer.addPageView(view(`/${index}`));
    await buffer.flush();
    expect(writes.map((batch) => batch.pageViews.length)).toEqual([450]);
  });

  it('writes as soon as 200 rows wait, without a flush or the timer', async () => {
    const { writes, buffer } = recording();
    for (let index = 0; index < 200; index += 1) buffer.addPageView(view(`/${index}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes.map((batch) => batch.pageViews.length)).toEqual([200]);
  });

  it("merges a visit's news of one batch (hidden, visible again) into one update, the latest winning", async () => {
    const { writes, buffer } = recording();
    buffer.addPageView({ ...view('/'), sessionId: 's1' });
    const later = new Date(at.getTime() + 5000);
    buffer.markEnded('s1', 'consultancy', new Date(at.getTime() + 9000), '/about');
    buffer.markActive('s1', 'consultancy', later, '/earlier');
    buffer.markActive('s2', 'marketplace', later, '/arrsplace');
    buffer.markActive('s2', 'consultancy', at, '/');
    await buffer.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.pageViews).toMatchObject([{ sessionId: 's1', pagePath: '/' }]);
    expect(writes[0]?.sessionUpdates).toEqual([
      {
        sessionId: 's1',
        site: 'consultancy',
        lastSeenAt: new Date(at.getTime() + 9000),
        currentPage: '/about',
        endedAt: new Date(at.getTime() + 9000),
      },
      { sessionId: 's2', site: 'marketplace', lastSeenAt: later, currentPage: '/arrsplace', endedAt: null },
      { sessionId: 's2', site: 'consultancy', lastSeenAt: at, currentPage: '/', endedAt: null },
    ]);
  });

  it('writes nothing when nothing waits, and everything on stop', async () => {
    const { writes, buffer } = recording();
    await buffer.flush();
    expect(writes).toHaveLength(0);
    buffer.start();
    buffer.addPageView(view('/'));
    await buffer.stop();
    expect(writes).toHaveLength(1);
  });
});
