/** Reads a server-sent-events stream over real HTTP, as a browser's EventSource would. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: unknown[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data));
          for (const wake of waiters) wake();
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
    for (const wake of waiters) wake();
  })();

  return {
    status: response.status,
    headers: response.headers,
    events,
    /** Resolves with the first event (already received or to come) that matches, or rejects after `timeoutMs`. */
    async waitFor(match: (event: unknown) => boolean, timeoutMs = 5000): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, remaining);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    /** Resolves when the server ends the stream. */
    ended: pump,
    close() {
      controller.abort();
    },
  };
}
