import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { prometheusContentType } from './prometheus-text';

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/**
 * For a Prometheus that scrapes unattended, on an address only the monitoring network reaches. A plain
 * Node server, not a route of the app: none of the app's routes, cookies or policies are reachable here.
 */
export async function startMetricsListener(
  app: FastifyInstance,
  { port, host }: { port: number; host: string },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    app.metrics.exposition().then(
      (text) => {
        response.writeHead(200, { 'content-type': prometheusContentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: exposition failed');
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Unavailable\n');
      },
    );
  });
  // Scrapes are short: idle keep-alive sockets must not hold a shutdown open.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
