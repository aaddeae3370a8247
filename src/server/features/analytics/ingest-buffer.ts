import type { FastifyBaseLogger } from 'fastify';
import type {
  ClickRow,
  IngestRepository,
  PageViewRow,
  SessionStartRow,
  SessionUpdate,
} from './ingest.repository';

/**
 * Beacons are buffered in the process and written together in batch inserts: every
 * `intervalMs`, as soon as `maxRows` are waiting, and when the app closes. A burst of beacons is then
 * a few multi-row INSERTs in one transaction each rather than a statement per beacon. A visit's
 * beacons in one batch are merged into one session row first (an upsert cannot touch a row twice).
 */

export interface IngestBufferOptions {
  repository: IngestRepository;
  log: FastifyBaseLogger;
  intervalMs?: number;
  maxRows?: number;
  /** Past this many waiting rows (the database is down), new beacons are dropped, not queued. */
  maxBuffered?: number;
}

interface SessionDelta {
  sessionId: string;
  site: SessionUpdate['site'];
  /** Set when the batch holds a page view of the visit: the row to insert, or to add to. */
  start: SessionStartRow | null;
  lastSeenAt: Date;
  currentPage: string;
  endedAt: Date | null;
}

/** A consenting visitor's page view, as the start of (or another page in) their visit. */
export type SessionStart = SessionStartRow & { sessionId: string; startedAt: Date; currentPage: string };

export function createIngestBuffer(options: IngestBufferOptions) {
  const intervalMs = options.intervalMs ?? 1000;
  const maxRows = options.maxRows ?? 200;
  const maxBuffered = options.maxBuffered ?? 20_000;
  let pageViews: PageViewRow[] = [];
  let clicks: ClickRow[] = [];
  let sessions = new Map<string, SessionDelta>();
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;

  const waiting = () => pageViews.length + clicks.length + sessions.size;

  function admit(): boolean {
    if (waiting() < maxBuffered) return true;
    dropped += 1;
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
    const batch = { pageViews, clicks, deltas: [...sessions.values()] };
    pageViews = [];
    clicks = [];
    sessions = new Map();
    const sessionStarts: SessionStartRow[] = [];
    const sessionUpdates: SessionUpdate[] = [];
    for (const delta of batch.deltas) {
      if (delta.start) {
        sessionStarts.push({ ...delta.start, lastSeenAt: delta.lastSeenAt, currentPage: delta.currentPage });
      }
      if (delta.endedAt || !delta.start) {
        sessionUpdates.push({
          sessionId: delta.sessionId,
          site: delta.site,
          lastSeenAt: delta.lastSeenAt,
          currentPage: delta.currentPage,
          endedAt: delta.endedAt,
        });
      }
    }
    try {
      await options.repository.write({
        pageViews: batch.pageViews,
        clicks: batch.clicks,
        sessionStarts,
        sessionUpdates,
      });
    } catch (error) {
      // Analytics must never take the site down: the batch is lost, and the log says how much.
      options.log.error(
        {
          err: error,
          pageViews: batch.pageViews.length,
          clicks: batch.clicks.length,
          sessions: batch.deltas.length,
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

  function delta(sessionId: string, site: SessionDelta['site'], at: Date, path: string): SessionDelta {
    // By site too: another site's beacon with the same id must not touch this site's visit.
    const key = `${site}:${sessionId}`;
    let entry = sessions.get(key);
    if (!entry) {
      entry = { sessionId, site, start: null, lastSeenAt: at, currentPage: path, endedAt: null };
      sessions.set(key, entry);
    }
    if (at >= entry.lastSeenAt) {
      entry.lastSeenAt = at;
      entry.currentPage = path;
    }
    return entry;
  }

  return {
    addPageView(row: PageViewRow, session?: SessionStart) {
      if (!admit()) return;
      pageViews.push(row);
      if (session) {
        const entry = delta(session.sessionId, session.site, session.startedAt, session.currentPage);
        if (entry.start) {
          entry.start.pageViews = (entry.start.pageViews ?? 1) + 1;
          entry.start.userId ??= session.userId;
        } else {
          entry.start = { ...session, pageViews: 1 };
        }
      }
      added();
    },
    addClick(row: ClickRow) {
      if (!admit()) return;
      clicks.push(row);
      added();
    },
    /** The page became visible again, so the visitor is active: last seen and current page. */
    markActive(sessionId: string, site: SessionDelta['site'], at: Date, path: string) {
      if (!admit()) return;
      delta(sessionId, site, at, path);
      added();
    },
    /** The page was hidden: the visit's end and its whole-second duration. */
    markEnded(sessionId: string, site: SessionDelta['site'], at: Date, path: string) {
      if (!admit()) return;
      const entry = delta(sessionId, site, at, path);
      entry.endedAt = at;
      added();
    },
    flush,
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
