import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { type MetricsListener, startMetricsListener } from './metrics-listener';
import { parsePrometheus, sampleValue } from './prometheus-text.test-utils';

let t: TestApp;
let listener: MetricsListener;

beforeAll(async () => {
  t = await createTestApp();
  listener = await startMetricsListener(t.app, { port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await listener.close();
  await t.app.close();
});

describe('the private metrics port (METRICS_PORT)', () => {
  it('answers GET /metrics without a session, in the Prometheus text format, never cached', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const response = await fetch(`${listener.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const families = parsePrometheus(await response.text());
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 2 ** 20);
    // The same process's figures as /api/metrics: the app's own requests are counted.
    expect(
      sampleValue(families, 'http_requests_total', { method: 'GET', route: '/api/health', status: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${listener.url}/metrics`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('serves nothing of the app: every other path is 404, every other method 405', async () => {
    for (const path of ['/', '/api/metrics', '/api/health', '/api/account/me', '/metrics/extra']) {
      const response = await fetch(`${listener.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('Not found\n');
    }
    const post = await fetch(`${listener.url}/metrics`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('listens on loopback only when asked to (the default METRICS_HOST)', () => {
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
