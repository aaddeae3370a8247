import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

/**
 * LISTEN on PostgreSQL needs one connection of its own, kept for as long as anyone listens; a pooled
 * client would be handed to other queries. A lost connection is re-opened (1 s, then up to 10 s apart)
 * and the channels listened to again; notifications sent while it was down are lost, which the
 * clients tolerate (their event stream reconnects and they refetch).
 */
export function createPostgresListener(url: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryDelayMs = 1000;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => reconnectSoon(next));
    next.on('end', () => reconnectSoon(next));
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
    retryDelayMs = 1000;
    client = next;
    return next;
  }

  function reconnectSoon(lost: pg.Client) {
    if (closed || client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    setTimeout(() => {
      ensureConnected().catch(() => {
        retryDelayMs = Math.min(retryDelayMs * 2, 10_000);
        if (!closed && !client) setTimeout(() => ensureConnected().catch(() => {}), retryDelayMs).unref();
      });
    }, retryDelayMs).unref();
  }

  async function ensureConnected(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      if (closed) throw new Error('listener is closed');
      const existing = handlers.get(channel);
      if (existing) existing.add(handler);
      else {
        handlers.set(channel, new Set([handler]));
        const connected = await ensureConnected();
        // connect() listens on every known channel; a client that was already open needs telling.
        if (client === connected) await connected.query(`listen ${quoteIdent(channel)}`).catch(() => {});
      }
      return async () => {
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
      handlers.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid channel name: ${name}`);
  return `"${name}"`;
}
