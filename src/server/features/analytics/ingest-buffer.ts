import type { FastifyBaseLogger } from 'fastify';
import type { ClickRow, IngestRepository, PageViewRow, SessionUpdate } from './ingest.repository';

/**
 * Beacons are buffered in the process and written together in batch inserts: every
 * `intervalMs`, as soon as `maxRows` are waiting, and when the app closes. A burst of beacons is then
 * a few multi-row INSERTs rather than a statement per beacon; fewer, larger batches (2,000 rows rather
 * than 200) cost the database half as much a row under load (decision 014). A consenting
 * visitor's page view carries its visit's id, and the visit is started or added to from the page
 * views themselves when they are written; a visit's other news of one batch (hidden, visible again)
 * is merged here into one update.
 */

export interface IngestBufferOptions {
  repository: IngestRepository;
  log: FastifyBaseLogger;
  intervalMs?: number;
  maxRows?: number;
  /** Past this many waiting rows (the database is down), new beacons are dropped, not queued. */
  maxBuffered?: number;
}

export function createIngestBuffer(options: IngestBufferOptions) {
  const intervalMs = options.intervalMs ?? 1000;
  const maxRows = options.maxRows ?? 2000;
  const maxBuffered = options.maxBuffered ?? 20_000;
  let pageViews: PageViewRow[] = [];
  let clicks: ClickRow[] = [];
  let sessions = new Map<string, SessionUpdate>();
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;
  /** Every beacon dropped while the buffer was full, since the process started (metrics). */
  let droppedSinceStart = 0;

  const waiting = () => pageViews.length + clicks.length + sessions.size;

  function admit(): boolean {
    if (waiting() < maxBuffered) return true;
    dropped += 1;
    droppedSinceStart += 1;
    return false;
  }

  let flushQueued = false;
  function added() {
    if (waiting() < maxRows || flushQueued) return;
    flushQueued = true;
    void flush().finally(() => {
      flushQueued = false;
    });
  }

  async function writeBatch() {
    if (waiting() === 0) return;
    const batch = { pageViews, clicks, sessionUpdates: [...sessions.values()] };
    pageViews = [];
    clicks = [];
    sessions = new Map();
    try {
      await options.repository.write(batch);
    } catch (error) {
      // Analytics must never take the site down: the batch is lost, and the log says how much.
      options.log.error(
        {
          err: error,
          pageViews: batch.pageViews.length,
          clicks: batch.clicks.length,
          sessions: batch.sessionUpdates.length,
        },
        'analytics batch not written',
      );
    }
    if (dropped > 0) {
      options.log.warn({ dropped }, 'analytics beacons dropped while the buffer was full');
      dropped = 0;
    }
  }

  /** Writes everything waiting now (after any write in flight); resolves once it is in the database. */
  function flush(): Promise<void> {
    inFlight = inFlight.then(writeBatch);
    return inFlight;
  }

  function delta(sessionId: string, site: SessionUpdate['site'], at: Date, path: string): SessionUpdate {
    // By site too: another site's beacon with the same id must not touch this site's visit.
    const key = `${site}:${sessionId}`;
    let entry = sessions.get(key);
    if (!entry) {
      entry = { sessionId, site, lastSeenAt: at, currentPage: path, endedAt: null };
      sessions.set(key, entry);
    }
    if (at >= entry.lastSeenAt) {
      entry.lastSeenAt = at;
      entry.currentPage = path;
    }
    return entry;
  }

  return {
    /** A page view; with a session id (consent), it also starts or adds to that visit when written. */
    addPageView(row: PageViewRow) {
      if (!admit()) return;
      pageViews.push(row);
      added();
    },
    addClick(row: ClickRow) {
      if (!admit()) return;
      clicks.push(row);
      added();
    },
    /** The page became visible again, so the visitor is active: last seen and current page. */
    markActive(sessionId: string, site: SessionUpdate['site'], at: Date, path: string) {
      if (!admit()) return;
      delta(sessionId, site, at, path);
      added();
    },
    /** The page was hidden: the visit's end and its whole-second duration. */
    markEnded(sessionId: string, site: SessionUpdate['site'], at: Date, path: string) {
      if (!admit()) return;
      const entry = delta(sessionId, site, at, path);
      entry.endedAt = at;
      added();
    },
    flush,
    droppedSinceStart: () => droppedSinceStart,
    start() {
      timer ??= setInterval(() => void flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type IngestBuffer = ReturnType<typeof createIngestBuffer>;
