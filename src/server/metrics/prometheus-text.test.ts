import { describe, expect, it } from 'vitest';
import { createHttpMetrics } from './http-metrics';
import { renderPrometheus } from './prometheus-text';
import { parsePrometheus, sampleValue } from './prometheus-text.test-utils';

describe('the Prometheus text format', () => {
  it('writes HELP, TYPE and samples, escaping label values and help text', () => {
    const text = renderPrometheus([
      {
        name: 'odd_gauge',
        help: 'A help with a back\\slash\nand a line feed.',
        type: 'gauge',
        samples: [
          { labels: { route: '/a "quoted" \\ path\nnext' }, value: 1.5 },
          { labels: { route: 'infinite' }, value: Number.POSITIVE_INFINITY },
        ],
      },
    ]);
    expect(text).toBe(
      [
        '# HELP odd_gauge A help with a back\\\\slash\\nand a line feed.',
        '# TYPE odd_gauge gauge',
        'odd_gauge{route="/a \\"quoted\\" \\\\ path\\nnext"} 1.5',
        'odd_gauge{route="infinite"} +Inf',
        '',
      ].join('\n'),
    );
    const parsed = parsePrometheus(text);
    expect(sampleValue(parsed, 'odd_gauge', { route: '/a "quoted" \\ path\nnext' })).toBe(1.5);
    expect(parsed.get('odd_gauge')?.help).toBe('A help with a back\\\\slash\\nand a line feed.');
  });

  it('renders a histogram Prometheus accepts: cumulative buckets up to +Inf = count', () => {
    const metrics = createHttpMetrics();
    for (const seconds of [0.001, 0.004, 0.02, 0.3, 42]) metrics.observe('GET', '/api/x/:id', 200, seconds);
    metrics.observe('POST', undefined, 404, 0.002);
    const parsed = parsePrometheus(renderPrometheus(metrics.families()));
    const bucket = (le: string) =>
      sampleValue(parsed, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/x/:id', le });
    expect([bucket('0.005'), bucket('0.025'), bucket('0.5'), bucket('10'), bucket('+Inf')]).toEqual([
      2, 3, 4, 4, 5,
    ]);
    expect(sampleValue(parsed, 'http_request_duration_seconds_sum', { method: 'GET' })).toBeCloseTo(42.325);
    expect(
      sampleValue(parsed, 'http_requests_total', { method: 'POST', route: 'unmatched', status: '4xx' }),
    ).toBe(1);
  });

  it("counts into the same series through a route's own observer as through observe", () => {
    const viaObserve = createHttpMetrics();
    const viaObserver = createHttpMetrics();
    const observe = viaObserver.observerOf('/api/x/:id');
    // Bucket bounds exactly, between them and past the last; several methods and status classes.
    const calls = [
      ['GET', 200, 0.005],
      ['GET', 200, 0.0051],
      ['GET', 404, 10],
      ['HEAD', 200, 11],
      ['GET', 503, 0],
      ['POST', 201, 0.25],
      ['GET', 200, 0.25],
    ] as const;
    for (const [method, status, seconds] of calls) {
      viaObserve.observe(method, '/api/x/:id', status, seconds);
      observe(method, status, seconds);
    }
    const rendered = renderPrometheus(viaObserver.families());
    expect(rendered).toBe(renderPrometheus(viaObserve.families()));
    const parsed = parsePrometheus(rendered);
    expect(
      sampleValue(parsed, 'http_requests_total', { method: 'GET', route: '/api/x/:id', status: '2xx' }),
    ).toBe(3);
    expect(
      sampleValue(parsed, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/x/:id',
        le: '0.005',
      }),
    ).toBe(2);
  });

  it('renders each scrape afresh: new values and new series, with the label sets of earlier scrapes', () => {
    const metrics = createHttpMetrics();
    metrics.observe('GET', '/api/a "b"', 200, 0.001);
    const first = parsePrometheus(renderPrometheus(metrics.families()));
    metrics.observe('GET', '/api/a "b"', 200, 0.3);
    metrics.observe('GET', '/api/a "b"', 500, 0.3);
    metrics.observe('DELETE', '/api/c', 204, 0.001);
    const second = parsePrometheus(renderPrometheus(metrics.families()));
    const total = (parsed: typeof first, method: string, route: string, status: string) =>
      sampleValue(parsed, 'http_requests_total', { method, route, status });
    expect(total(first, 'GET', '/api/a "b"', '2xx')).toBe(1);
    expect(total(second, 'GET', '/api/a "b"', '2xx')).toBe(2);
    expect(total(second, 'GET', '/api/a "b"', '5xx')).toBe(1);
    expect(total(second, 'DELETE', '/api/c', '2xx')).toBe(1);
    const bucket = { method: 'GET', route: '/api/a "b"', le: '0.005' };
    expect(sampleValue(second, 'http_request_duration_seconds_bucket', bucket)).toBe(1);
    expect(sampleValue(second, 'http_request_duration_seconds_bucket', { ...bucket, le: '+Inf' })).toBe(3);
  });

  it('refuses what a scraper would refuse', () => {
    expect(() => parsePrometheus('no_type 1\n')).toThrow(/no # TYPE/);
    expect(() => parsePrometheus('# TYPE g gauge\ng{a="1"} one\n')).toThrow(/not a number/);
    expect(() => parsePrometheus('# TYPE g gauge\ng{a=1} 1\n')).toThrow(/malformed/);
    expect(() => parsePrometheus('# TYPE g gauge\ng 1')).toThrow(/line feed/);
    expect(() =>
      parsePrometheus('# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\n'),
    ).toThrow(/cumulative/);
  });
});
