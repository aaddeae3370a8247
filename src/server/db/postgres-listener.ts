import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

const firstRetryMs = 1000;
/** Realtime is back within 10 s of the database, however long it was away (bench/faults.ts). */
const maxRetryMs = 5000;
/** How often the listening connection is checked: a dead TCP peer may otherwise go unnoticed. */
const livenessCheckMs = 30_000;

/** Jittered, so that many server processes do not reconnect in step. */
export function listenerRetryDelayMs(
  attempt: number,
  random: () => number = Math.random,
  maxMs: number = maxRetryMs,
): number {
  const ceiling = Math.min(maxMs, firstRetryMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface PostgresListenerOptions {
  onConnectionError?: (error: unknown) => void;
  /** The longest wait between attempts (default 5 s; tests shorten it). */
  maxRetryMs?: number;
}

/**
 * LISTEN needs a connection of its own: a pooled client would be handed to other queries. A lost
 * connection is retried forever with capped back-off, and each listener's `onResumed` says that
 * notifications were lost meanwhile: an outage of any length heals without a restart.
 */
export function createPostgresListener(url: string, options: PostgresListenerOptions = {}) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const resumeCallbacks = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Listening was interrupted (or never started) since handlers were registered. */
  let gap = false;

  const liveness = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: unknown) => lost(current, error));
  }, livenessCheckMs);
  liveness.unref();

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('listening connection ended')));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      throw new Error('listener is closed');
    }
    attempt = 0;
    client = next;
    if (gap) {
      gap = false;
      for (const callback of resumeCallbacks) callback();
    }
    return next;
  }

  function lost(which: pg.Client, error: unknown) {
    if (closed || client !== which) return;
    client = null;
    gap = true;
    options.onConnectionError?.(error);
    which.end().catch(() => {});
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer || client) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        ensureConnected().catch((error: unknown) => {
          options.onConnectionError?.(error);
          attempt += 1;
          scheduleRetry();
        });
      },
      listenerRetryDelayMs(attempt, Math.random, options.maxRetryMs),
    );
    retryTimer.unref();
  }

  async function ensureConnected(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    /** With the database unreachable it still resolves, and the listener keeps trying (a gap). */
    async listen(
      channel: string,
      handler: NotificationHandler,
      onResumed?: () => void,
    ): Promise<() => Promise<void>> {
      if (closed) throw new Error('listener is closed');
      quoteIdent(channel);
      if (onResumed) resumeCallbacks.add(onResumed);
      const existing = handlers.get(channel);
      if (existing) existing.add(handler);
      else {
        handlers.set(channel, new Set([handler]));
        try {
          const connected = await ensureConnected();
          // connect() listens on every known channel; a client that was already open needs telling.
          await connected.query(`listen ${quoteIdent(channel)}`);
        } catch (error) {
          options.onConnectionError?.(error);
          gap = true;
          scheduleRetry();
        }
      }
      return async () => {
        if (onResumed) resumeCallbacks.delete(onResumed);
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set && set.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(liveness);
      clearTimeout(retryTimer);
      handlers.clear();
      resumeCallbacks.clear();
      const open = client;
      client = null;
      await connecting?.catch(() => {});
      await open?.end().catch(() => {});
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid channel name: ${name}`);
  return `"${name}"`;
}
