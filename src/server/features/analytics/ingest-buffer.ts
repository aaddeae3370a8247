import type { FastifyBaseLogger } from 'fastify';
import type { ClickRow, IngestRepository, PageViewRow, SessionUpdate } from './ingest.repository';

/**
 * Beacons are written in batches every `intervalMs`, as soon as `maxRows` wait, and on close: fewer,
 * larger batches cost the database less a row under load (decision 014). Consenting visits are started
 * or added to from their page views as they are written; a visit's other news of a batch is merged here.
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
    markActive(sessionId: string, site: SessionUpdate['site'], at: Date, path: string) {
      if (!admit()) return;
      delta(sessionId, site, at, path);
      added();
    },
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
