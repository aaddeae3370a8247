import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../realtime/event-stream.test-utils';
import { createClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { signedInAs, testAddress } from '../test/marketplace.test-utils';
import { durationBuckets } from './http-metrics';
import { type ParsedFamily, parsePrometheus, sampleValue } from './prometheus-text.test-utils';

let t: TestApp;
let admin: TestClient;
let candidate: TestClient;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, { role: 'admin' })).client;
  candidate = (await signedInAs(t, { role: 'candidate' })).client;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t.app.close();
});

async function scrape(): Promise<Map<string, ParsedFamily>> {
  const response = await admin.get('/api/metrics');
  expect(response.statusCode, response.body).toBe(200);
  return parsePrometheus(response.body);
}

const requests = (families: Map<string, ParsedFamily>, method: string, route: string, status: string) =>
  sampleValue(families, 'http_requests_total', { method, route, status }) ?? 0;

describe('GET /api/metrics', () => {
  it('answers admins in the Prometheus text format 0.0.4, never cached', async () => {
    const response = await admin.get('/api/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const families = parsePrometheus(response.body);
    expect(families.get('process_resident_memory_bytes')?.type).toBe('gauge');
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 2 ** 20);
    expect(sampleValue(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(families, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(sampleValue(families, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    for (const name of ['p50', 'p99', 'max']) {
      const delay = sampleValue(families, `nodejs_eventloop_lag_${name}_seconds`);
      expect(delay, name).toBeGreaterThanOrEqual(0);
      expect(delay, name).toBeLessThan(5);
    }
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect(families.get('http_requests_total')?.help).toMatch(/route pattern/);
    expect(sampleValue(families, 'arrs_event_streams_open')).toBe(0);
    expect(sampleValue(families, 'arrs_mail_outbox_messages', { status: 'pending' })).toBeGreaterThanOrEqual(
      0,
    );
    // The pool is PostgreSQL's; the embedded database has none.
    if (t.database.kind === 'postgres') {
      expect(sampleValue(families, 'arrs_db_pool_max_connections')).toBeGreaterThan(0);
      expect(sampleValue(families, 'arrs_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sampleValue(families, 'arrs_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(families.has('arrs_db_pool_connections')).toBe(false);
    }
  });

  it('counts requests by method, route pattern and status class, with their durations', async () => {
    const before = await scrape();
    const visitor = createClient(t.app, {}, { remoteAddress: testAddress() });
    for (let i = 0; i < 3; i += 1) expect((await visitor.get('/api/health')).statusCode).toBe(200);
    const missingFile = randomUUID();
    expect((await admin.get(`/api/files/${missingFile}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/no-such-route-4711')).statusCode).toBe(404);
    expect((await visitor.get('/api/metrics')).statusCode).toBe(401);
    const after = await scrape();

    const increase = (method: string, route: string, status: string) =>
      requests(after, method, route, status) - requests(before, method, route, status);
    expect(increase('GET', '/api/health', '2xx')).toBe(3);
    expect(increase('GET', '/api/files/:id', '4xx')).toBe(1);
    expect(increase('GET', 'unmatched', '4xx')).toBe(1);
    expect(increase('GET', '/api/metrics', '4xx')).toBe(1);
    // The scrape before this one is counted too, once answered.
    expect(increase('GET', '/api/metrics', '2xx')).toBe(1);

    const count = (families: Map<string, ParsedFamily>) =>
      sampleValue(families, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health' }) ??
      0;
    expect(count(after) - count(before)).toBe(3);
    const buckets = after
      .get('http_request_duration_seconds')
      ?.samples.filter((sample) => sample.name.endsWith('_bucket') && sample.labels.route === '/api/health');
    expect(buckets?.map((bucket) => bucket.labels.le)).toEqual([...durationBuckets.map(String), '+Inf']);

    // Route patterns only: no raw path, id or query string ever becomes a label.
    const body = (await admin.get('/api/metrics')).body;
    expect(body).not.toContain(missingFile);
    expect(body).not.toContain('no-such-route');
  });

  it('counts the mail waiting in the outbox', async () => {
    const pending = async () =>
      sampleValue(await scrape(), 'arrs_mail_outbox_messages', { status: 'pending' }) ?? 0;
    const before = await pending();
    const visitor = createClient(t.app, {}, { remoteAddress: testAddress() });
    const submitted = await visitor.post('/api/submissions/contact', {
      name: 'Sam Metrics',
      email: 'sam@example.test',
      phone: '',
      organisation: '',
      message: 'Please call me about ARRS roles.',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await pending()).toBeGreaterThan(before);
  });

  it('counts open event streams until they close', async () => {
    const member = (await signedInAs(t, { role: 'candidate' })).client;
    const open = async () => sampleValue(await scrape(), 'arrs_event_streams_open');
    const stream = await openEventStream(`${baseUrl}/api/community/events`, { cookie: member.jar.header() });
    try {
      expect(stream.status).toBe(200);
      expect(await open()).toBe(1);
    } finally {
      stream.close();
    }
    await expect.poll(open, { timeout: 5000 }).toBe(0);
    // A refused stream never counted.
    expect((await fetch(`${baseUrl}/api/community/events`)).status).toBe(401);
    expect(await open()).toBe(0);
  });

  it('is documented in the OpenAPI document as plain text', async () => {
    const document = (await admin.get('/api/docs/openapi.json')).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    }>();
    expect(Object.keys(document.paths['/api/metrics']?.get?.responses['200']?.content ?? {})).toEqual([
      'text/plain',
    ]);
  });

  it('is for admins only', async () => {
    expect(
      (await createClient(t.app, {}, { remoteAddress: testAddress() }).get('/api/metrics')).statusCode,
    ).toBe(401);
    expect((await candidate.get('/api/metrics')).statusCode).toBe(403);
  });
});
